import { rootReducer, type RootState } from '../root-reducer';
import { readStored } from '../storage/local-storage';

export const CLIENT_STATE_STORAGE_KEY = 'clientState';

export interface SavedClientState {
  /** The build version that saved it; state from another build may not fit this one's slices. */
  version: string | null;
  state: Partial<Record<keyof RootState, unknown>>;
}

// What belongs to one page view rather than to the visitor. Loaders and errors describe requests that died with
// the page; a restored first-render flag or open modal would be wrong on the next page.
const TRANSIENT_SLICES: ReadonlySet<string> = new Set(['loader', 'error']);
// Saved deals are stored under their own key (features/saved-deals), which outlives a release; keeping a second
// copy here would only be overwritten at start. The account's enquiries are read again on every visit to them.
// The id and access tokens stay in memory: whatever can read localStorage (any script on the page, anyone at a
// shared computer) could use them; a returning person gets new ones from the refresh cookie, since
// `isAuthenticated` is saved (features/auth/token-saga.ts). The account's garage, saved searches and price alerts
// are read again like the enquiries: they are the person's, not the browser's, and a restored alert list would
// also pass for fresh within spec §9's window.
const TRANSIENT_FIELDS: Partial<Record<keyof RootState, readonly string[]>> = {
  // isLocoDay is asked again at every start (features/system/loco-day-saga.ts): yesterday's answer is no answer.
  system: ['isFirstRender', 'queryString', 'showBenefitsModal', 'hasCookieBotLoaded', 'isLocoDay'],
  user: ['authModal', 'idToken', 'accessToken', 'doesPriceAlertExist'],
  // A page whose words made the search (a described search, a landing page, a saved reference) keeps it while the
  // person moves about the site; a new visit asks its words again, for today's prices.
  search: ['heldFor'],
  locoSpace: [
    'savedDeals',
    'comparisonNotice',
    'enquiries',
    'activePriceAlerts',
    'expiredPriceAlerts',
    'activeAlertsWithDeals',
    'expiredAlertsWithDeals',
    'stale',
    'priceAlertsReadAt',
    'garage',
    'garageKeys',
    'savedSearches',
    'writtenPosition',
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutTransientFields(slice: keyof RootState, value: unknown): unknown {
  const fields = TRANSIENT_FIELDS[slice];
  if (!fields || !isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([field]) => !fields.includes(field)));
}

/** The state worth keeping between visits. */
export function toSavedState(state: RootState): SavedClientState['state'] {
  const saved: SavedClientState['state'] = {};
  for (const slice of Object.keys(state) as Array<keyof RootState>) {
    if (!TRANSIENT_SLICES.has(slice)) saved[slice] = withoutTransientFields(slice, state[slice]);
  }
  return saved;
}

/**
 * True when no slice that is saved changed between the two states (reducers return the same object for a slice
 * they leave alone). Loader and error traffic, most of what a page dispatches, then costs no write.
 */
export function savedSlicesUnchanged(previous: RootState, state: RootState): boolean {
  return (Object.keys(state) as Array<keyof RootState>).every((slice) => TRANSIENT_SLICES.has(slice) || previous[slice] === state[slice]);
}

/**
 * Spec §4: the saved state, only when it was saved by this same version; otherwise the state starts empty.
 * Each slice is laid over its initial state, so fields that are not saved (or that a development build added
 * without a version change) keep their initial values.
 */
export function restoreClientState(currentVersion: string | null, now: number): Partial<RootState> | undefined {
  if (currentVersion === null) return undefined;
  const saved = readStored(CLIENT_STATE_STORAGE_KEY, now);
  if (!isRecord(saved) || saved.version !== currentVersion || !isRecord(saved.state)) return undefined;
  const initial = rootReducer(undefined, { type: 'app/restoringClientState' });
  const restored: Record<string, unknown> = {};
  for (const slice of Object.keys(initial) as Array<keyof RootState>) {
    if (TRANSIENT_SLICES.has(slice) || !(slice in saved.state)) continue;
    const value = withoutTransientFields(slice, saved.state[slice]);
    const base: unknown = initial[slice];
    restored[slice] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  return restored as Partial<RootState>;
}
