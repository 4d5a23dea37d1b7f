import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { newsletterSaga } from '../features/newsletter/newsletter-saga';
import { searchSaga } from '../features/search/search-saga';
import { metaSaga } from '../features/system/meta-saga';

export function* rootSaga(): SagaIterator {
  yield all([fork(metaSaga), fork(newsletterSaga), fork(searchSaga)]);
}
