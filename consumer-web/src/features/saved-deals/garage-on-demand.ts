// The garage's saga workers, as one chunk loaded with its first request (saved-deals-saga.ts).
export { loadGarage, loadGarageKeys, mergeAtSignIn, removeGarageEntry, saveForLater, unsaveForLater } from './garage-flows';
