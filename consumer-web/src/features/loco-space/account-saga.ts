import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { onDemand } from '../../app/on-demand';
import {
  accountDetailsRequested,
  accountDetailsSaveRequested,
  accountEraseRequested,
  avatarRemoveRequested,
  avatarUploadRequested,
  emailChangeCodeSubmitted,
  enquiriesRequested,
  preferenceToggled,
  savedEnquiryRemoveRequested,
} from './account-actions';

// The watchers start with the app; the workers arrive when the account area first asks for something.
const lazyWorker = onDemand(() => import('./loco-space-on-demand'));

export function* accountSaga(): SagaIterator {
  // Reads: the latest request wins (a quick page change). Writes: one at a time, so a double click sends one.
  yield all([
    takeLatest(accountDetailsRequested.match, lazyWorker((module) => module.loadAccount)),
    takeLeading(accountDetailsSaveRequested.match, lazyWorker((module) => module.saveAccount)),
    takeLeading(emailChangeCodeSubmitted.match, lazyWorker((module) => module.confirmNewEmail)),
    takeLeading(preferenceToggled.match, lazyWorker((module) => module.togglePreference)),
    takeLeading(accountEraseRequested.match, lazyWorker((module) => module.eraseMyAccount)),
    // A newer picture replaces one still uploading: the person chose again.
    takeLatest(avatarUploadRequested.match, lazyWorker((module) => module.saveAvatar)),
    takeLeading(avatarRemoveRequested.match, lazyWorker((module) => module.removeMyAvatar)),
    takeLatest(enquiriesRequested.match, lazyWorker((module) => module.loadEnquiries)),
    takeLeading(savedEnquiryRemoveRequested.match, lazyWorker((module) => module.removeSavedEnquiry)),
  ]);
}
