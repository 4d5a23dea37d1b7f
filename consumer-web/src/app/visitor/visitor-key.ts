import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { visitorIdentified, type Visitor } from '../../features/user/user-slice';
import { pushToDataLayer } from '../analytics/data-layer';
import type { RootState } from '../root-reducer';
import { type AppServices, appServices } from '../services';
import { readStored, writeStored } from '../storage/local-storage';

export const VISITOR_KEY_STORAGE_KEY = 'visitorKey';
export const VISITOR_KEY_TIMESTAMP_STORAGE_KEY = 'visitorKeyTimestamp';

const fromState = ({ user }: RootState): Visitor | null =>
  user.visitorKey !== null && user.visitorKeyTimestamp !== null ? { visitorKey: user.visitorKey, visitorKeyTimestamp: user.visitorKeyTimestamp } : null;

// Both halves or neither: a key without its timestamp would date the visitor from now, which analytics would
// read as a new visitor anyway.
function fromStorage(now: number): Visitor | null {
  const visitorKey = readStored(VISITOR_KEY_STORAGE_KEY, now);
  const visitorKeyTimestamp = readStored(VISITOR_KEY_TIMESTAMP_STORAGE_KEY, now);
  return typeof visitorKey === 'string' && typeof visitorKeyTimestamp === 'number' ? { visitorKey, visitorKeyTimestamp } : null;
}

/** Spec §4 "Visitor and version": app state, else local storage, else a new key; then kept and announced. */
export function* identifyVisitor(): SagaIterator {
  const services: AppServices = yield call(appServices);
  const now = services.now();
  const visitor: Visitor = (yield select(fromState)) ?? fromStorage(now) ?? { visitorKey: services.randomId(), visitorKeyTimestamp: now };
  yield put(visitorIdentified(visitor));
  yield call(writeStored, VISITOR_KEY_STORAGE_KEY, visitor.visitorKey);
  yield call(writeStored, VISITOR_KEY_TIMESTAMP_STORAGE_KEY, visitor.visitorKeyTimestamp);
  yield call(pushToDataLayer, { ...visitor });
}
