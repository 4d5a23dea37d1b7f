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

/** Spec §3 "Analytics event": its name and payload, recorded in the data layer for the tag manager to forward. */
export function pushAnalyticsEvent(event: string, payload: Record<string, unknown>): void {
  pushToDataLayer({ event, payload });
}

/**
 * Spec §4 "Enquiries and leads": the order-complete event of an enquiry or a verified lead. Its value is the
 * deal's monthly payment in pounds; the enquiry reference is the transaction id, so a tag that fires twice for
 * one enquiry counts one order.
 */
export function pushOrderComplete(order: { value: number; transactionId: string }): void {
  pushToDataLayer({ event: 'order_complete', value: order.value, currency: 'GBP', transaction_id: order.transactionId });
}
