import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define-event';

// The site's analytics events (spec §3 "Analytics event"; docs/analytics.md): what people do on the site, sent in
// batches to /locolytics/sweep and kept in the log as AnalyticsEventRecorded on a `sweep-<batchId>` stream (one per
// batch, so a retried batch is an idempotent append). Nothing here is personal data beyond the visitor key and the
// user id: every payload has a closed schema (unknown keys are dropped), the page's query string keeps only the
// search and tracking parameters, and ad click identifiers are kept only with advertising consent.

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
