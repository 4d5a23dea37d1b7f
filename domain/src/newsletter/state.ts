import type { NewsletterEvent } from './events';

// How long a confirmation link works, and how often one address can be sent one: enough for a person who asks
// again because the first mail is slow, too few to turn the sign-up form into a way of mailing someone else.
export const NEWSLETTER_LINK_VALIDITY_MS = 48 * 60 * 60_000;
export const NEWSLETTER_LINKS_PER_HOUR = 3;
export const NEWSLETTER_LINK_WINDOW_MS = 60 * 60_000;
/** A repeat within this gap is a retry or a double click, not a request for another mail. */
export const NEWSLETTER_LINK_GAP_MS = 60_000;

export type NewsletterStatus = 'none' | 'pending' | 'active' | 'unsubscribed' | 'erased';

export interface NewsletterState {
  subscriptionId: string | null;
  status: NewsletterStatus;
  /** The key of the current (or, once erased, the last) sign-up; null for a version-1 sign-up. */
  personId: string | null;
  /** Erasures so far: a person who comes back after one gets a new key, never the shredded one. */
  erasures: number;
  /** Sealed; null once erased, and for a version-1 sign-up. */
  email: string | null;
  leaseTiming: string | null;
  budget: string | null;
  /** Confirmation links of the current sign-up not used yet (keyed hashes, expiry in ms). */
  links: readonly { hash: string; expiresAt: number }[];
  linksSentAt: readonly number[];
  /** The link that confirmed the current subscription: following it again is a retry, not a new confirmation. */
  confirmedWith: string | null;
  issuesMailed: readonly string[];
}

export const initialNewsletterState: NewsletterState = {
  subscriptionId: null,
  status: 'none',
  personId: null,
  erasures: 0,
  email: null,
  leaseTiming: null,
  budget: null,
  links: [],
  linksSentAt: [],
  confirmedWith: null,
  issuesMailed: [],
};

/** The key a new sign-up on this stream seals with: one per subscriber, renewed after each erasure. */
export function subscriberPersonId(subscriptionId: string, state: Pick<NewsletterState, 'erasures'>): string {
  return state.erasures === 0 ? `n_${subscriptionId}` : `n_${subscriptionId}.${state.erasures}`;
}

export function evolveNewsletter(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSignedUp':
      return {
        ...state,
        subscriptionId: event.data.subscriptionId,
        status: 'pending',
        personId: event.data.personId,
        email: event.data.email,
        leaseTiming: event.data.leaseTiming,
        budget: event.data.budget,
        links: [],
        linksSentAt: [],
        confirmedWith: null,
      };
    case 'NewsletterConfirmationRequested': {
      const expiresAt = Date.parse(event.data.expiresAt);
      return {
        ...state,
        links: [...state.links, { hash: event.data.tokenHash, expiresAt }],
        linksSentAt: [...state.linksSentAt, expiresAt - NEWSLETTER_LINK_VALIDITY_MS],
      };
    }
    case 'NewsletterSubscriptionConfirmed':
      // Every other link of this sign-up dies with the one that was used: each works once, and only once in all.
      return { ...state, status: 'active', links: [], confirmedWith: event.data.tokenHash };
    case 'NewsletterUnsubscribed':
      return { ...state, status: 'unsubscribed', links: [], confirmedWith: null };
    case 'NewsletterSubscriberErased':
      return { ...state, status: 'erased', erasures: state.erasures + 1, email: null, links: [], confirmedWith: null };
    case 'NewsletterIssueMailed':
      return { ...state, issuesMailed: [...state.issuesMailed, event.data.issueId] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Whether a sign-up now would send the address a link (the API skips preparing one when it would not). */
export function wouldSendLink(state: NewsletterState, now: Date): boolean {
  if (state.status === 'active') return false;
  if (state.status !== 'pending' || state.email === null) return true;
  const recent = state.linksSentAt.filter((sentAt) => now.getTime() - sentAt < NEWSLETTER_LINK_WINDOW_MS);
  const last = state.linksSentAt.at(-1);
  return recent.length < NEWSLETTER_LINKS_PER_HOUR && (last === undefined || now.getTime() - last >= NEWSLETTER_LINK_GAP_MS);
}
