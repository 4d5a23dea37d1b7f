import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { authSaga } from '../features/auth/auth-saga';
import { dealSaga } from '../features/deal/deal-saga';
import { enquirySaga } from '../features/enquiry/enquiry-saga';
import { accountSaga } from '../features/loco-space/account-saga';
import { leaseProfileSaga } from '../features/lease-profile/lease-profile-saga';
import { newsletterSaga } from '../features/newsletter/newsletter-saga';
import { priceAlertSaga } from '../features/price-alerts/price-alert-saga';
import { savedDealsSaga } from '../features/saved-deals/saved-deals-saga';
import { savedSearchSaga } from '../features/saved-searches/saved-search-saga';
import { rewardSaga } from '../features/rewards/reward-saga';
import { searchSaga } from '../features/search/search-saga';
import { aiSearchSaga } from '../features/search/ai-search-saga';
import { decidingSaga } from '../features/deciding/deciding-saga';
import { comparisonSaga } from '../features/comparison/comparison-saga';
import { metaSaga } from '../features/system/meta-saga';
import { locoDaySaga } from '../features/system/loco-day-saga';
import { vehicleSaga } from '../features/vehicle/vehicle-saga';
import { analyticsSaga } from './analytics/analytics-saga';
import { persistSaga } from './persist/persist-saga';
import { visitorRegistrationSaga } from './visitor/register-visitor';
import { trackingSaga } from './visitor/tracking-saga';

export function* rootSaga(): SagaIterator {
  // Tracking first: on start it reads the URL before any other flow can change it. Visitor registration waits
  // for the visitor key that tracking settles; auth before the flows that ask it for tokens.
  yield all([
    fork(visitorRegistrationSaga),
    fork(trackingSaga),
    fork(authSaga),
    fork(persistSaga),
    fork(metaSaga),
    fork(locoDaySaga),
    fork(newsletterSaga),
    fork(searchSaga),
    fork(aiSearchSaga),
    fork(decidingSaga),
    fork(comparisonSaga),
    fork(dealSaga),
    fork(enquirySaga),
    fork(leaseProfileSaga),
    fork(vehicleSaga),
    fork(savedDealsSaga),
    fork(accountSaga),
    fork(priceAlertSaga),
    fork(savedSearchSaga),
    fork(rewardSaga),
    fork(analyticsSaga),
  ]);
}
