import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommandRefused,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_REFUSALS,
  newsletterTokenBody,
  sameHash,
  signUpToNewsletterBody,
} from '@lease/domain';
import type { AppDeps } from '../../deps';
import { linkHash, parseToken, unsubscribeSecret } from '../../newsletter/newsletter-links';
import { commandSubscriber, eraseSubscription, loadSubscriber, signUpSubscriber } from '../../newsletter/subscribers';
import { ApiError } from '../../plugins/api-error';

/**
 * The sign-up answers no sooner than this, whatever it found: a subscribed address (nothing to prepare) must not
 * answer measurably faster than a new one (a key, a link, an append).
 */
export const SIGN_UP_FLOOR_MS = 300;

const waitUntil = (startedAt: number, floorMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + floorMs - Date.now())));

const invalidLink = () =>
  new ApiError(400, { type: 'validation', code: NEWSLETTER_REFUSALS.linkInvalid, message: NEWSLETTER_MESSAGES.linkInvalid, errors: { token: NEWSLETTER_MESSAGES.linkInvalid } });

const tokenOf = (token: string) => {
  const parsed = parseToken(token);
  if (!parsed) throw invalidLink();
  return parsed;
};

const tokenCall = (summary: string, status: string) => ({
  config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  schema: { tags: ['marketing'], summary, body: newsletterTokenBody, response: { 200: z.object({ status: z.literal(status) }) } },
});

export const newsletterRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The subscriber an unsubscribe or erase token names, once its secret checks out against their current key. */
    async function subscriberOf(token: string) {
      const { subscriptionId, secret } = tokenOf(token);
      const known = await loadSubscriber(deps, subscriptionId);
      const personId = known.state.personId;
      if (personId === null || !sameHash(unsubscribeSecret(deps.config.SERVER_SECRET, subscriptionId, personId), secret)) throw invalidLink();
      return { subscriptionId, known };
    }

    app.post(
      '/marketing/communication/sign-up',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['marketing'],
          summary: 'Sign up to the newsletter: a link to confirm is mailed to the address, and nothing else until it is followed.',
          description:
            'Answers the same for every address (new, pending, subscribed, unsubscribed), so it says nothing about who is on the list. ' +
            'A repeat within a minute sends nothing new; at most three links an hour go to one address.',
          body: signUpToNewsletterBody,
          response: { 202: z.object({ status: z.literal('check-your-inbox'), message: z.string() }) },
        },
      },
      async (request, reply) => {
        const startedAt = Date.now();
        await signUpSubscriber(deps, request, request.body);
        await waitUntil(startedAt, SIGN_UP_FLOOR_MS);
        reply.code(202);
        return { status: 'check-your-inbox' as const, message: NEWSLETTER_MESSAGES.checkInbox };
      },
    );

    app.post(
      '/marketing/communication/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['marketing'],
          summary: 'Confirm a sign-up with the token from the emailed link; the subscription is active from now.',
          description: 'A link works once, for 48 hours (410 after). Sending the same token again after it worked answers the same.',
          body: newsletterTokenBody,
          response: { 200: z.object({ status: z.literal('subscribed'), leaseTiming: z.string(), budget: z.string() }) },
        },
      },
      async (request) => {
        const { subscriptionId, secret } = tokenOf(request.body.token);
        const known = await loadSubscriber(deps, subscriptionId);
        const tokenHash = linkHash(deps.config.SERVER_SECRET, subscriptionId, secret);
        try {
          await commandSubscriber(deps, request, subscriptionId, { type: 'ConfirmNewsletterSubscription', tokenHash }, known);
        } catch (error) {
          if (error instanceof CommandRefused && error.code === NEWSLETTER_REFUSALS.linkInvalid) throw invalidLink();
          throw error;
        }
        // Only the holder of the link sees these: the choices they made, never the address or the name.
        return { status: 'subscribed' as const, leaseTiming: known.state.leaseTiming ?? '', budget: known.state.budget ?? '' };
      },
    );

    app.post(
      '/marketing/communication/unsubscribe',
      tokenCall('Unsubscribe with the token from the link in any newsletter email; no sign-in needed, and a repeat answers the same.', 'unsubscribed'),
      async (request) => {
        const { subscriptionId, known } = await subscriberOf(request.body.token);
        await commandSubscriber(deps, request, subscriptionId, { type: 'UnsubscribeFromNewsletter' }, known);
        return { status: 'unsubscribed' as const };
      },
    );

    app.post(
      '/marketing/communication/erase',
      tokenCall("Erase the subscriber's address and name (their key is destroyed), with the token from a newsletter's unsubscribe link.", 'erased'),
      async (request) => {
        const { subscriptionId, known } = await subscriberOf(request.body.token);
        await eraseSubscription(deps, request, subscriptionId, known);
        return { status: 'erased' as const };
      },
    );
  };
