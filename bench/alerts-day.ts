import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { Offer } from '../domain/src';
import type { EventData } from '../event-store/src';
import { Random } from '../scripts/catalogue/random';

// A day of feed changes at the catalogue's scale: a tenth of the rate books (supplier x vehicle) publish a change
// set, each repricing a third of its offers by a few percent, a little more often down than up. Built from the
// deals in force, so every change is to an offer that exists.

const STREAM_SHARE = 0.1;
const OFFER_SHARE = 1 / 3;

export interface FeedChange {
  stream: string;
  event: EventData;
  changes: number;
}

interface StreamRow {
  supplier_id: number;
  vehicle_id: number;
  excess: number;
  keys: number[][];
  tags: number[][];
}

export async function dayOfChanges(client: pg.Client, day: number, effectiveAt: Date): Promise<{ feeds: FeedChange[]; changes: number }> {
  const random = new Random(20_261_125, 'alerts-day', day);
  const { rows } = await client.query<StreamRow>(
    `SELECT supplier_id, vehicle_id, min(excess_mileage_tenth_pence) AS excess,
            array_agg(ARRAY[lease_type, term, mileage, initial_months, stock_status, monthly_pence] ORDER BY deal_id) AS keys,
            array_agg(to_jsonb(price_tags) ORDER BY deal_id) AS tags
     FROM deals GROUP BY supplier_id, vehicle_id ORDER BY supplier_id, vehicle_id`,
  );
  const feeds: FeedChange[] = [];
  let changes = 0;
  for (const row of rows) {
    if (!random.chance(STREAM_SHARE)) continue;
    const upserted: Offer[] = [];
    row.keys.forEach((key, i) => {
      if (!random.chance(OFFER_SHARE)) return;
      const [leaseType, term, mileage, initial, stock, monthly] = key as [number, number, number, number, number, number];
      const factor = random.chance(0.55) ? 1 - random.float(0.01, 0.06) : 1 + random.float(0.01, 0.05);
      const price = Math.max(1_000, Math.round(monthly * factor));
      if (price === monthly) return;
      upserted.push([leaseType, term, mileage, initial, stock, price, row.tags[i] ?? []] as unknown as Offer);
    });
    if (upserted.length === 0) continue;
    changes += upserted.length;
    feeds.push({
      stream: `pricefeed-${row.supplier_id}-${row.vehicle_id}`,
      changes: upserted.length,
      event: {
        id: randomUUID(),
        type: 'PriceFeedChangesPublished',
        data: {
          supplierId: row.supplier_id,
          vehicleId: row.vehicle_id,
          feedId: `bench-day-${day}-${effectiveAt.getTime()}-${row.supplier_id}-${row.vehicle_id}`,
          effectiveAt: effectiveAt.toISOString(),
          excessMileageTenthPence: row.excess,
          upserted,
          dropped: [],
        },
        metadata: { schemaVersion: 1, correlationId: `bench-day-${day}`, causationId: `bench-day-${day}`, actor: 'system', occurredAt: effectiveAt.toISOString(), source: { app: 'bench', version: 'bench' } },
      },
    });
  }
  return { feeds, changes };
}
