// The saved searches' saga workers, as one chunk loaded with their first request (saved-search-saga.ts).
export { chooseAlert, loadSavedSearches, markOpened, removeSearch, saveCurrentSearch } from './saved-search-flows';
