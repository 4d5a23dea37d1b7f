import { readStored, removeStored, writeStored } from '../../app/storage/local-storage';

// The id outlives the page so that a returning visitor sees their subscription instead of the form again.
// Storage can be unavailable (private browsing, blocked cookies); the sign-up still works, it is just not remembered.

export const SUBSCRIPTION_STORAGE_KEY = 'newsletterSubscriptionId';

export function readStoredSubscriptionId(): string | null {
  const stored = readStored(SUBSCRIPTION_STORAGE_KEY);
  return typeof stored === 'string' ? stored : null;
}

export function storeSubscriptionId(subscriptionId: string): void {
  writeStored(SUBSCRIPTION_STORAGE_KEY, subscriptionId);
}

export function forgetStoredSubscriptionId(): void {
  removeStored(SUBSCRIPTION_STORAGE_KEY);
}
