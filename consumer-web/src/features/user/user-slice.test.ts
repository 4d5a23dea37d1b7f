import {
  newsletterSubscriptionForgotten,
  newsletterSubscriptionIdReceived,
  newsletterSubscriptionLoaded,
  signUpModalClosed,
  signUpModalOpened,
  userSlice,
} from './user-slice';

const reduce = userSlice.reducer;
const subscription = { subscriptionId: 'sub-1', leaseTiming: '1-3-months', budget: '300', name: 'Sam', subscribedAt: '2026-11-21T10:00:00.000Z' };

describe('user slice', () => {
  it('starts without a newsletter subscription, a visitor, touchpoints or an open sign-up modal', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      newsletterSubscriptionId: null,
      newsletterSubscription: null,
      visitorKey: null,
      visitorKeyTimestamp: null,
      touchpoints: { firstTouch: null, lastTouch: null },
      dotDigitalId: null,
      signUpModalStep: null,
    });
  });

  it('opens the sign-up modal on the first step of the authentication flow, and closes it', () => {
    const opened = reduce(undefined, signUpModalOpened());
    expect(opened.signUpModalStep).toBe('pre-register');

    expect(reduce(opened, signUpModalClosed()).signUpModalStep).toBeNull();
  });

  it('keeps the subscription id, then the details read back for it', () => {
    let state = reduce(undefined, newsletterSubscriptionIdReceived('sub-1'));
    expect(state).toMatchObject({ newsletterSubscriptionId: 'sub-1', newsletterSubscription: null });

    state = reduce(state, newsletterSubscriptionLoaded(subscription));
    expect(state.newsletterSubscription).toEqual(subscription);
  });

  it('ignores details that belong to another subscription than the current one', () => {
    const state = reduce(reduce(undefined, newsletterSubscriptionIdReceived('sub-2')), newsletterSubscriptionLoaded(subscription));

    expect(state.newsletterSubscription).toBeNull();
  });

  it('drops the old details when a new id arrives, and everything when forgotten', () => {
    let state = reduce(reduce(reduce(undefined, newsletterSubscriptionIdReceived('sub-1')), newsletterSubscriptionLoaded(subscription)), newsletterSubscriptionIdReceived('sub-2'));
    expect(state).toMatchObject({ newsletterSubscriptionId: 'sub-2', newsletterSubscription: null });

    state = reduce(state, newsletterSubscriptionForgotten());
    expect(state).toMatchObject({ newsletterSubscriptionId: null, newsletterSubscription: null });
  });
});
