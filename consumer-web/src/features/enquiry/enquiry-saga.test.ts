import { waitFor } from '@testing-library/react';
import { ERROR_CODES, LEAD_MESSAGES, PRODUCT_MESSAGES, VALIDATION_MESSAGES } from '@lease/domain';
import { makeStore } from '../../app/store';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { fakeJwt, sam, sessionFor, signedInUser } from '../../test-utils/tokens';
import { userSlice, type UserState } from '../user/user-slice';
import { alternativeLeadRequested, callBackRequested, enquiryRequested, leadCodeResendRequested, leadCodeSubmitted } from './enquiry-actions';
import { RESENDING_LEAD_VERIFICATION_CODE, SENDING_ALTERNATIVE_LEAD, SENDING_CALL_BACK, SENDING_ENQUIRY, SENDING_LEAD_VERIFICATION_CODE } from './flow-names';

const deal = { dealId: 5001, monthlyPayment: 235 };
const contact = { firstName: 'Sam', lastName: 'Jones', emailAddress: 'sam@example.co.uk', phoneNumber: '07700 900123' };
const initialUser = userSlice.reducer(undefined, { type: 'init' });

function storeWith(user: Partial<UserState> = {}) {
  let ids = 0;
  return makeStore({ user: { ...initialUser, ...user } }, { randomId: () => `key-${++ids}` });
}

const tracked: Partial<UserState> = {
  visitorKey: 'visitor-1',
  visitorKeyTimestamp: 1,
  dotDigitalId: 'dd-9',
  touchpoints: {
    firstTouch: { utm_source: 'first', utm_medium: null, utm_campaign: null, llit_code: null, irclickid: null, gclid: null },
    lastTouch: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', llit_code: null, irclickid: null, gclid: 'g-1' },
  },
};

const waiting: Partial<UserState> = { leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001, kind: 'call-back' } };

