import { randomUUID } from 'node:crypto';
import type { TestApi } from './api';

// The site's analytics events as the site sends them to /locolytics/sweep (spec §7): the payload JSON-encoded,
// the page's params a query string. Tests and the analytics benchmark build them here.

export interface SiteEventOptions {
  visitorKey: string;
  at: Date;
  payload?: Record<string, unknown>;
  path?: string;
  params?: string;
  userId?: string | null;
  group?: string | null;
  consent?: { analytics: boolean; ad: boolean };
  firstTouch?: Record<string, string | null> | null;
  lastTouch?: Record<string, string | null> | null;
  adIdentifiers?: Record<string, string> | null;
}

export function siteEvent(event: string, options: SiteEventOptions): Record<string, unknown> {
  return {
    id: randomUUID(),
    event,
    timestamp: options.at.toISOString(),
    visitorKey: options.visitorKey,
    visitorKeyTimestamp: options.at.toISOString(),
    userId: options.userId ?? null,
    location: { path: options.path ?? '/', params: options.params ?? '' },
    app: { source: 'consumer-web', version: 'test', environment: 'production' },
    ...(options.payload ? { payload: JSON.stringify(options.payload) } : {}),
    firstTouch: options.firstTouch ?? null,
    lastTouch: options.lastTouch ?? null,
    experiment: options.group === null ? null : { name: 'deal-score-explainer', group: options.group ?? 'control' },
    device: { type: 'desktop', browser: 'Chromium', os: 'Linux' },
    consent: options.consent ?? { analytics: true, ad: false },
    adIdentifiers: options.adIdentifiers ?? null,
  };
}

export interface SweepAnswer {
  accepted: number;
  dropped: Record<string, number>;
  alreadyRecorded: boolean;
}

export async function sweep(api: Pick<TestApi, 'app'>, events: readonly unknown[], batchId: string = randomUUID()) {
  return api.app.inject({ method: 'POST', url: '/locolytics/sweep', payload: { batchId, events } });
}
