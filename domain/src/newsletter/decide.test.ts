import { givenEvents, refusalOf } from '../events/given-when-then';
import type { NewsletterCommand } from './commands';
import { newsletterDecider } from './decide';
import type { NewsletterEvent } from './events';
import { NEWSLETTER_LINK_VALIDITY_MS } from './state';

const NOW = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => ({ now: new Date(NOW.getTime() + ms) });
const sealed = (text: string) => `sealed:v1:n_sub-1:iv:${text}:tag`;

const signUp = (tokenHash = 'hash-1'): Extract<NewsletterCommand, { type: 'SignUpToNewsletter' }> => ({
  type: 'SignUpToNewsletter',
  subscriptionId: 'sub-1',
  personId: 'n_sub-1',
  email: sealed('amy'),
  name: sealed('Amy'),
  leaseTiming: '1-3-months',
  budget: '300',
  confirmation: { tokenId: `id-${tokenHash}`, tokenHash },
});

const decide = (history: NewsletterEvent[], command: NewsletterCommand, context = { now: NOW }) =>
  givenEvents(newsletterDecider, history, context).when(command).then();

const pending = () => decide([], signUp());
const active = () => {
  const history = pending();
  return [...history, ...decide(history, { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-1' })];
};

describe('newsletter sign-up (double opt-in)', () => {
  test('a first sign-up records sealed fields and owes a confirmation link, stored only as its hash', () => {
    expect(pending()).toEqual([
      {
        type: 'NewsletterSignedUp',
        data: { subscriptionId: 'sub-1', personId: 'n_sub-1', email: sealed('amy'), name: sealed('Amy'), leaseTiming: '1-3-months', budget: '300' },
      },
      {
        type: 'NewsletterConfirmationRequested',
        data: {
          subscriptionId: 'sub-1',
          personId: 'n_sub-1',
          recipient: sealed('amy'),
          tokenId: 'id-hash-1',
          tokenHash: 'hash-1',
          expiresAt: new Date(NOW.getTime() + NEWSLETTER_LINK_VALIDITY_MS).toISOString(),
        },
      },
    ]);
  });

  test('a repeat within a minute is a retry: nothing new; later, another link, at most three an hour', () => {
    const history = pending();
    expect(decide(history, signUp('hash-2'), later(30_000))).toEqual([]);
    const second = decide(history, signUp('hash-2'), later(60_000));
    expect(second.map((event) => event.type)).toEqual(['NewsletterConfirmationRequested']);
    const third = decide([...history, ...second], signUp('hash-3'), later(120_000));
    expect(third).toHaveLength(1);
    expect(decide([...history, ...second, ...third], signUp('hash-4'), later(180_000))).toEqual([]);
    expect(decide([...history, ...second, ...third], signUp('hash-4'), later(61 * 60_000))).toHaveLength(1);
  });

  test('signing up while subscribed changes nothing', () => {
    expect(decide(active(), signUp('hash-9'), later(3_600_000))).toEqual([]);
  });

  test('a sign-up sealed for a key the stream no longer names is refused', () => {
    const erased = [...active(), ...decide(active(), { type: 'EraseNewsletterSubscriber' })];
    expect(refusalOf(() => decide(erased, signUp())).code).toBe('NEWSLETTER_CHANGED');
    expect(decide(erased, { ...signUp(), personId: 'n_sub-1.1' }).map((event) => event.type)).toEqual([
      'NewsletterSignedUp',
      'NewsletterConfirmationRequested',
    ]);
  });
});

describe('confirming', () => {
  test('the link confirms once; following it again is a retry; other links of the sign-up die with it', () => {
    const history = pending();
    const again = decide(history, signUp('hash-2'), later(60_000));
    const confirmed = decide([...history, ...again], { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-1' });
    expect(confirmed).toEqual([{ type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId: 'sub-1', tokenHash: 'hash-1' } }]);
    const all = [...history, ...again, ...confirmed];
    expect(decide(all, { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-1' })).toEqual([]);
    expect(refusalOf(() => decide(all, { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-2' })).code).toBe('NEWSLETTER_LINK_INVALID');
  });

  test('a used link does not subscribe again after an unsubscribe', () => {
    const history = [...active(), ...decide(active(), { type: 'UnsubscribeFromNewsletter' })];
    expect(refusalOf(() => decide(history, { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-1' })).code).toBe('NEWSLETTER_LINK_INVALID');
  });

  test('an unknown link is invalid and an old one has expired', () => {
    expect(refusalOf(() => decide(pending(), { type: 'ConfirmNewsletterSubscription', tokenHash: 'nope' })).code).toBe('NEWSLETTER_LINK_INVALID');
    const expired = refusalOf(() => decide(pending(), { type: 'ConfirmNewsletterSubscription', tokenHash: 'hash-1' }, later(NEWSLETTER_LINK_VALIDITY_MS)));
    expect([expired.code, expired.status]).toEqual(['NEWSLETTER_LINK_EXPIRED', 410]);
  });
});

describe('unsubscribing, erasing and mailing', () => {
  test('unsubscribing is idempotent', () => {
    const history = [...active(), ...decide(active(), { type: 'UnsubscribeFromNewsletter' })];
    expect(history.at(-1)).toEqual({ type: 'NewsletterUnsubscribed', data: { subscriptionId: 'sub-1' } });
    expect(decide(history, { type: 'UnsubscribeFromNewsletter' })).toEqual([]);
  });

  test('erasing names the key to shred, once', () => {
    const erased = decide(active(), { type: 'EraseNewsletterSubscriber' });
    expect(erased).toEqual([{ type: 'NewsletterSubscriberErased', data: { subscriptionId: 'sub-1', personId: 'n_sub-1' } }]);
    expect(decide([...active(), ...erased], { type: 'EraseNewsletterSubscriber' })).toEqual([]);
    expect(decide([], { type: 'EraseNewsletterSubscriber' })).toEqual([]);
  });

  test('only a confirmed subscriber is mailed, and each mailing once', () => {
    expect(decide(pending(), { type: 'MailNewsletterIssue', issueId: 'june' })).toEqual([]);
    const mailed = decide(active(), { type: 'MailNewsletterIssue', issueId: 'june' });
    expect(mailed).toEqual([
      { type: 'NewsletterIssueMailed', data: { subscriptionId: 'sub-1', issueId: 'june', personId: 'n_sub-1', recipient: sealed('amy') } },
    ]);
    expect(decide([...active(), ...mailed], { type: 'MailNewsletterIssue', issueId: 'june' })).toEqual([]);
    const gone = [...active(), ...decide(active(), { type: 'UnsubscribeFromNewsletter' })];
    expect(decide(gone, { type: 'MailNewsletterIssue', issueId: 'july' })).toEqual([]);
  });
});