const posts = (network: ReturnType<typeof installFakeNetwork>, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('enquiry and lead sagas', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.dataLayer;
  });

  describe('call-back request', () => {
    it('registers the lead with the postcode upper-cased, the captcha and the last touch, under an Idempotency-Key', async () => {
      const network = installFakeNetwork().on('POST', '/lead/register', { body: { leadReference: 'LD-0123456789' } });
      const store = storeWith(tracked);

      store.dispatch(callBackRequested({ deal, contact: { ...contact, postcode: 'sw1a 1aa' }, captcha: 'solved' }));

      await waitFor(() => expect(store.getState().user.leadReference).toBe('LD-0123456789'));
      const [request] = posts(network, '/lead/register');
      expect(request?.body).toEqual({
        vehiclePriceId: 5001,
        ...contact,
        postcode: 'SW1A 1AA',
        'g-recaptcha-response': 'solved',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        gclid: 'g-1',
        llit_dd_uid: 'dd-9',
        visitorKey: 'visitor-1',
      });
      expect(request?.headers['Idempotency-Key']).toBe('key-1');
      expect(store.getState().user.lead).toEqual({ status: 'verify', dealId: 5001, kind: 'call-back' });
      expect(store.getState().loader.active).toEqual([]);
    });

    it('retries a failed request under the same Idempotency-Key, and a changed one under a new key', async () => {
      let replies = [{ status: 500 }, { status: 200, body: { leadReference: 'LD-0123456789' } }, { status: 200, body: { leadReference: 'LD-9876543210' } }];
      const network = installFakeNetwork().on('POST', '/lead/register', () => {
        const [next, ...rest] = replies;
        replies = rest;
        return next ?? { status: 500 };
      });
      const store = storeWith();
      const request = callBackRequested({ deal, contact: { ...contact, postcode: 'SW1A 1AA' }, captcha: 'solved' });

      store.dispatch(request);
      await waitFor(() => expect(store.getState().error[SENDING_CALL_BACK]).toEqual({ 'api error': { message: LEAD_MESSAGES.callBackSendFailed } }));
      store.dispatch(request);
      await waitFor(() => expect(store.getState().user.leadReference).toBe('LD-0123456789'));
      store.dispatch(callBackRequested({ deal, contact: { ...contact, postcode: 'M1 1AE' }, captcha: 'solved-again' }));
      await waitFor(() => expect(store.getState().user.leadReference).toBe('LD-9876543210'));

      expect(posts(network, '/lead/register').map((sent) => sent.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-2']);
      expect(store.getState().error[SENDING_CALL_BACK]).toBeUndefined();
    });

    it('sends one request however often it is asked while the first is out', async () => {
      const reply = deferredReply();
      const network = installFakeNetwork().on('POST', '/lead/register', reply.handler);
      const store = storeWith();
      const request = callBackRequested({ deal, contact: { ...contact, postcode: 'SW1A 1AA' }, captcha: 'solved' });

      store.dispatch(request);
      store.dispatch(request);
      await waitFor(() => expect(store.getState().loader.active).toEqual([SENDING_CALL_BACK]));
      store.dispatch(request);
      reply.release({ body: { leadReference: 'LD-0123456789' } });

      await waitFor(() => expect(store.getState().user.leadReference).toBe('LD-0123456789'));
      expect(posts(network, '/lead/register')).toHaveLength(1);
    });

    it('keeps the field errors of a 400 for the form', async () => {
      installFakeNetwork().on('POST', '/lead/register', {
        status: 400,
        body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { firstName: 'This is not a valid name', postcode: 'This is not a valid postcode' } },
      });
      const store = storeWith();

      store.dispatch(callBackRequested({ deal, contact: { ...contact, firstName: 'S4m', postcode: 'SW1A 1AA' }, captcha: 'solved' }));

      await waitFor(() =>
        expect(store.getState().error[SENDING_CALL_BACK]).toEqual({
          validation: { message: LEAD_MESSAGES.callBackSendFailed, errors: { firstName: 'This is not a valid name', postcode: 'This is not a valid postcode' } },
        }),
      );
      expect(store.getState().user.lead.status).toBe('initial');
    });

    it('says the deal is gone on a 404, and asks for the captcha again when it expired', async () => {
      let status = 404;
      installFakeNetwork().on('POST', '/lead/register', () =>
        status === 404
          ? { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } }
          : { status: 422, body: { type: 'refused', code: 'CAPTCHA_HAS_EXPIRED', message: 'Captcha expired' } },
      );
      const store = storeWith();

      store.dispatch(callBackRequested({ deal, contact: { ...contact, postcode: 'SW1A 1AA' }, captcha: 'solved' }));
      await waitFor(() =>
        expect(store.getState().error[SENDING_CALL_BACK]).toEqual({ [ERROR_CODES.DEAL_NO_LONGER_EXISTS]: { message: 'This deal is no longer available.' } }),
      );

      status = 422;
      store.dispatch(callBackRequested({ deal, contact: { ...contact, postcode: 'SW1A 1AA' }, captcha: 'stale' }));
      await waitFor(() =>
        expect(store.getState().error[SENDING_CALL_BACK]).toEqual({ [ERROR_CODES.CAPTCHA_HAS_EXPIRED]: { message: VALIDATION_MESSAGES.captcha } }),
      );
      expect(store.getState().loader.active).toEqual([]);
    });
  });

  describe('alternative lead', () => {
    const details = {
      manufacturer: 'Volkswagen',
      model: 'Golf',
      derivative: '1.5 TSI Life 5dr',
      leaseType: 2,
      term: 36,
      mileage: 10000,
      initialPaymentInMonths: 9,
      initialPaymentTotal: 2115,
      monthlyPayment: 235,
      documentFee: 199,
    };

    it('sends a PCP lead with the deal in pounds, then waits for its code', async () => {
      const network = installFakeNetwork().on('POST', '/lead/register/pcp', { body: { leadReference: 'LD-PCP0000001' } });
      const store = storeWith({ visitorKey: 'visitor-1', visitorKeyTimestamp: 1 });

      store.dispatch(alternativeLeadRequested({ kind: 'pcp', deal: { ...deal, details }, contact, captcha: 'solved' }));

      await waitFor(() => expect(store.getState().user.lead).toEqual({ status: 'verify', dealId: 5001, kind: 'pcp' }));
      const [request] = posts(network, '/lead/register/pcp');
      expect(request?.body).toEqual({ ...details, ...contact, 'g-recaptcha-response': 'solved', visitorKey: 'visitor-1' });
      expect(request?.headers['Idempotency-Key']).toBe('key-1');
      expect(store.getState().user.leadReference).toBe('LD-PCP0000001');
    });

    it('shows the alternative-lead message when the poor-credit lead fails', async () => {
      installFakeNetwork().on('POST', '/lead/register/poor-credit', { status: 502 });
      const store = storeWith();

      store.dispatch(alternativeLeadRequested({ kind: 'poor-credit', deal: { ...deal, details }, contact, captcha: 'solved' }));

      await waitFor(() => expect(store.getState().error[SENDING_ALTERNATIVE_LEAD]).toEqual({ 'api error': { message: LEAD_MESSAGES.alternativeLeadSendFailed } }));
    });
  });

  describe('lead verification', () => {
    it('verifies the code, stores the enquiry, resets the lead and sends the analytics and order-complete events', async () => {
      const network = installFakeNetwork().on('POST', '/lead/verify', { body: { enquiryReference: 'EQ-0123456789' } });
      const store = storeWith(waiting);

      store.dispatch(leadCodeSubmitted({ deal, code: ' 123456 ', marketingCommunicationsEmail: true, marketingCommunicationsSms: false }));

      await waitFor(() => expect(store.getState().user.enquiryReference).toBe('EQ-0123456789'));
      expect(posts(network, '/lead/verify')[0]?.body).toEqual({
        leadReference: 'LD-0123456789',
        code: '123456',
        marketingCommunicationsEmail: true,
        marketingCommunicationsSms: false,
      });
      expect(store.getState().user).toMatchObject({ leadReference: null, enquiredDeals: [5001], lead: { status: 'success', dealId: 5001 } });
      expect(window.dataLayer).toEqual([
        { event: 'lead_verified', payload: { dealId: 5001, enquiryReference: 'EQ-0123456789', leadKind: 'call-back' } },
        { event: 'order_complete', value: 235, currency: 'GBP', transaction_id: 'EQ-0123456789' },
      ]);
    });

    it('keeps the lead waiting when the code is wrong, with the error on the code field', async () => {
      installFakeNetwork().on('POST', '/lead/verify', {
        status: 400,
        body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { code: 'This is not a valid verification code' } },
      });
      const store = storeWith(waiting);

      store.dispatch(leadCodeSubmitted({ deal, code: '000000', marketingCommunicationsEmail: false, marketingCommunicationsSms: false }));

      await waitFor(() =>
        expect(store.getState().error[SENDING_LEAD_VERIFICATION_CODE]).toEqual({
          validation: { message: PRODUCT_MESSAGES.callBackCodeVerificationFailed, errors: { code: 'This is not a valid verification code' } },
        }),
      );
      expect(store.getState().user).toMatchObject({ leadReference: 'LD-0123456789', lead: { status: 'verify' } });
      expect(window.dataLayer ?? []).toEqual([]);
    });

    it('resets the lead when the deal is gone, saying so', async () => {
      installFakeNetwork().on('POST', '/lead/verify', { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } });
      const store = storeWith(waiting);

      store.dispatch(leadCodeSubmitted({ deal, code: '123456', marketingCommunicationsEmail: false, marketingCommunicationsSms: false }));

      await waitFor(() => expect(store.getState().user.lead.status).toBe('initial'));
      expect(store.getState().user.leadReference).toBeNull();
      expect(store.getState().error[SENDING_LEAD_VERIFICATION_CODE]).toEqual({ DEAL_NO_LONGER_EXISTS: { message: 'This deal is no longer available.' } });
    });

    it('keeps an alternative lead waiting with the alternative-lead message when the leads service fails', async () => {
      installFakeNetwork().on('POST', '/lead/verify', {
        status: 502,
        body: { type: 'api error', code: 'SENDING_ALTERNATIVE_LEAD', message: 'The leads service did not answer' },
      });
      const store = storeWith({ leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001, kind: 'pcp' } });

      store.dispatch(leadCodeSubmitted({ deal, code: '123456', marketingCommunicationsEmail: false, marketingCommunicationsSms: false }));

      await waitFor(() =>
        expect(store.getState().error[SENDING_LEAD_VERIFICATION_CODE]).toEqual({ SENDING_ALTERNATIVE_LEAD: { message: LEAD_MESSAGES.alternativeLeadSendFailed } }),
      );
      expect(store.getState().user).toMatchObject({ leadReference: 'LD-0123456789', lead: { status: 'verify', kind: 'pcp' } });
    });

    it('sends a new code on request, and shows the server’s words when there have been too many', async () => {
      let status = 200;
      const network = installFakeNetwork().on('POST', '/lead/code/send', () =>
        status === 200 ? { body: {} } : { status: 429, body: { type: 'refused', code: 'TOO_MANY_SENDS', message: 'You have asked for too many codes. Please wait an hour and try again.' } },
      );
      const store = storeWith(waiting);

      store.dispatch(leadCodeResendRequested());
      await waitFor(() => expect(posts(network, '/lead/code/send')).toHaveLength(1));
      expect(posts(network, '/lead/code/send')[0]?.body).toEqual({ leadReference: 'LD-0123456789' });
      await waitFor(() => expect(store.getState().loader.active).toEqual([]));
      expect(store.getState().error[RESENDING_LEAD_VERIFICATION_CODE]).toBeUndefined();

      status = 429;
      store.dispatch(leadCodeResendRequested());
      await waitFor(() =>
        expect(store.getState().error[RESENDING_LEAD_VERIFICATION_CODE]).toEqual({
          refused: { message: 'You have asked for too many codes. Please wait an hour and try again.' },
        }),
      );
    });
  });

  describe('enquiry of a signed-in person', () => {
    const idToken = fakeJwt(Date.now() + 15 * 60_000);
    const signedIn = signedInUser(Date.now(), idToken);

    it('sends the token, the deal, the URI-encoded phone and the upper-cased postcode, and records the order', async () => {
      const network = installFakeNetwork().on('POST', '/user/enquiry/send', { body: { enquiryReference: 'EQ-0123456789' } });
      const store = storeWith(signedIn);

      store.dispatch(enquiryRequested({ deal, phoneNumber: '+44 7700 900123', postcode: 'sw1a1aa' }));

      await waitFor(() => expect(store.getState().user.enquiredDeals).toEqual([5001]));
      const [request] = posts(network, '/user/enquiry/send');
      expect(request?.body).toEqual({ token: idToken, deal_id: 5001, phoneNumber: '%2B44%207700%20900123', postcode: 'SW1A 1AA' });
      expect(request?.headers).toMatchObject({ Authorization: `Bearer ${idToken}`, 'Idempotency-Key': 'key-1' });
      expect(store.getState().user.enquiryReference).toBe('EQ-0123456789');
      expect(window.dataLayer).toEqual([
        { event: 'enquiry_sent', payload: { dealId: 5001, enquiryReference: 'EQ-0123456789' } },
        { event: 'order_complete', value: 235, currency: 'GBP', transaction_id: 'EQ-0123456789' },
      ]);
    });

    it('leaves out a phone number that was not given, and retries under the same key', async () => {
      let failing = true;
      const network = installFakeNetwork().on('POST', '/user/enquiry/send', () => (failing ? { status: 500 } : { body: { enquiryReference: 'EQ-0123456789' } }));
      const store = storeWith(signedIn);

      store.dispatch(enquiryRequested({ deal, postcode: 'SW1A 1AA' }));
      await waitFor(() => expect(store.getState().error[SENDING_ENQUIRY]).toEqual({ 'api error': { message: PRODUCT_MESSAGES.enquirySendFailed } }));
      failing = false;
      store.dispatch(enquiryRequested({ deal, postcode: 'SW1A 1AA' }));
      await waitFor(() => expect(store.getState().user.enquiryReference).toBe('EQ-0123456789'));

      const sent = posts(network, '/user/enquiry/send');
      expect(sent[0]?.body).toEqual({ token: idToken, deal_id: 5001, postcode: 'SW1A 1AA' });
      expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    });

    it('refuses to send when nobody is signed in', async () => {
      const network = installFakeNetwork();
      const store = storeWith({ isAuthenticated: false });

      store.dispatch(enquiryRequested({ deal, postcode: 'SW1A 1AA' }));

      await waitFor(() => expect(store.getState().error[SENDING_ENQUIRY]).toEqual({ unauthenticated: { message: 'User needs to be authenticated to call this API.' } }));
      expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    });

    it('fetches the tokens again before sending when they are about to expire', async () => {
      const renewed = sessionFor(Date.now(), sam, 'renewed');
      const network = installFakeNetwork()
        .on('POST', '/auth/refresh', { body: renewed })
        .on('POST', '/user/enquiry/send', { body: { enquiryReference: 'EQ-0123456789' } });
      const store = storeWith(signedInUser(Date.now(), fakeJwt(Date.now() + 3000)));

      store.dispatch(enquiryRequested({ deal, postcode: 'SW1A 1AA' }));

      await waitFor(() => expect(store.getState().user.enquiryReference).toBe('EQ-0123456789'));
      expect(network.requests.map((request) => request.path)).toEqual(['/auth/refresh', '/user/enquiry/send']);
      expect(posts(network, '/user/enquiry/send')[0]?.body).toMatchObject({ token: renewed.idToken });
    });

    it('says the credentials could not be fetched when the refresh fails', async () => {
      const network = installFakeNetwork().on('POST', '/auth/refresh', { status: 500 });
      const store = storeWith({ isAuthenticated: true });

      store.dispatch(enquiryRequested({ deal, postcode: 'SW1A 1AA' }));

      await waitFor(() =>
        expect(store.getState().error[SENDING_ENQUIRY]).toEqual({ credentials: { message: 'There has been an issue fetching your user credentials. Please try again later.' } }),
      );
      expect(posts(network, '/user/enquiry/send')).toHaveLength(0);
    });

  });
});
