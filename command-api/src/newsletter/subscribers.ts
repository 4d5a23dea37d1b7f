import type { FastifyRequest } from 'fastify';
import {
  CommandRefused,
  newsletterDecider,
  newsletterStream,
  NEWSLETTER_LINK_VALIDITY_MS,
  normaliseEmail,
  subscriberPersonId,
  wouldSendLink,
  type NewsletterCommand,
  type SignUpToNewsletterBody,
} from '@lease/domain';
import { PersonErased } from '@lease/projections';
import { handleCommand, loadState, type KnownStream } from '../commands/handle-command';
import { requestMetadata } from '../commands/metadata';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { storeCode } from '../leads/verification-codes';
import { confirmLink, drawLinkSecret, subscriptionIdFor } from './newsletter-links';

type State = typeof newsletterDecider.initialState;

export const loadSubscriber = (deps: AppDeps, subscriptionId: string) => loadState(deps.store, newsletterStream(subscriptionId), newsletterDecider);

export function commandSubscriber(deps: AppDeps, request: FastifyRequest, subscriptionId: string, command: NewsletterCommand, known?: KnownStream<State>) {
  const now = deps.clock();
  return handleCommand(deps.store, {
    stream: newsletterStream(subscriptionId),
    decider: newsletterDecider,
    command,
    metadata: requestMetadata(request, deps.config.version, now),
    now,
    known,
  });
}

/**
 * A sign-up: the address and name sealed with the subscriber's key, and a confirmation link drawn and kept (sealed)
 * for the sender. When the decider would send nothing (subscribed already, or a link went out a moment ago) no link
 * is prepared. An erasure racing the sign-up shreds the key it was sealed with; it is then sealed again, once, for
 * the key the stream names after it.
 */
export async function signUpSubscriber(deps: AppDeps, request: FastifyRequest, body: SignUpToNewsletterBody): Promise<void> {
  const { vault, printCodes } = leadServicesFor(deps);
  const secret = deps.config.SERVER_SECRET;
  const email = normaliseEmail(body.email);
  const subscriptionId = subscriptionIdFor(secret, email);
  for (let attempt = 1; ; attempt++) {
    const known = await loadSubscriber(deps, subscriptionId);
    const at = deps.clock();
    if (!wouldSendLink(known.state, at)) return;
    const personId = subscriberPersonId(subscriptionId, known.state);
    const linkSecret = drawLinkSecret();
    try {
      const sealed = await vault.seal(personId, { email, name: body.name, link: linkSecret });
      const issued = await storeCode(
        { orm: deps.orm, secret, now: at, validityMs: NEWSLETTER_LINK_VALIDITY_MS },
        { leadReference: `newsletter:${subscriptionId}`, personId, channel: 'email', code: linkSecret, sealedCode: sealed.link },
      );
      const result = await commandSubscriber(
        deps,
        request,
        subscriptionId,
        {
          type: 'SignUpToNewsletter',
          subscriptionId,
          personId,
          email: sealed.email,
          name: sealed.name,
          leaseTiming: body.leaseTiming,
          budget: body.budget,
          confirmation: { tokenId: issued.codeId, tokenHash: issued.codeHash },
        },
        known,
      );
      if (printCodes && result.events.length > 0) {
        request.log.info({ subscriptionId }, `newsletter confirmation link ${confirmLink(deps.config.PUBLIC_ORIGIN, subscriptionId, linkSecret)} (no email provider is configured, so it is shown here)`);
      }
      return;
    } catch (error) {
      const raced = error instanceof PersonErased || (error instanceof CommandRefused && error.code === 'NEWSLETTER_CHANGED');
      if (!raced || attempt >= 2) throw error;
    }
  }
}

/**
 * Erases one subscription: the erasure is recorded first, then the key is destroyed, then the sealed links still
 * waiting for the sender go. Each step is safe to repeat, and a repeat finishes whatever a failure left undone.
 */
export async function eraseSubscription(deps: AppDeps, request: FastifyRequest, subscriptionId: string, known?: KnownStream<State>): Promise<boolean> {
  const loaded = known ?? (await loadSubscriber(deps, subscriptionId));
  if (loaded.state.status === 'none') return false;
  await commandSubscriber(deps, request, subscriptionId, { type: 'EraseNewsletterSubscriber' }, loaded);
  const after = await loadSubscriber(deps, subscriptionId);
  const personId = after.state.personId;
  if (after.state.status !== 'erased' || personId === null) return true;
  await leadServicesFor(deps).vault.erase(personId);
  await deps.orm.em.fork().getConnection().execute('DELETE FROM verification_code_secrets WHERE person_id = ?', [personId], 'run');
  return true;
}

/**
 * Erases the newsletter subscriber with this address, if there is one: for the account-erasure code and for staff
 * acting on a person's request. Answers whether there was a subscriber; calling it again is harmless.
 */
export async function eraseNewsletterSubscriber(deps: AppDeps, email: string, request: FastifyRequest): Promise<{ erased: boolean }> {
  const subscriptionId = subscriptionIdFor(deps.config.SERVER_SECRET, email);
  return { erased: await eraseSubscription(deps, request, subscriptionId) };
}
