// The analytics data layer that Google Tag Manager / gtag.js read. It may exist before the app (a tag snippet
// in the page), so it is created only when missing and always appended to.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  dataLayer().push(entry);
}

/**
 * Google's gtag(). gtag.js acts only on Arguments objects in the data layer and ignores plain arrays, so this
 * must push `arguments` itself rather than a rest-parameter array.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
