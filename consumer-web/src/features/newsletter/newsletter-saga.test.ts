import { waitFor } from '@testing-library/react';
import { appStarted } from '../../app/app-started';
import { makeStore } from '../../app/store';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { newsletterConfirmRequested, newsletterEraseRequested, newsletterSignUpRequested, newsletterUnsubscribeRequested } from './newsletter-actions';
import { CONFIRMING_NEWSLETTER_SIGN_UP, NEWSLETTER_FAILURES, SENDING_NEWSLETTER_SIGN_UP, UNSUBSCRIBING_FROM_NEWSLETTER } from './newsletter-saga';
import { readStoredProgress, storeProgress } from './subscription-storage';

const SIGN_UP = '/marketing/communication/sign-up';
const CONFIRM = '/marketing/communication/confirm';
const input = { email: 'sam@example.co.uk', leaseTiming: '1-3-months', budget: '300' } as const;
const token = `abcdefghijklmnopqrstuvwx.${'t'.repeat(43)}`;

describe('newsletter sagas', () => {
  beforeEach(() => window.localStorage.clear());

  it('signs up, then waits for the confirmation link: no read of any subscription follows', async () => {
    const network = installFakeNetwork().on('POST', SIGN_UP, { status: 202, body: { status: 'check-your-inbox', message: 'Check your inbox' } });
    const store = makeStore();

    store.dispatch(newsletterSignUpRequested(input));

    await waitFor(() => expect(store.getState().user.newsletter).toEqual({ status: 'check-your-inbox' }));
    expect(network.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${SIGN_UP}`]);
    expect(readStoredProgress()).toEqual({ status: 'check-your-inbox' });
    expect(store.getState().loader.active).toEqual([]);
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
    expect(store.getState().user.newsletter).toBeNull();
    expect(readStoredProgress()).toBeNull();
  });

  it('sends one sign-up however often it is requested while the first is out, and clears the last error on start', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork().on('POST', SIGN_UP, reply.handler);
    const store = makeStore({ error: { [SENDING_NEWSLETTER_SIGN_UP]: { error: { message: 'An error has occurred' } } } });

    store.dispatch(newsletterSignUpRequested(input));
    store.dispatch(newsletterSignUpRequested(input));

    expect(store.getState().loader.active).toEqual([SENDING_NEWSLETTER_SIGN_UP]);
    expect(store.getState().error).toEqual({});
    reply.release({ status: 202, body: { status: 'check-your-inbox', message: 'Check your inbox' } });
    await waitFor(() => expect(store.getState().user.newsletter).toEqual({ status: 'check-your-inbox' }));
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('confirms with the token and keeps the choices the API answers with', async () => {
    const network = installFakeNetwork().on('POST', CONFIRM, { body: { status: 'subscribed', leaseTiming: '6-12-months', budget: 'over-500' } });
    const store = makeStore();

    store.dispatch(newsletterConfirmRequested({ token }));

    const subscribed = { status: 'subscribed', leaseTiming: '6-12-months', budget: 'over-500' };
    await waitFor(() => expect(store.getState().user.newsletter).toEqual(subscribed));
    expect(network.requests[0]?.body).toEqual({ token });
    expect(readStoredProgress()).toEqual(subscribed);
  });

  it("keeps the API's words about a bad link, and the spec-style message for anything else", async () => {
    installFakeNetwork()
      .on('POST', CONFIRM, { status: 400, body: { type: 'validation', code: 'NEWSLETTER_LINK_INVALID', message: 'x', errors: { token: 'This link is not valid.' } } })
      .on('POST', '/marketing/communication/unsubscribe', { status: 500 });
    const store = makeStore();

    store.dispatch(newsletterConfirmRequested({ token }));
    store.dispatch(newsletterUnsubscribeRequested({ token }));

    await waitFor(() =>
      expect(store.getState().error[CONFIRMING_NEWSLETTER_SIGN_UP]).toEqual({
        validation: { message: NEWSLETTER_FAILURES.confirm, errors: { token: 'This link is not valid.' } },
      }),
    );
    await waitFor(() => expect(store.getState().error[UNSUBSCRIBING_FROM_NEWSLETTER]).toEqual({ 'api error': { message: NEWSLETTER_FAILURES.unsubscribe } }));
    expect(store.getState().user.newsletter).toBeNull();
  });

  it('an unsubscribe or an erasure forgets what this browser remembered', async () => {
    storeProgress({ status: 'subscribed', leaseTiming: '1-3-months', budget: '300' });
    installFakeNetwork()
      .on('POST', '/marketing/communication/unsubscribe', { body: { status: 'unsubscribed' } })
      .on('POST', '/marketing/communication/erase', { body: { status: 'erased' } });
    const store = makeStore();

    store.dispatch(newsletterUnsubscribeRequested({ token }));
    await waitFor(() => expect(store.getState().user.newsletter).toEqual({ status: 'unsubscribed' }));
    expect(readStoredProgress()).toBeNull();
    store.dispatch(newsletterEraseRequested({ token }));
    await waitFor(() => expect(store.getState().user.newsletter).toEqual({ status: 'erased' }));
    expect(readStoredProgress()).toBeNull();
  });

  it('on start, restores what was remembered without calling the API, and drops an old subscription id', async () => {
    storeProgress({ status: 'check-your-inbox' });
    window.localStorage.setItem('newsletterSubscriptionId', JSON.stringify({ value: 'sub-1' }));
    const network = installFakeNetwork();
    const store = makeStore();

    store.dispatch(appStarted());

    await waitFor(() => expect(store.getState().user.newsletter).toEqual({ status: 'check-your-inbox' }));
    expect(window.localStorage.getItem('newsletterSubscriptionId')).toBeNull();
    expect(network.requests.filter((request) => request.path.startsWith('/marketing/'))).toHaveLength(0);
  });
});
