import { randomUUID } from 'node:crypto';
import { supplierDecider, supplierStream } from '../domain/src';
import type { EventStore } from '../event-store/src';
import { handleCommand } from '../command-api/src';
import { generateSupplierKey } from '../command-api/src/feeds/supplier-keys';
import { until } from './until';

// A supplier sending prices to a running site over HTTP (docs/supplier-feeds.md), for tests that need the
// catalogue to move while they watch: its API key issued as `npm run supplier:key` issues one, then feeds posted
// to POST /supplier/feeds as the supplier would.

export interface FeedOffer {
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
  monthlyPayment: number;
}

export interface JsonFeed {
  feedId: string;
  effectiveAt: string;
  mode: 'full' | 'changes';
  vehicles: { vehicleId: number; excessMileagePencePerMile: number; offers: FeedOffer[] }[];
}

const SEEN_WITHIN_MS = 15_000;

/**
 * A new API key for the supplier, written to the site's log; resolves once the site accepts it (the key is checked
 * against a read model, which the site's projector fills a moment later). `serverSecret` is the site's.
 */
export async function issueSupplierKey(store: EventStore, siteUrl: string, serverSecret: string, supplierId: number): Promise<string> {
  const issued = generateSupplierKey(serverSecret);
  const now = new Date();
  const correlationId = randomUUID();
  await handleCommand(store, {
    stream: supplierStream(supplierId),
    decider: supplierDecider,
    command: { type: 'IssueSupplierApiKey', supplierId, keyId: issued.keyId, keyHash: issued.keyHash },
    metadata: { correlationId, causationId: correlationId, actor: 'system', occurredAt: now.toISOString(), source: { app: 'test', version: 'test' } },
    now,
  });
  // An unknown key is refused before the body is read; an empty body with a known key is refused for its body.
  await until(
    async () => {
      const probe = await fetch(`${siteUrl}/supplier/feeds`, { method: 'POST', headers: { 'x-api-key': issued.key, 'content-type': 'application/json' }, body: '{}' });
      return probe.status !== 401;
    },
    `the site to accept supplier ${supplierId}'s new key`,
    SEEN_WITHIN_MS,
  );
  return issued.key;
}

/** Posts a JSON feed with the supplier's key; the answer, or an error with the site's words. */
export async function sendFeed(siteUrl: string, key: string, feed: JsonFeed): Promise<{ changed: number; position: string | null }> {
  const response = await fetch(`${siteUrl}/supplier/feeds`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(feed) });
  const body = (await response.json()) as { changed: number; position: string | null };
  if (response.status !== 200) throw new Error(`POST /supplier/feeds answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
