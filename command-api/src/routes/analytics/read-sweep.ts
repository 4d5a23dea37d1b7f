import { z } from 'zod';
import {
  AD_IDENTIFIER_KEYS,
  ANALYTICS_FUTURE_SKEW_MS,
  ANALYTICS_MAX_AGE_MS,
  SITE_EVENT_PAYLOADS,
  TOUCHPOINT_KEYS,
  consentedTouch,
  isAdIdentifier,
  searchParamsSchema,
  type AnalyticsEvent,
  type SiteEventName,
} from '@lease/domain';

// Reads one sweep (a batch of the site's analytics events) into the events the log keeps. The envelope is checked
// by the route; each event is read on its own, so one bad event is dropped and counted instead of failing the
// batch: the site cannot fix an event after the fact, and refusing the rest would lose them too.

const short = z.string().trim().max(100);
const touchpoint = z.record(z.string(), z.string().max(200).nullable()).nullable().default(null);

/** One event as the site sends it (spec §7): the payload JSON-encoded, the page's params as a query string. */
export const wireEventSchema = z.object({
  id: z.uuid(),
  event: z.string().min(1).max(60),
  timestamp: z.iso.datetime({ offset: true }),
  visitorKey: z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/),
  visitorKeyTimestamp: z.iso.datetime({ offset: true }).nullable().default(null),
  userId: z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/).nullable().default(null),
  location: z.object({ path: z.string().max(500).regex(/^\//), params: z.string().max(4000).default('') }),
  app: z.object({ source: short, version: short, environment: short }),
  payload: z.string().max(4000).optional(),
  firstTouch: touchpoint,
  lastTouch: touchpoint,
  experiment: z.object({ name: short, group: short }).nullable().default(null),
  device: z.object({ type: z.enum(['mobile', 'tablet', 'desktop']), browser: short, os: short }),
  consent: z.object({ analytics: z.boolean(), ad: z.boolean() }),
  adIdentifiers: z.record(z.string(), z.string().max(200)).nullable().default(null),
});

export type DropReason = 'invalid' | 'unknownEvent' | 'future' | 'tooOld' | 'noConsent' | 'flood';
export type Dropped = Record<DropReason, number>;
export const noneDropped = (): Dropped => ({ invalid: 0, unknownEvent: 0, future: 0, tooOld: 0, noConsent: 0, flood: 0 });

/** The page parameters kept: the search's own filters and the campaign ones; anything else could be personal. */
const KEPT_PARAMS = new Set<string>([
  ...Object.keys(searchParamsSchema.shape),
  'vehicleType',
  'leaseType',
  ...TOUCHPOINT_KEYS.filter((key) => !(AD_IDENTIFIER_KEYS as readonly string[]).includes(key)),
]);
/** A value that looks like an address or a phone number is dropped even under a kept name (a search typed in by hand). */
const LOOKS_PERSONAL = /@|\d[\d\s-]{8,}\d/;

function keptParams(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (KEPT_PARAMS.has(key) && !(key in params) && !LOOKS_PERSONAL.test(value)) params[key] = value.slice(0, 200);
  }
  return params;
}

function parsedPayload(name: SiteEventName, text: string | undefined): Record<string, unknown> | null {
  let raw: unknown = {};
  if (text !== undefined && text !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return null;
    }
  }
  const read = SITE_EVENT_PAYLOADS[name].safeParse(raw);
  return read.success ? (read.data as Record<string, unknown>) : null;
}

export type ReadEvent = { ok: true; event: AnalyticsEvent } | { ok: false; reason: DropReason };

/** One event of a sweep, read against the API's clock: the event the log keeps, or why it is dropped. */
export function readSweepEvent(raw: unknown, now: Date): ReadEvent {
  const wire = wireEventSchema.safeParse(raw);
  if (!wire.success) return { ok: false, reason: 'invalid' };
  const event = wire.data;
  if (!(event.event in SITE_EVENT_PAYLOADS)) return { ok: false, reason: 'unknownEvent' };
  const name = event.event as SiteEventName;
  // A visitor who objected to analytics is not recorded; their decision itself is (the record that they objected).
  if (!event.consent.analytics && name !== 'consent_decided') return { ok: false, reason: 'noConsent' };
  const at = new Date(event.timestamp);
  if (at.getTime() > now.getTime() + ANALYTICS_FUTURE_SKEW_MS) return { ok: false, reason: 'future' };
  if (at.getTime() < now.getTime() - ANALYTICS_MAX_AGE_MS) return { ok: false, reason: 'tooOld' };
  const payload = parsedPayload(name, event.payload);
  if (!payload) return { ok: false, reason: 'invalid' };
  const ad = event.consent.ad;
  const adIdentifiers = ad && event.adIdentifiers ? Object.fromEntries(Object.entries(event.adIdentifiers).filter(([key]) => isAdIdentifier(key))) : null;
  return {
    ok: true,
    event: {
      eventId: event.id,
      name,
      timestamp: at.toISOString(),
      visitorKey: event.visitorKey,
      visitorKeyTimestamp: event.visitorKeyTimestamp ? new Date(event.visitorKeyTimestamp).toISOString() : null,
      userId: event.userId,
      location: { path: event.location.path.split('?')[0]!, params: keptParams(event.location.params) },
      app: event.app,
      payload,
      firstTouch: consentedTouch(event.firstTouch, ad),
      lastTouch: consentedTouch(event.lastTouch, ad),
      experiment: event.experiment,
      device: event.device,
      consent: event.consent,
      adIdentifiers: adIdentifiers && Object.keys(adIdentifiers).length > 0 ? adIdentifiers : null,
    },
  };
}
