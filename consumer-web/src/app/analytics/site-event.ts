import { AD_IDENTIFIER_KEYS, ANALYTICS_ENVIRONMENT, consentedTouch, type SiteEventName } from '@lease/domain';
import type { Experiment, Touchpoints } from '../../features/user/user-slice';
import type { ConsentChoices } from './consent-banner';
import type { Device } from './device';

type Touch = Record<string, string | null>;

/** One event as /locolytics/sweep reads it (command-api's wireEventSchema): the payload JSON-encoded. */
export interface WireEvent {
  id: string;
  event: SiteEventName;
  timestamp: string;
  visitorKey: string;
  visitorKeyTimestamp: string | null;
  userId: string | null;
  location: { path: string; params: string };
  app: { source: 'consumer-web'; version: string; environment: string };
  payload?: string;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  experiment: Experiment | null;
  device: Device;
  consent: { analytics: boolean; ad: boolean };
  adIdentifiers: Record<string, string> | null;
}

/** Who, where and when, as the event was recorded. */
export interface EventContext {
  id: string;
  at: number;
  visitor: { visitorKey: string; visitorKeyTimestamp: number | null; userId: string | null; touchpoints: Touchpoints; experiment: Experiment | null };
  location: { path: string; search: string };
  /** The event's own parameters in place of the page's (a search's filters). */
  params?: string;
  version: string | null;
  device: Device;
  consent: ConsentChoices;
}

/** The ad click identifiers the visitor came with: on this page's address, else in their latest touchpoint. */
function adIdentifiers(touchpoints: Touchpoints, query: URLSearchParams): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const key of AD_IDENTIFIER_KEYS) {
    const value = query.get(key) || (touchpoints.lastTouch as Touch | null)?.[key] || (touchpoints.firstTouch as Touch | null)?.[key];
    if (value) found[key] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The page's query string without ad click identifiers: those travel in `adIdentifiers`, with consent. */
function pageParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of AD_IDENTIFIER_KEYS) params.delete(key);
  return params.toString();
}

export function siteEvent(name: SiteEventName, payload: Record<string, unknown>, context: EventContext): WireEvent {
  const { visitor, consent, location } = context;
  const ad = consent.ad;
  return {
    id: context.id,
    event: name,
    timestamp: new Date(context.at).toISOString(),
    visitorKey: visitor.visitorKey,
    visitorKeyTimestamp: visitor.visitorKeyTimestamp === null ? null : new Date(visitor.visitorKeyTimestamp).toISOString(),
    userId: visitor.userId,
    location: { path: location.path, params: context.params ?? pageParams(location.search) },
    app: { source: 'consumer-web', version: context.version ?? 'unknown', environment: ANALYTICS_ENVIRONMENT },
    ...(Object.keys(payload).length > 0 ? { payload: JSON.stringify(payload) } : {}),
    firstTouch: consentedTouch(visitor.touchpoints.firstTouch, ad),
    lastTouch: consentedTouch(visitor.touchpoints.lastTouch, ad),
    experiment: visitor.experiment,
    device: context.device,
    consent: { analytics: consent.analytics, ad },
    adIdentifiers: ad ? adIdentifiers(visitor.touchpoints, new URLSearchParams(location.search)) : null,
  };
}
