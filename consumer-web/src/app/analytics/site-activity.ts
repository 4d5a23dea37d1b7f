import { all, call, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { authLandingVisited } from '../../features/auth/auth-actions';
import { CHECK_FOR_USER } from '../../features/auth/token-saga';
import { enquiryRequested, leadCodeSubmitted } from '../../features/enquiry/enquiry-actions';
import { SENDING_ENQUIRY, SENDING_LEAD_VERIFICATION_CODE } from '../../features/enquiry/flow-names';
import { FETCHING_LEASE_PROFILE_PRICES, leaseProfileEdited } from '../../features/lease-profile/lease-profile-saga';
import type { ActiveProfile } from '../../features/lease-profile/lease-profile-slice';
import { loaderRemoved } from '../../features/loader/loader-slice';
import { dealSaved, dealUnsaved, garageEntryRemoved, garageEntrySaved, rewardSubmitted, savedDealsLoaded } from '../../features/loco-space/loco-space-slice';
import { priceAlertAddRequested } from '../../features/price-alerts/price-alert-actions';
import { ADDING_PRICE_ALERT } from '../../features/price-alerts/flow-names';
import { rewardClaimSubmitted } from '../../features/rewards/reward-actions';
import { SAVING_DEAL_FOR_REWARDS } from '../../features/rewards/flow-names';
import type { SavedDeal } from '../../features/saved-deals/saved-deal';
import { searchSaved } from '../../features/search/search-slice';
import { enquirySent, leadRegistered, leadVerified, priceAlertExistenceKnown, signedIn, type UserState } from '../../features/user/user-slice';
import { dealLoaded } from '../../features/vehicle/vehicle-slice';
import type { RootState } from '../root-reducer';
import { type RecordEvent, toPence } from './record-event';

/**
 * The success of a flow that a request started: its success action, or null once the flow ends without it (a
 * failure, or a newer request that replaced it). trackFlow removes the flow's loader last, whatever happened.
 */
function* succeeded<A extends Action>(flow: string, success: (action: Action) => action is A): SagaIterator<A | null> {
  const { done }: { done?: A } = yield race({
    done: take(success),
    ended: take((action: Action) => loaderRemoved.match(action) && action.payload === flow),
  });
  return done ?? null;
}

const selectUser = (state: RootState): UserState => state.user;

/** A deal page's path names its vehicle: /{kind}-leasing/{make}/{model}/{derivative}/{vehicleId}/{profile}/{dealId}/deal. */
function vehicleIdOfPath(path: string): number | null {
  const segments = path.split('/').filter(Boolean);
  const id = Number(segments[segments.length - 4]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function* profileChanged(record: RecordEvent): SagaIterator {
  const before: ActiveProfile | null = yield select((state: RootState) => state.leaseProfile.activeProfile);
  if (!before) return;
  if (!(yield call(succeeded, FETCHING_LEASE_PROFILE_PRICES, dealLoaded.match))) return;
  const profile: ActiveProfile | null = yield select((state: RootState) => state.leaseProfile.activeProfile);
  if (!profile) return;
  const { vehicleId, leaseType, term, mileage, initialPaymentInMonths } = profile;
  yield call(record, 'lease_profile_changed', { vehicleId, leaseType, term, mileage, initialPaymentInMonths });
}

function* alertSet(record: RecordEvent, action: ReturnType<typeof priceAlertAddRequested>): SagaIterator {
  const { vehicleId } = action.payload;
  const isSet = (seen: Action): seen is ReturnType<typeof priceAlertExistenceKnown> =>
    priceAlertExistenceKnown.match(seen) && seen.payload.vehicleId === vehicleId && seen.payload.exists;
  if (yield call(succeeded, ADDING_PRICE_ALERT, isSet)) yield call(record, 'price_alert_set', { vehicleId });
}

function* enquiry(record: RecordEvent, action: ReturnType<typeof enquiryRequested>): SagaIterator {
  const { deal } = action.payload;
  const sent: ReturnType<typeof enquirySent> | null = yield call(succeeded, SENDING_ENQUIRY, enquirySent.match);
  if (sent) yield call(record, 'enquiry_sent', { enquiryReference: sent.payload.enquiryReference, dealId: deal.dealId, monthlyPaymentPence: toPence(deal.monthlyPayment) });
}

/** The lead's reference is read before the code goes: a verified lead no longer holds it. */
function* leadVerification(record: RecordEvent): SagaIterator {
  const { leadReference }: UserState = yield select(selectUser);
  if (!leadReference) return;
  const verified: ReturnType<typeof leadVerified> | null = yield call(succeeded, SENDING_LEAD_VERIFICATION_CODE, leadVerified.match);
  if (verified) yield call(record, 'lead_verified', { leadReference, enquiryReference: verified.payload.enquiryReference });
}

/** An email sign-up ends when its code signs the new account in. */
function* emailSignUp(record: RecordEvent): SagaIterator {
  const { authModal }: UserState = yield select(selectUser);
  if (authModal?.step === 'verify-from-signup') yield call(record, 'signed_up', { method: 'email' });
}

/** A first social sign-in lands at /auth marked new, and signs in there. */
function* socialSignUp(record: RecordEvent, action: ReturnType<typeof authLandingVisited>): SagaIterator {
  const { isNew, provider } = action.payload;
  if (!isNew || (provider !== 'google' && provider !== 'facebook')) return;
  if (yield call(succeeded, CHECK_FOR_USER, signedIn.match)) yield call(record, 'signed_up', { method: provider });
}

function* rewardClaimed(record: RecordEvent, action: ReturnType<typeof rewardClaimSubmitted>): SagaIterator {
  const brokerId = Number(action.payload.brokerId);
  const answer: ReturnType<typeof rewardSubmitted> | null = yield call(succeeded, SAVING_DEAL_FOR_REWARDS, rewardSubmitted.match);
  if (answer?.payload && Number.isInteger(brokerId) && brokerId > 0) yield call(record, 'reward_claimed', { brokerId });
}

/** What people do with deals, leads and their account, each taken from the success of its flow. */
export function* siteActivity(record: RecordEvent): SagaIterator {
  // The browser's saved deals by id: an unsaved deal has left the state by the time it is seen here.
  const savedVehicles = new Map<number, number>();
  const remember = (deals: readonly SavedDeal[]) => {
    for (const deal of deals) {
      const vehicleId = vehicleIdOfPath(deal.path);
      if (vehicleId !== null) savedVehicles.set(deal.id, vehicleId);
    }
  };
  remember(yield select((state: RootState) => state.locoSpace.savedDeals));

  yield all([
    takeLatest(leaseProfileEdited.match, profileChanged, record),
    takeEvery(savedDealsLoaded.match, (action: ReturnType<typeof savedDealsLoaded>) => remember(action.payload)),
    takeEvery(dealSaved.match, function* (action: ReturnType<typeof dealSaved>): SagaIterator {
      remember([action.payload]);
      const vehicleId = savedVehicles.get(action.payload.id);
      if (vehicleId !== undefined) yield call(record, 'vehicle_saved', { vehicleId, dealId: action.payload.id });
    }),
    takeEvery(dealUnsaved.match, function* (action: ReturnType<typeof dealUnsaved>): SagaIterator {
      const vehicleId = savedVehicles.get(action.payload);
      if (vehicleId !== undefined) yield call(record, 'vehicle_removed', { vehicleId });
    }),
    takeEvery(garageEntrySaved.match, function* (action: ReturnType<typeof garageEntrySaved>): SagaIterator {
      yield call(record, 'vehicle_saved', { vehicleId: action.payload.vehicleId, dealId: action.payload.dealId ?? null });
    }),
    takeEvery(garageEntryRemoved.match, function* (action: ReturnType<typeof garageEntryRemoved>): SagaIterator {
      yield call(record, 'vehicle_removed', { vehicleId: action.payload.vehicleId });
    }),
    takeLeading(priceAlertAddRequested.match, alertSet, record),
    // A saved search starts with its alert off; choosing one later is not a new save.
    takeEvery(searchSaved.match, function* (): SagaIterator {
      yield call(record, 'search_saved', { alert: 'off' });
    }),
    takeLeading(enquiryRequested.match, enquiry, record),
    // Alternative leads (PCP, poor credit) are not call-backs: they are counted when verified.
    takeEvery(leadRegistered.match, function* (action: ReturnType<typeof leadRegistered>): SagaIterator {
      const { kind, leadReference, dealId } = action.payload;
      if (kind === 'call-back') yield call(record, 'call_back_requested', { leadReference, dealId });
    }),
    takeLeading(leadCodeSubmitted.match, leadVerification, record),
    takeEvery(signedIn.match, emailSignUp, record),
    takeLatest(authLandingVisited.match, socialSignUp, record),
    takeLeading(rewardClaimSubmitted.match, rewardClaimed, record),
  ]);
}
