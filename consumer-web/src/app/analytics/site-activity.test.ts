import '../../test-utils/polyfills';
import { dealPageOpened } from '../../features/deal/deal-saga';
import { accountCodeSubmitted, authLandingVisited, signInRequested } from '../../features/auth/auth-actions';
import { callBackRequested, enquiryRequested, leadCodeSubmitted } from '../../features/enquiry/enquiry-actions';
import { leaseProfileEdited } from '../../features/lease-profile/lease-profile-saga';
import { dealSaved, dealUnsaved } from '../../features/loco-space/loco-space-slice';
import { priceAlertAddRequested } from '../../features/price-alerts/price-alert-actions';
import { rewardClaimSubmitted } from '../../features/rewards/reward-actions';
import { garageSaveRequested, garageUnsaveRequested } from '../../features/saved-deals/garage-actions';
import { toSavedDeal } from '../../features/saved-deals/saved-deal';
import { searchSaveRequested } from '../../features/saved-searches/saved-search-actions';
import { defaultSearchRequest } from '../../features/search/search-request';
import { searchRequested } from '../../features/search/search-saga';
import { requestReplaced } from '../../features/search/search-slice';
import { payloadsOf, quiet, sentEvents, settle, startWithAnalytics, T0, type StartOptions } from '../../test-utils/analytics';
import { golfDeal, golfDeal48, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { sam, sessionFor, signedInUser } from '../../test-utils/tokens';

// Each thing a visitor does, done through the site's own flows against a network answering as the API does, and
// the event it produced as the API receives it (its payload read with the API's own schema).

const golf = { dealId: golfDeal.id, monthlyPayment: golfDeal.monthlyPayment };
const explained = { name: 'deal-score-explainer', group: 'explained' };

function answerGolf(network: FakeNetwork): FakeNetwork {
  return network
    .on('GET', '/deal', { body: golfDeal })
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/search/lease-profile', { body: golfProfiles })
    .on('GET', '/deal/history/profile', { body: golfHistory('1Y') });
}

/** The app started for a visitor (a signed-in one with `signedIn`), what they do, and the events it sent. */
async function eventsAfter(act: (store: ReturnType<typeof startWithAnalytics>['store']) => void, options: StartOptions & { signedIn?: boolean } = {}) {
  const network = options.network ?? installFakeNetwork();
  network.on('POST', '/auth/refresh', { body: sessionFor(T0) });
  const { store } = startWithAnalytics({ ...options, network, user: { ...(options.signedIn ? signedInUser(T0) : {}), ...options.user } });
  await settle();
  act(store);
  await settle();
  await quiet();
  return sentEvents(network);
}

describe('what the site records of what people do', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    delete window.dataLayer;
  });
  afterEach(async () => {
    await jest.runOnlyPendingTimersAsync();
    jest.useRealTimers();
  });

  describe('deal pages and the deal score experiment', () => {
    const openGolf = (store: ReturnType<typeof startWithAnalytics>['store']) => store.dispatch(dealPageOpened({ dealId: golfDeal.id, vehicleId: golfDeal.vehicleId }));

    it('records the deal viewed once it shows, then the exposure of a visitor in the experiment', async () => {
      const events = await eventsAfter(openGolf, { url: golfDealPath, network: answerGolf(installFakeNetwork()), user: { experiment: explained } });

      expect(events.filter((event) => event.event !== 'page_view').map((event) => [event.event, event.location.path])).toEqual([
        ['deal_view', golfDealPath],
        ['experiment_exposure', golfDealPath],
      ]);
      expect(payloadsOf(events, 'deal_view')).toEqual([{ dealId: 5001, vehicleId: 101, supplierId: 3, dealScore: 91, monthlyPaymentPence: 23500 }]);
      expect(payloadsOf(events, 'experiment_exposure')).toEqual([explained]);
    });

    it('records an exposure per view of a deal page, for the control group too', async () => {
      const control = { name: 'deal-score-explainer', group: 'control' };
      const network = answerGolf(installFakeNetwork()).on('POST', '/visitors', { body: { visitorKey: 'visitor-1', experiment: control } });
      const { store } = startWithAnalytics({ url: golfDealPath, network, user: { experiment: control } });
      await settle();

      // Opened twice at once (a page's effect run twice) is one view; opened again later (back to it) is another.
      openGolf(store);
      openGolf(store);
      await settle();
      openGolf(store);
      await settle();
      await quiet();

      const events = sentEvents(network);
      expect(payloadsOf(events, 'experiment_exposure')).toEqual([control, control]);
      expect(payloadsOf(events, 'deal_view')).toHaveLength(2);
    });

    it('records no exposure for a visitor in another experiment, and no deal view for a deal that is gone', async () => {
      const other = { name: 'home-layout', group: 'b' };
      const network = installFakeNetwork()
        .on('POST', '/visitors', { body: { visitorKey: 'visitor-1', experiment: other } })
        .on('GET', '/deal', { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } });
      const gone = await eventsAfter(openGolf, { url: golfDealPath, network, user: { experiment: other } });
      expect(gone.map((event) => event.event)).toEqual(['page_view']);

      const shown = await eventsAfter(openGolf, {
        url: golfDealPath,
        network: answerGolf(installFakeNetwork().on('POST', '/visitors', { body: { visitorKey: 'visitor-1', experiment: other } })),
        user: { experiment: other },
      });
      expect(shown.map((event) => event.event)).toEqual(['page_view', 'deal_view']);
    });
  });

  it('records a search with its filters as the query string, its result count, types and page', async () => {
    const network = installFakeNetwork().on('GET', '/search/v2', {
      body: {
        results: [],
        availableFilters: { budget: { minMonthly: null, maxMonthly: null, minInitial: null, maxInitial: null }, mileages: [], terms: [], vehiclePriceTags: [], vehicleTags: [], ranges: [] },
        vehicleTotal: 3,
        pricesTotal: 40,
        resultsTotal: 42,
        pagination: { page: 2, pageSize: 24, pageCount: 2 },
        searchRequest: {},
      },
    });
    const events = await eventsAfter(
      (store) => {
        store.dispatch(requestReplaced({ ...defaultSearchRequest(1, 1), ranges: [10, 11], page: 2 }));
        store.dispatch(searchRequested());
      },
      { url: '/car-leasing/search', network },
    );

    expect(payloadsOf(events, 'search')).toEqual([{ results: 42, vehicleType: 1, leaseType: 1, page: 2 }]);
    const search = events.find((event) => event.event === 'search')!;
    expect(Object.fromEntries(new URLSearchParams(search.location.params))).toEqual({ vehicleType: '1', leaseType: '1', ranges: '10,11' });
    expect(search.location.path).toBe('/car-leasing/search');
  });

  describe('lease profile', () => {
    const editTerm = (store: ReturnType<typeof startWithAnalytics>['store']) => store.dispatch(leaseProfileEdited({ change: { term: 48 }, followDeal: false }));
    const state = { leaseProfile: golfProfiles };

    it('records the profile the visitor moved to', async () => {
      const network = installFakeNetwork().on('GET', '/search/available-lease-profile', { body: { ...golfProfiles, activeProfile: { ...golfProfiles.activeProfile, term: 48 }, deal: golfDeal48 } });
      const events = await eventsAfter(editTerm, { network, state });

      expect(payloadsOf(events, 'lease_profile_changed')).toEqual([{ vehicleId: 101, leaseType: 2, term: 48, mileage: 10000, initialPaymentInMonths: 9 }]);
    });

    it('records nothing when the change failed', async () => {
      const network = installFakeNetwork().on('GET', '/search/available-lease-profile', { status: 500, body: { message: 'down' } });
      const events = await eventsAfter(editTerm, { network, state });

      expect(events.map((event) => event.event)).toEqual(['page_view']);
    });
  });

  it('records a deal saved and removed in this browser, with its vehicle', async () => {
    const events = await eventsAfter((store) => {
      store.dispatch(dealSaved(toSavedDeal(golfDeal, new Date(T0))));
      store.dispatch(dealUnsaved(golfDeal.id));
    });

    expect(payloadsOf(events, 'vehicle_saved')).toEqual([{ vehicleId: 101, dealId: 5001 }]);
    expect(payloadsOf(events, 'vehicle_removed')).toEqual([{ vehicleId: 101 }]);
  });

  it('records a deal saved to and removed from a signed-in person’s garage, under their user id', async () => {
    const network = installFakeNetwork()
      .on('POST', '/user/garage/save', { body: { position: null } })
      .on('POST', '/user/garage/remove', { body: { removed: true, position: null } });
    const events = await eventsAfter(
      (store) => {
        store.dispatch(garageSaveRequested({ vehicleId: 101, dealId: 5001 }));
        store.dispatch(garageUnsaveRequested({ vehicleId: 101, dealId: 5001 }));
      },
      { network, signedIn: true },
    );

    expect(payloadsOf(events, 'vehicle_saved')).toEqual([{ vehicleId: 101, dealId: 5001 }]);
    expect(payloadsOf(events, 'vehicle_removed')).toEqual([{ vehicleId: 101 }]);
    expect(events.find((event) => event.event === 'vehicle_saved')?.userId).toBe(sam.id);
  });

  it('records a price alert set, and none when setting it failed', async () => {
    const set = (store: ReturnType<typeof startWithAnalytics>['store']) => store.dispatch(priceAlertAddRequested({ vehicleId: 101, leaseType: 2, term: 36 }));
    const events = await eventsAfter(set, { network: installFakeNetwork().on('POST', '/price-alerts/add', { body: { alert: null, doesPriceAlertExist: true, position: null } }), signedIn: true });
    expect(payloadsOf(events, 'price_alert_set')).toEqual([{ vehicleId: 101 }]);

    const failed = await eventsAfter(set, { network: installFakeNetwork().on('POST', '/price-alerts/add', { status: 500, body: { message: 'down' } }), signedIn: true });
    expect(payloadsOf(failed, 'price_alert_set')).toEqual([]);
  });

  it('records a search saved, its alert off until one is chosen', async () => {
    const network = installFakeNetwork().on('POST', '/user/search/save', { body: { searchReference: 'a1b2c3d4e5', position: null } });
    const events = await eventsAfter((store) => store.dispatch(searchSaveRequested({ name: 'Estates' })), { network, signedIn: true });

    expect(payloadsOf(events, 'search_saved')).toEqual([{ alert: 'off' }]);
  });

  it('records an enquiry sent, with its reference, deal and monthly payment in pence', async () => {
    const network = installFakeNetwork().on('POST', '/user/enquiry/send', { body: { enquiryReference: 'EQ-0000000001' } });
    const events = await eventsAfter((store) => store.dispatch(enquiryRequested({ deal: golf, postcode: 'sw1a 1aa' })), { network, signedIn: true });

    expect(payloadsOf(events, 'enquiry_sent')).toEqual([{ enquiryReference: 'EQ-0000000001', dealId: 5001, monthlyPaymentPence: 23500 }]);
  });

  it('records a call-back request, then the lead verified with both references', async () => {
    const network = installFakeNetwork()
      .on('POST', '/lead/register', { body: { leadReference: 'LD-0000000001' } })
      .on('POST', '/lead/verify', { body: { enquiryReference: 'EQ-0000000002' } });
    const contact = { firstName: 'Sam', lastName: 'Jones', emailAddress: 'sam@example.co.uk', phoneNumber: '07700900123', postcode: 'SW1A 1AA' };
    const events = await eventsAfter(
      (store) => {
        store.dispatch(callBackRequested({ deal: golf, contact, captcha: 'solved' }));
        return store;
      },
      { network },
    );
    expect(payloadsOf(events, 'call_back_requested')).toEqual([{ leadReference: 'LD-0000000001', dealId: 5001 }]);

    const verified = await eventsAfter((store) => store.dispatch(leadCodeSubmitted({ deal: golf, code: '123456', marketingCommunicationsEmail: false, marketingCommunicationsSms: false })), {
      network,
      user: { leadReference: 'LD-0000000001', lead: { status: 'verify', dealId: 5001, kind: 'call-back' } },
    });
    expect(payloadsOf(verified, 'lead_verified')).toEqual([{ leadReference: 'LD-0000000001', enquiryReference: 'EQ-0000000002' }]);
  });

  describe('sign-ups', () => {
    it('records an email sign-up when its code signs the new account in, and not a returning sign-in', async () => {
      const signedUp = await eventsAfter((store) => store.dispatch(accountCodeSubmitted({ code: '123456' })), {
        network: installFakeNetwork().on('POST', '/auth/verify', { body: sessionFor(T0) }),
        user: { authModal: { step: 'verify-from-signup', email: sam.email } },
      });
      expect(payloadsOf(signedUp, 'signed_up')).toEqual([{ method: 'email' }]);

      const login = installFakeNetwork().on('POST', '/auth/login', { body: sessionFor(T0) });
      const signedIn = await eventsAfter((store) => store.dispatch(signInRequested({ email: sam.email, password: 'correct horse' })), {
        network: login,
        user: { authModal: { step: 'login', email: null } },
      });
      expect(login.requests.filter((request) => request.path === '/auth/login')).toHaveLength(1);
      expect(payloadsOf(signedIn, 'signed_up')).toEqual([]);
    });

    it('records a first social sign-in as a sign-up through its provider', async () => {
      const events = await eventsAfter((store) => store.dispatch(authLandingVisited({ isNew: true, redirectUrl: null, provider: 'google' })), { url: '/auth?provider=google&new=1' });

      expect(payloadsOf(events, 'signed_up')).toEqual([{ method: 'google' }]);
    });
  });

  it('records a reward claimed, with its broker', async () => {
    const network = installFakeNetwork()
      .on('POST', '/user/rewards/save', { body: { isRewardSubmissionSuccessful: true, claimId: 'claim-1', position: null } })
      .on('GET', '/user/rewards/history', { body: { rewardsHistory: [] } });
    const events = await eventsAfter((store) => store.dispatch(rewardClaimSubmitted({ brokerId: '3', orderId: 'ORD-1', promoCode: '', phoneNumber: '07700900123' })), {
      network,
      signedIn: true,
    });

    expect(payloadsOf(events, 'reward_claimed')).toEqual([{ brokerId: 3 }]);
  });
});
