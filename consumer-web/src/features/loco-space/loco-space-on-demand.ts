// The account area's saga workers, as one chunk loaded with its first request (account-saga.ts).
export { confirmNewEmail, eraseMyAccount, loadAccount, loadEnquiries, removeSavedEnquiry, saveAccount, togglePreference } from './account-flows';
export { removeMyAvatar, saveAvatar } from './avatar-flows';
