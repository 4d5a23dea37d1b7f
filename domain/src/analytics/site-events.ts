import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';
import { TOUCHPOINT_KEYS } from './site-event-rules';

// The site's analytics events (spec §3 "Analytics event"; docs/analytics.md): what people do on the site, sent in
// batches to /locolytics/sweep and kept in the log as AnalyticsEventRecorded on a `sweep-<batchId>` stream (one per
// batch, so a retried batch is an idempotent append). Nothing here is personal data beyond the visitor key and the
// user id: every payload has a closed schema (unknown keys are dropped), the page's query string keeps only the
// search and tracking parameters, and ad click identifiers are kept only with advertising consent.

export { ANALYTICS_BATCH_MAX, ANALYTICS_FUTURE_SKEW_MS, ANALYTICS_MAX_AGE_MS, ANALYTICS_VISITOR_EVENTS_PER_MINUTE, TOUCHPOINT_KEYS, AD_IDENTIFIER_KEYS, isAdIdentifier, consentedTouch } from './site-event-rules';
export type { Touchpoint } from './site-event-rules';

const id = z.number().int().positive();
const pence = z.number().int().nonnegative();
const reference = z.string().min(1).max(64);
const short = z.string().max(100);

/** Each event the site sends and its payload. The dashboard's funnel reads search, deal_view and enquiry_sent. */
export const SITE_EVENT_PAYLOADS = {
  page_view: z.object({ title: short.optional() }),
  search: z.object({ results: z.number().int().nonnegative(), vehicleType: z.union([z.literal(1), z.literal(2)]), leaseType: z.union([z.literal(1), z.literal(2)]), page: z.number().int().positive().default(1) }),
  deal_view: z.object({ dealId: id, vehicleId: id, supplierId: id.nullable().default(null), dealScore: z.number().min(0).max(100).nullable().default(null), monthlyPaymentPence: pence.nullable().default(null) }),
  lease_profile_changed: z.object({ vehicleId: id, leaseType: z.number().int(), term: z.number().int(), mileage: z.number().int(), initialPaymentInMonths: z.number().int() }),
  vehicle_saved: z.object({ vehicleId: id, dealId: id.nullable().default(null) }),
  vehicle_removed: z.object({ vehicleId: id }),
  price_alert_set: z.object({ vehicleId: id }),
  search_saved: z.object({ alert: z.enum(['instant', 'daily', 'off']).default('off') }),
  enquiry_sent: z.object({ enquiryReference: reference, dealId: id, monthlyPaymentPence: pence.nullable().default(null) }),
  call_back_requested: z.object({ leadReference: reference, dealId: id }),
  lead_verified: z.object({ leadReference: reference, enquiryReference: reference }),
  signed_up: z.object({ method: z.enum(['email', 'google', 'facebook']) }),
  reward_claimed: z.object({ brokerId: id }),
  experiment_exposure: z.object({ name: short, group: short }),
  consent_decided: z.object({ analytics: z.boolean(), ad: z.boolean(), functionality: z.boolean(), personalization: z.boolean() }),
  configurator_model: z.object({ vehicleId: id, mode: z.union([z.literal(1), z.literal(2)]) }),
} as const;

export type SiteEventName = keyof typeof SITE_EVENT_PAYLOADS;
export const SITE_EVENT_NAMES = Object.keys(SITE_EVENT_PAYLOADS) as SiteEventName[];

const touchpoint = z.object(Object.fromEntries(TOUCHPOINT_KEYS.map((key) => [key, short.nullable().default(null)])) as Record<(typeof TOUCHPOINT_KEYS)[number], z.ZodDefault<z.ZodNullable<z.ZodString>>>);

export const analyticsEventRecorded = defineEvent({
  type: 'AnalyticsEventRecorded',
  version: 1,
  description:
    'Something a visitor did on the site (a page or search view, a deal view, a save, an enquiry, a consent decision...), as the site reported it to /locolytics/sweep: no personal data beyond the visitor key and the user id.',
  schema: z.object({
    /** The site's own id for the event: a resent event is recognised by it. */
    eventId: z.uuid(),
    name: z.enum(SITE_EVENT_NAMES as [SiteEventName, ...SiteEventName[]]),
    /** When it happened on the visitor's device (the log's occurredAt is when the API took it). */
    timestamp: z.iso.datetime(),
    visitorKey: z.string().min(1).max(100),
    visitorKeyTimestamp: z.iso.datetime().nullable(),
    userId: z.string().min(1).max(100).nullable(),
    location: z.object({ path: z.string().max(500), params: z.record(z.string(), z.string().max(200)) }),
    app: z.object({ source: short, version: short, environment: short }),
    payload: z.record(z.string(), z.unknown()),
    firstTouch: touchpoint.nullable(),
    lastTouch: touchpoint.nullable(),
    experiment: z.object({ name: short, group: short }).nullable(),
    device: z.object({ type: z.enum(['mobile', 'tablet', 'desktop']), browser: short, os: short }),
    consent: z.object({ analytics: z.boolean(), ad: z.boolean() }),
    /** Ad and tracking cookie identifiers (gclid...), present only when the visitor consented to advertising. */
    adIdentifiers: z.record(z.string(), z.string().max(200)).nullable(),
  }),
});

export type AnalyticsEvent = EventOf<typeof analyticsEventRecorded>['data'];
export const analyticsEvents = [analyticsEventRecorded] as const;

/** The stream of one sweep (one batch the site sent). */
export const sweepStream = (batchId: string) => `sweep-${batchId}`;
