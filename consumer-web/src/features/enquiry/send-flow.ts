import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { ERROR_CODES, HTTP_STATUS, PRODUCT_MESSAGES, VALIDATION_MESSAGES } from '@lease/domain';
import { type FlowResult, trackFlow } from '../../app/track-flow';
import { errorSet } from '../error/error-slice';

/**
 * trackFlow with spec §8's behaviour for enquiries and leads: a 404 means the deal is gone; an expired captcha
 * asks for the captcha again; too many requests shows the server's own words (how long to wait); anything else
 * shows the flow's message, with the server's field errors kept for the form to place beside its fields.
 */
export function* sendFlow<T>(name: string, worker: () => SagaIterator<T>, failureMessage: string): SagaIterator<FlowResult<T>> {
  const result: FlowResult<T> = yield call(trackFlow, name, worker, { message: failureMessage, quietOn: ['notfound'] });
  if (result.ok) return result;
  const { error } = result;
  if (error.code === 'notfound') {
    yield put(errorSet({ key: name, code: ERROR_CODES.DEAL_NO_LONGER_EXISTS, message: PRODUCT_MESSAGES.dealNoLongerAvailable }));
  } else if (error.responseCode === ERROR_CODES.CAPTCHA_HAS_EXPIRED) {
    yield put(errorSet({ key: name, code: ERROR_CODES.CAPTCHA_HAS_EXPIRED, message: VALIDATION_MESSAGES.captcha }));
  } else if (error.status === HTTP_STATUS.tooManyRequests && error.serverMessage) {
    yield put(errorSet({ key: name, code: error.code, message: error.serverMessage }));
  }
  return result;
}
