// The id outlives the page so that a returning visitor sees their subscription instead of the form again.
// Storage can be unavailable (private browsing, blocked cookies); the sign-up still works, it is just not remembered.

export const SUBSCRIPTION_STORAGE_KEY = 'newsletterSubscriptionId';

export function readStoredSubscriptionId(): string | null {
  try {
    return window.localStorage.getItem(SUBSCRIPTION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeSubscriptionId(subscriptionId: string): void {
  try {
    window.localStorage.setItem(SUBSCRIPTION_STORAGE_KEY, subscriptionId);
  } catch {
    return;
  }
}

export function forgetStoredSubscriptionId(): void {
  try {
    window.localStorage.removeItem(SUBSCRIPTION_STORAGE_KEY);
  } catch {
    return;
  }
}
