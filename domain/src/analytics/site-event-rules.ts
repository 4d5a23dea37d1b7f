// The analytics limits and touchpoint rules the site applies as it records events, apart from the events' zod
// schemas (site-events.ts, read by the API) so that the site's first load carries no zod.

/** Most events one sweep may carry; a bigger batch is refused whole, naming the limit. */
export const ANALYTICS_BATCH_MAX = 100;
/** Events whose own time is further ahead than this (a wrong clock) are dropped and counted. */
export const ANALYTICS_FUTURE_SKEW_MS = 5 * 60_000;
/** Events older than this (a page left open for days, a replayed beacon) are dropped and counted. */
export const ANALYTICS_MAX_AGE_MS = 24 * 60 * 60_000;
/** One visitor's events a minute beyond which the rest are dropped as a flood and counted. */
export const ANALYTICS_VISITOR_EVENTS_PER_MINUTE = 600;

/** Spec §3 User, touchpoints; gclid and irclickid are ad click identifiers, kept only with advertising consent. */
export const TOUCHPOINT_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'llit_code', 'irclickid', 'gclid'] as const;
export const AD_IDENTIFIER_KEYS = ['gclid', 'irclickid', 'fbclid', 'msclkid'] as const;

export const isAdIdentifier = (key: string) => (AD_IDENTIFIER_KEYS as readonly string[]).includes(key);

export type Touchpoint = Record<(typeof TOUCHPOINT_KEYS)[number], string | null>;

/** A touchpoint's campaign fields; its ad click identifiers only with advertising consent (the site and the API alike). */
export function consentedTouch(touch: Partial<Record<string, string | null>> | null, ad: boolean): Touchpoint | null {
  if (!touch) return null;
  return Object.fromEntries(TOUCHPOINT_KEYS.map((key) => [key, ad || !isAdIdentifier(key) ? (touch[key] ?? null) : null])) as Touchpoint;
}
