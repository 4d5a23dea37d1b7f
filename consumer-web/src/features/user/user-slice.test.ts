import {
  enquirySent,
  leadFormChosen,
  leadRegistered,
  leadReset,
  leadStarted,
  leadVerified,
  newsletterProgressed,
  authModalClosed,
  authModalOpened,
  authStepChanged,
  accountLoaded,
  experimentAssigned,
  signedIn,
  signedOut,
  priceAlertExistenceKnown,
  signInRequired,
  tokensCleared,
  touchpointsChanged,
  visitorIdentified,
  dotDigitalIdReceived,
  selectIsSignedIn,
  selectLeadStatus,
  userSlice,
  type UserState,
} from './user-slice';
import { sam, sessionFor } from '../../test-utils/tokens';

const reduce = userSlice.reducer;

describe('user slice', () => {
  it('starts without a newsletter subscription, a visitor, touchpoints, an open modal, a sign-in or a lead', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      newsletter: null,
      visitorKey: null,
      visitorKeyTimestamp: null,
      experiment: null,
      touchpoints: { firstTouch: null, lastTouch: null },
      dotDigitalId: null,
      authModal: null,
      isAuthenticated: false,
      idToken: null,
      accessToken: null,
      id: null,
      userName: null,
      email: null,
      pendingEmail: null,
      phoneNumber: null,
      firstName: null,
      lastName: null,
      dateCreated: null,
      isVerified: false,
      usedSocialLogin: false,
      preferences: { marketingEmail: false, marketingSms: false, priceAlert: false },
      avatar: null,
      redirectUrl: null,
      leadReference: null,
      enquiryReference: null,
      enquiredDeals: [],
      lead: { status: 'initial', dealId: null, kind: 'call-back' },
      doesPriceAlertExist: {},
    });
  });

  it('opens the modal on the first step of the authentication flow, moves it on with its address, and closes it', () => {
    const opened = reduce(undefined, authModalOpened());
    expect(opened.authModal).toEqual({ step: 'pre-register', email: null });

    const verifying = reduce(opened, authStepChanged({ step: 'verify-from-signup', email: 'sam@example.co.uk' }));
    expect(reduce(verifying, authStepChanged({ step: 'ai-intro' })).authModal).toEqual({ step: 'ai-intro', email: 'sam@example.co.uk' });

    expect(reduce(opened, authModalClosed()).authModal).toBeNull();
  });

  it('asks an account page’s visitor to sign in, remembering the page while the modal is open', () => {
    const state = reduce(undefined, signInRequired({ redirectUrl: '/locospace/enquiries' }));

    expect(state).toMatchObject({ redirectUrl: '/locospace/enquiries', authModal: { step: 'login' } });
    // Closed without signing in: that page no longer waits, so a later sign-in elsewhere does not go there.
    expect(reduce(state, authModalClosed())).toMatchObject({ redirectUrl: null, authModal: null });
  });

  it('holds the tokens and the spec’s user fields from a sign-in, with the name to greet', () => {
    const session = sessionFor(Date.now());
    const state = reduce(undefined, signedIn(session));

    expect(state).toMatchObject({
      isAuthenticated: true,
      idToken: session.idToken,
      accessToken: session.accessToken,
      id: 'user-1',
      email: 'sam@example.co.uk',
      firstName: 'Sam',
      lastName: 'Jones',
      phoneNumber: '07700900123',
      isVerified: true,
      dateCreated: '2026-11-01T10:00:00.000Z',
      usedSocialLogin: false,
      userName: 'Sam',
      preferences: { marketingEmail: true, marketingSms: false, priceAlert: true },
    });
    expect(reduce(undefined, signedIn({ ...session, user: { ...sam, firstName: null } })).userName).toBe('sam');
  });

  it('holds a change of address waiting for its code beside the account’s own, until the account is read without one', () => {
    const waiting = reduce(undefined, signedIn(sessionFor(Date.now(), { ...sam, pendingEmail: 'sam.new@example.co.uk' })));
    expect(waiting).toMatchObject({ email: 'sam@example.co.uk', pendingEmail: 'sam.new@example.co.uk' });

    const moved = reduce(waiting, accountLoaded({ ...sam, email: 'sam.new@example.co.uk', pendingEmail: null }));
    expect(moved).toMatchObject({ email: 'sam.new@example.co.uk', pendingEmail: null });
    // An answer without the field (an older API) says nothing is waiting.
    expect(reduce(waiting, accountLoaded(sam)).pendingEmail).toBeNull();
  });

  it('drops the tokens but not the sign-in when a refresh fails for a reason other than the network', () => {
    const state = reduce(reduce(undefined, signedIn(sessionFor(Date.now()))), tokensCleared());

    expect(state).toMatchObject({ isAuthenticated: true, idToken: null, accessToken: null, email: 'sam@example.co.uk' });
  });

  it('clears the user state on sign-out, keeping only what spec §4 keeps', () => {
    const touchpoints = { firstTouch: { utm_source: 'mail', utm_medium: null, utm_campaign: null, llit_code: null, irclickid: null, gclid: null }, lastTouch: null };
    let state = reduce(undefined, visitorIdentified({ visitorKey: 'visitor-1', visitorKeyTimestamp: 5 }));
    for (const action of [
      experimentAssigned({ name: 'search-layout', group: 'b' }),
      touchpointsChanged(touchpoints),
      dotDigitalIdReceived('dd-9'),
      signInRequired({ redirectUrl: '/locospace/enquiries' }),
      signedIn(sessionFor(Date.now(), { ...sam, usedSocialLogin: true, pendingEmail: 'sam.new@example.co.uk' })),
      newsletterProgressed({ status: 'check-your-inbox' }),
      enquirySent({ dealId: 5001, enquiryReference: 'EQ-0123456789' }),
      authModalOpened({ step: 'gather-mobile' }),
      priceAlertExistenceKnown({ vehicleId: 101, exists: true }),
    ]) {
      state = reduce(state, action);
    }

    expect(reduce(state, signedOut())).toEqual({
      ...reduce(undefined, { type: 'init' }),
      redirectUrl: '/locospace/enquiries',
      usedSocialLogin: true,
      visitorKey: 'visitor-1',
      visitorKeyTimestamp: 5,
      isVerified: true,
      experiment: { name: 'search-layout', group: 'b' },
      touchpoints,
      dotDigitalId: 'dd-9',
    });
  });

  it('keeps where the newsletter sign-up stands, and forgets it on request', () => {
    let state = reduce(undefined, newsletterProgressed({ status: 'check-your-inbox' }));
    expect(state.newsletter).toEqual({ status: 'check-your-inbox' });

    state = reduce(state, newsletterProgressed({ status: 'subscribed', leaseTiming: '1-3-months', budget: '300' }));
    expect(state.newsletter).toEqual({ status: 'subscribed', leaseTiming: '1-3-months', budget: '300' });

    expect(reduce(state, newsletterProgressed(null)).newsletter).toBeNull();
  });

  describe('lead data (spec §3 "Lead data", §4 "Lead status")', () => {
    const user = (state: UserState) => ({ user: state });

    it('walks a call-back lead from the questions through its code to success, storing the references', () => {
      let state = reduce(undefined, leadStarted({ dealId: 5001 }));
      expect(state.lead).toEqual({ status: 'qualifying-questions', dealId: 5001, kind: 'call-back' });

      state = reduce(state, leadFormChosen({ dealId: 5001, kind: 'call-back' }));
      expect(state.lead.status).toBe('info');

      state = reduce(state, leadRegistered({ dealId: 5001, kind: 'call-back', leadReference: 'LD-0123456789' }));
      expect(state).toMatchObject({ leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001 } });

      state = reduce(state, leadVerified({ dealId: 5001, enquiryReference: 'EQ-0123456789' }));
      expect(state).toMatchObject({ leadReference: null, enquiryReference: 'EQ-0123456789', enquiredDeals: [5001], lead: { status: 'success' } });
    });

    it('shows the lead only on its own deal: any other deal starts at initial', () => {
      const state = reduce(undefined, leadFormChosen({ dealId: 5001, kind: 'pcp' }));

      expect(selectLeadStatus(user(state), 5001)).toBe('info');
      expect(selectLeadStatus(user(state), 5002)).toBe('initial');
      expect(state.lead.kind).toBe('pcp');
    });

    it('a reset or a new lead forgets the reference that was waiting for its code', () => {
      const waiting = reduce(undefined, leadRegistered({ dealId: 5001, kind: 'poor-credit', leadReference: 'LD-0123456789' }));

      expect(reduce(waiting, leadReset())).toMatchObject({ leadReference: null, lead: { status: 'initial', dealId: null } });
      expect(reduce(waiting, leadStarted({ dealId: 5002 }))).toMatchObject({ leadReference: null, lead: { status: 'qualifying-questions', dealId: 5002 } });
    });

    it('an enquiry stores its reference and its deal once, however often it is sent', () => {
      let state = reduce(undefined, enquirySent({ dealId: 5001, enquiryReference: 'EQ-AAAAAAAAAA' }));
      state = reduce(state, enquirySent({ dealId: 5001, enquiryReference: 'EQ-BBBBBBBBBB' }));

      expect(state).toMatchObject({ enquiryReference: 'EQ-BBBBBBBBBB', enquiredDeals: [5001] });
    });

    it('counts as signed in only when authenticated with a token', () => {
      const initial = reduce(undefined, { type: 'init' });

      expect(selectIsSignedIn(user(initial))).toBe(false);
      expect(selectIsSignedIn(user({ ...initial, isAuthenticated: true }))).toBe(false);
      expect(selectIsSignedIn(user({ ...initial, isAuthenticated: true, idToken: 'id-token' }))).toBe(true);
    });
  });
});
