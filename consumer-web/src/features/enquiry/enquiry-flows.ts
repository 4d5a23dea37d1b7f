// The workers of the enquiry and lead flows. They load with the first request (enquiry-saga.ts), not with the app.
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { ERROR_CODES, LEAD_MESSAGES, normalisePostcode, PRODUCT_MESSAGES } from '@lease/domain';
import { pushAnalyticsEvent, pushOrderComplete } from '../../app/analytics/data-layer';
import { type AppServices, appServices } from '../../app/services';
import type { RootState } from '../../app/store';
import type { FlowResult } from '../../app/track-flow';
import { withIdToken } from '../auth/token-saga';
import { errorSet } from '../error/error-slice';
import { enquirySent, leadRegistered, leadReset, leadVerified, type UserState } from '../user/user-slice';
import type { AttemptKeys } from '../../api/attempt-keys';
import type { alternativeLeadRequested, callBackRequested, DealRef, enquiryRequested, leadCodeSubmitted } from './enquiry-actions';
import {
  RESENDING_LEAD_VERIFICATION_CODE,
  SENDING_ALTERNATIVE_LEAD,
  SENDING_CALL_BACK,
  SENDING_ENQUIRY,
  SENDING_LEAD_VERIFICATION_CODE,
} from './flow-names';
import { registerAlternativeLead, registerCallBack, resendLeadCode, sendEnquiry, verifyLead } from './lead-calls';
import { leadTracking } from './lead-tracking';
import { sendFlow } from './send-flow';

const selectUser = (state: RootState) => state.user;

function* keyFor(keys: AttemptKeys, request: unknown): SagaIterator<string> {
  const { randomId }: AppServices = yield call(appServices);
  return keys.keyFor(request, randomId);
}

/** Spec §4: what an enquiry and a verified lead have in common once they succeed. */
function* orderCompleted(event: string, deal: DealRef, enquiryReference: string, extra: Record<string, unknown> = {}): SagaIterator {
  yield call(pushAnalyticsEvent, event, { dealId: deal.dealId, enquiryReference, ...extra });
  yield call(pushOrderComplete, { value: deal.monthlyPayment, transactionId: enquiryReference });
}

export function* sendCallBack(keys: AttemptKeys, action: ReturnType<typeof callBackRequested>): SagaIterator {
  const { deal, contact, captcha } = action.payload;
  const user: UserState = yield select(selectUser);
  const body = {
    vehiclePriceId: deal.dealId,
    ...contact,
    postcode: normalisePostcode(contact.postcode),
    'g-recaptcha-response': captcha,
    ...leadTracking(user),
  };
  const key: string = yield call(keyFor, keys, body);
  const result: FlowResult<void> = yield call(
    sendFlow,
    SENDING_CALL_BACK,
    function* (): SagaIterator<void> {
      const { leadReference }: { leadReference: string } = yield call(registerCallBack, body, key);
      yield put(leadRegistered({ dealId: deal.dealId, kind: 'call-back', leadReference }));
    },
    LEAD_MESSAGES.callBackSendFailed,
  );
  if (result.ok) keys.settled();
}

export function* sendAlternativeLead(keys: AttemptKeys, action: ReturnType<typeof alternativeLeadRequested>): SagaIterator {
  const { kind, deal, contact, captcha } = action.payload;
  const user: UserState = yield select(selectUser);
  const body = { ...deal.details, ...contact, 'g-recaptcha-response': captcha, ...leadTracking(user) };
  const key: string = yield call(keyFor, keys, { kind, body });
  const result: FlowResult<void> = yield call(
    sendFlow,
    SENDING_ALTERNATIVE_LEAD,
    function* (): SagaIterator<void> {
      const { leadReference }: { leadReference: string } = yield call(registerAlternativeLead, kind, body, key);
      yield put(leadRegistered({ dealId: deal.dealId, kind, leadReference }));
    },
    LEAD_MESSAGES.alternativeLeadSendFailed,
  );
  if (result.ok) keys.settled();
}

export function* verifyCode(action: ReturnType<typeof leadCodeSubmitted>): SagaIterator {
  const { deal, code, marketingCommunicationsEmail, marketingCommunicationsSms } = action.payload;
  const { leadReference, lead }: UserState = yield select(selectUser);
  if (!leadReference) return;
  const result: FlowResult<void> = yield call(
    sendFlow,
    SENDING_LEAD_VERIFICATION_CODE,
    function* (): SagaIterator<void> {
      const { enquiryReference }: { enquiryReference: string } = yield call(verifyLead, {
        leadReference,
        code: code.trim(),
        marketingCommunicationsEmail,
        marketingCommunicationsSms,
      });
      yield put(leadVerified({ dealId: deal.dealId, enquiryReference }));
      yield call(orderCompleted, 'lead_verified', deal, enquiryReference, { leadKind: lead.kind });
    },
    PRODUCT_MESSAGES.callBackCodeVerificationFailed,
  );
  if (result.ok) return;
  // Spec §8: a 404 on verification also resets the form, since there is no lead left to verify.
  if (result.error.code === 'notfound') yield put(leadReset());
  // An alternative lead goes to the leads service as it is verified; when that fails the code still works, and
  // the message is the alternative lead's.
  if (result.error.responseCode === ERROR_CODES.SENDING_ALTERNATIVE_LEAD) {
    yield put(errorSet({ key: SENDING_LEAD_VERIFICATION_CODE, code: ERROR_CODES.SENDING_ALTERNATIVE_LEAD, message: LEAD_MESSAGES.alternativeLeadSendFailed }));
  }
}

export function* resendCode(): SagaIterator {
  const { leadReference }: UserState = yield select(selectUser);
  if (!leadReference) return;
  yield call(
    sendFlow,
    RESENDING_LEAD_VERIFICATION_CODE,
    function* (): SagaIterator<void> {
      yield call(resendLeadCode, leadReference);
    },
    LEAD_MESSAGES.verificationCodeSendFailed,
  );
}

export function* sendEnquiryFlow(keys: AttemptKeys, action: ReturnType<typeof enquiryRequested>): SagaIterator {
  const { deal, phoneNumber, postcode } = action.payload;
  const request = { deal_id: deal.dealId, postcode: normalisePostcode(postcode), ...(phoneNumber ? { phoneNumber: encodeURIComponent(phoneNumber) } : {}) };
  // The token is left out of the attempt: a refreshed token does not make the same enquiry a new one.
  const key: string = yield call(keyFor, keys, request);
  const result: FlowResult<void> = yield call(
    sendFlow,
    SENDING_ENQUIRY,
    function* (): SagaIterator<void> {
      const { enquiryReference }: { enquiryReference: string } = yield call(withIdToken, (token: string) => sendEnquiry({ token, ...request }, token, key));
      yield put(enquirySent({ dealId: deal.dealId, enquiryReference }));
      yield call(orderCompleted, 'enquiry_sent', deal, enquiryReference);
    },
    PRODUCT_MESSAGES.enquirySendFailed,
  );
  if (result.ok) keys.settled();
}
