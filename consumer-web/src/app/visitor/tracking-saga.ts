import { EMAIL_MARKETING_ID_LIFETIME_MS } from '@lease/domain';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { queryStringChanged } from '../../features/system/system-slice';
import {
  dotDigitalIdReceived,
  EMPTY_TOUCHPOINTS,
  authModalOpened,
  selectTouchpoints,
  touchpointsChanged,
  type Touchpoints,
} from '../../features/user/user-slice';
import { appStarted } from '../app-started';
import { routeChanged } from '../route-changed';
import { type AppServices, appServices } from '../services';
import { readStored, writeStored } from '../storage/local-storage';
import { EMAIL_MARKETING_ID_PARAM, firstValue, parseQuery, type QueryParams, SOCIAL_SIGN_UP_PARAM, touchpointFrom } from './query-params';
import { removeQueryParam } from './remove-query-param';
import { identifyVisitor } from './visitor-key';

export const EMAIL_MARKETING_ID_STORAGE_KEY = 'llit_dd_uid';
export const TOUCHPOINTS_STORAGE_KEY = 'touchpoints';
/** Written by the profile builder (a later issue) once a visitor has started it. */
export const PROFILE_BUILDER_STORAGE_KEY = 'profileBuilder';

function isTouchpoints(value: unknown): value is Touchpoints {
  return typeof value === 'object' && value !== null && 'firstTouch' in value && 'lastTouch' in value;
}

function* readEmailMarketingId(params: QueryParams, now: number): SagaIterator {
  const fromUrl = firstValue(params[EMAIL_MARKETING_ID_PARAM]);
  if (fromUrl) yield call(writeStored, EMAIL_MARKETING_ID_STORAGE_KEY, fromUrl, { expiresInMs: EMAIL_MARKETING_ID_LIFETIME_MS, now });
  const id = fromUrl ?? readStored(EMAIL_MARKETING_ID_STORAGE_KEY, now);
  if (typeof id === 'string') yield put(dotDigitalIdReceived(id));
}

/** Spec §4: a visit with tracking parameters keeps the first touch it knows of and replaces the last. */
function* readTouchpoints(params: QueryParams, now: number): SagaIterator {
  const current = touchpointFrom(params);
  const stored = readStored(TOUCHPOINTS_STORAGE_KEY, now);
  const known = isTouchpoints(stored) ? stored : null;
  if (current) {
    const inState: Touchpoints = yield select(selectTouchpoints);
    const touchpoints = { firstTouch: inState.firstTouch ?? known?.firstTouch ?? current, lastTouch: current };
    yield call(writeStored, TOUCHPOINTS_STORAGE_KEY, touchpoints);
    yield put(touchpointsChanged(touchpoints));
  } else if (known) {
    yield put(touchpointsChanged(known));
  } else {
    yield call(writeStored, TOUCHPOINTS_STORAGE_KEY, EMPTY_TOUCHPOINTS);
  }
}

// The parameter goes even when the modal stays shut (a profile already begun), so a reload or a shared link
// does not ask again.
function* readSocialSignUp(params: QueryParams, now: number): SagaIterator {
  if (!(SOCIAL_SIGN_UP_PARAM in params)) return;
  if (readStored(PROFILE_BUILDER_STORAGE_KEY, now) === null) yield put(authModalOpened());
  yield call(removeQueryParam, SOCIAL_SIGN_UP_PARAM);
}

function* readQuery(search: string): SagaIterator {
  const { now }: AppServices = yield call(appServices);
  const params = parseQuery(search);
  yield put(queryStringChanged(search));
  yield call(readEmailMarketingId, params, now());
  yield call(readTouchpoints, params, now());
  yield call(readSocialSignUp, params, now());
}

function* onAppStarted(): SagaIterator {
  yield call(readQuery, window.location.search);
  yield call(identifyVisitor);
}

function* onRouteChanged(action: ReturnType<typeof routeChanged>): SagaIterator {
  yield call(readQuery, action.payload);
}

/** Spec §2 "Behaviour on every page" and §4 "Visitor and version": what every page reads from its URL. */
export function* trackingSaga(): SagaIterator {
  yield all([takeLatest(appStarted.match, onAppStarted), takeEvery(routeChanged.match, onRouteChanged)]);
}
