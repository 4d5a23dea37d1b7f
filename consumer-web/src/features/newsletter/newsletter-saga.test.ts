import { waitFor } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { makeStore } from '../../app/store';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { newsletterSignUpRequested } from './newsletter-actions';
import { FETCHING_NEWSLETTER_SUBSCRIPTION, SENDING_NEWSLETTER_SIGN_UP } from './newsletter-saga';
import { readStoredSubscriptionId, storeSubscriptionId } from './subscription-storage';

const SIGN_UP = '/marketing/communication/sign-up';
const SUBSCRIPTION = /^\/marketing\/communication\/subscriptions\/[^/]+$/;
const input = { email: 'sam@example.co.uk', leaseTiming: '1-3-months', budget: '300' } as const;
const stored = { subscriptionId: 'sub-1', leaseTiming: '1-3-months', budget: '300', name: null, subscribedAt: '2026-11-21T10:00:00.000Z' };

describe('newsletter sagas', () => {
  beforeEach(() => window.localStorage.clear());

  it('signs up, remembers the id and reads the subscription back at the position the sign-up returned', async () => {
    const network = installFakeNetwork()
      .on('POST', SIGN_UP, { body: { subscriptionId: 'sub-1', position: 'pos-42' } })
      .on('GET', SUBSCRIPTION, { body: stored });
    const store = makeStore();

    store.dispatch(newsletterSignUpRequested(input));

    await waitFor(() => expect(store.getState().user.newsletterSubscription).toEqual(stored));
    expect(store.getState().user.newsletterSubscriptionId).toBe('sub-1');
    expect(readStoredSubscriptionId()).toBe('sub-1');
    expect(network.requests.map((request) => request.method + ' ' + request.path)).toEqual([
      `POST ${SIGN_UP}`,
      'GET /marketing/communication/subscriptions/sub-1',
    ]);
    expect(network.requests[0]?.body).toEqual(input);
    expect(network.requests[1]?.query.get('consistentWith')).toBe('pos-42');
    expect(store.getState().loader).toEqual([]);
  });

  it('keeps the server field errors under SENDING_NEWSLETTER_SIGN_UP when the API refuses the sign-up', async () => {
    installFakeNetwork().on('POST', SIGN_UP, {
      status: 400,
      body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid sign-up', errors: { email: 'This is not a valid email' } },
    });
    const store = makeStore();

    store.dispatch(newsletterSignUpRequested({ ...input, email: 'sam@' }));

    await waitFor(() =>
      expect(store.getState().error[SENDING_NEWSLETTER_SIGN_UP]).toEqual({
        validation: { message: 'An error has occurred at the API level', errors: { email: 'This is not a valid email' } },
      }),
    );
    expect(store.getState().loader).toEqual([]);
    expect(store.getState().user.newsletterSubscriptionId).toBeNull();
    expect(readStoredSubscriptionId()).toBeNull();
  });

  it('sends one sign-up however often it is requested while the first is out, and clears the last error on start', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork().on('POST', SIGN_UP, reply.handler).on('GET', SUBSCRIPTION, { body: stored });
    const store = makeStore({ error: { [SENDING_NEWSLETTER_SIGN_UP]: { error: { message: 'An error has occurred' } } } });

    store.dispatch(newsletterSignUpRequested(input));
    store.dispatch(newsletterSignUpRequested(input));

    expect(store.getState().loader).toEqual([SENDING_NEWSLETTER_SIGN_UP]);
    expect(store.getState().error).toEqual({});
    reply.release({ body: { subscriptionId: 'sub-1', position: 'pos-1' } });
    await waitFor(() => expect(store.getState().user.newsletterSubscription).toEqual(stored));
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('on start, reads the remembered subscription without waiting for a position', async () => {
    storeSubscriptionId('sub-1');
    const network = installFakeNetwork().on('GET', SUBSCRIPTION, { body: stored });
    const store = makeStore();

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().user.newsletterSubscription).toEqual(stored));
    const read = network.requests.find((request) => request.path.startsWith('/marketing/'));
    expect(read?.path).toBe('/marketing/communication/subscriptions/sub-1');
    expect(read?.query.has('consistentWith')).toBe(false);
  });

  it('forgets a remembered subscription that the API no longer knows', async () => {
    storeSubscriptionId('gone');
    installFakeNetwork();
    const store = makeStore();

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().error[FETCHING_NEWSLETTER_SUBSCRIPTION]).toHaveProperty('notfound'));
    expect(store.getState().user.newsletterSubscriptionId).toBeNull();
    expect(readStoredSubscriptionId()).toBeNull();
    expect(store.getState().loader).toEqual([]);
  });
});
