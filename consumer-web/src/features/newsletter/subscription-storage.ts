import { readStored, removeStored, writeStored } from '../../app/storage/local-storage';
import type { NewsletterProgress } from '../user/user-slice';

// Where the sign-up stands outlives the page, so a returning visitor sees it instead of the form again. Only the
// status and the choices are kept: nothing that names or points to the address. Storage can be unavailable
// (private browsing, blocked cookies); the sign-up still works, it is just not remembered.

export const PROGRESS_STORAGE_KEY = 'newsletterSignUp';
/** Where earlier versions kept a subscription id, which the API once answered with a subscriber's details. */
export const LEGACY_SUBSCRIPTION_ID_KEY = 'newsletterSubscriptionId';

const STATUSES = ['check-your-inbox', 'subscribed'];

function isProgress(value: unknown): value is NewsletterProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { status, leaseTiming, budget } = value as Record<string, unknown>;
  if (!STATUSES.includes(status as string)) return false;
  return status !== 'subscribed' || (typeof leaseTiming === 'string' && typeof budget === 'string');
}

export function readStoredProgress(): NewsletterProgress | null {
  const stored = readStored(PROGRESS_STORAGE_KEY);
  return isProgress(stored) ? stored : null;
}

/** A sign-up on its way or confirmed is remembered; an ended or erased one is forgotten, so the form comes back. */
export function storeProgress(progress: NewsletterProgress): void {
  if (progress.status === 'check-your-inbox' || progress.status === 'subscribed') writeStored(PROGRESS_STORAGE_KEY, progress);
  else removeStored(PROGRESS_STORAGE_KEY);
}

export function forgetLegacySubscriptionId(): void {
  removeStored(LEGACY_SUBSCRIPTION_ID_KEY);
}
