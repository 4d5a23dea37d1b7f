import { CommandRefused, type Decider } from '../events/decider';
import { sameHash } from '../rules/same-hash';
import { NEWSLETTER_MESSAGES, type NewsletterCommand } from './commands';
import type { NewsletterEvent } from './events';
import { evolveNewsletter, initialNewsletterState, NEWSLETTER_LINK_VALIDITY_MS, subscriberPersonId, wouldSendLink, type NewsletterState } from './state';

export type { NewsletterState } from './state';

/** Codes the API turns into a 400 against the `token` field or a 410. */
export const NEWSLETTER_REFUSALS = { linkInvalid: 'NEWSLETTER_LINK_INVALID', linkExpired: 'NEWSLETTER_LINK_EXPIRED' } as const;

/** Only a sign-up starts a stream, so every other command that finds something to do finds its id. */
function subscriptionOf(state: NewsletterState, command: NewsletterCommand): string {
  if (state.subscriptionId === null) throw new Error(`${command.type} on a newsletter stream without a sign-up`);
  return state.subscriptionId;
}

const linkInvalid = () => new CommandRefused(NEWSLETTER_REFUSALS.linkInvalid, NEWSLETTER_MESSAGES.linkInvalid, 422);

/**
 * One stream per address. A sign-up is pending until the person follows the link mailed to the address (double
 * opt-in); only then is the subscription active and mailed. Signing up again while active changes nothing; while
 * pending it sends another link, within limits; after an unsubscribe or an erasure it starts afresh. Every command
 * is safe to repeat: a repeat finds the state it left and appends nothing.
 */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: initialNewsletterState,
  evolve: evolveNewsletter,
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'SignUpToNewsletter': {
        const { subscriptionId, personId } = command;
        // The fields were sealed for the key the stream named when read; an erasure since then shredded it.
        if (personId !== subscriberPersonId(subscriptionId, state)) throw new CommandRefused('NEWSLETTER_CHANGED', NEWSLETTER_MESSAGES.changed, 409);
        if (!wouldSendLink(state, now)) return [];
        const link: NewsletterEvent = {
          type: 'NewsletterConfirmationRequested',
          data: {
            subscriptionId,
            personId,
            recipient: command.email,
            tokenId: command.confirmation.tokenId,
            tokenHash: command.confirmation.tokenHash,
            expiresAt: new Date(now.getTime() + NEWSLETTER_LINK_VALIDITY_MS).toISOString(),
          },
        };
        // A pending sign-up keeps its first choices; the person is only sent another link.
        if (state.status === 'pending' && state.email !== null) return [link];
        const { email, name, leaseTiming, budget } = command;
        return [{ type: 'NewsletterSignedUp', data: { subscriptionId, personId, email, name, leaseTiming, budget } }, link];
      }
      case 'ConfirmNewsletterSubscription': {
        if (state.status === 'active' && state.confirmedWith !== null && sameHash(state.confirmedWith, command.tokenHash)) return [];
        const link = state.status === 'pending' ? state.links.find((candidate) => sameHash(candidate.hash, command.tokenHash)) : undefined;
        if (!link) throw linkInvalid();
        if (link.expiresAt <= now.getTime()) throw new CommandRefused(NEWSLETTER_REFUSALS.linkExpired, NEWSLETTER_MESSAGES.linkExpired, 410);
        return [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId: subscriptionOf(state, command), tokenHash: link.hash } }];
      }
      case 'UnsubscribeFromNewsletter':
        return state.status === 'pending' || state.status === 'active'
          ? [{ type: 'NewsletterUnsubscribed', data: { subscriptionId: subscriptionOf(state, command) } }]
          : [];
      case 'EraseNewsletterSubscriber':
        return state.status === 'none' || state.status === 'erased'
          ? []
          : [{ type: 'NewsletterSubscriberErased', data: { subscriptionId: subscriptionOf(state, command), personId: state.personId } }];
      case 'MailNewsletterIssue':
        // Only a confirmed subscriber is mailed, and each mailing once.
        if (state.status !== 'active' || state.email === null || state.personId === null || state.issuesMailed.includes(command.issueId)) return [];
        return [
          {
            type: 'NewsletterIssueMailed',
            data: { subscriptionId: subscriptionOf(state, command), issueId: command.issueId, personId: state.personId, recipient: state.email },
          },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
