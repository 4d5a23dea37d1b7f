import type { EntityManager } from '@mikro-orm/postgresql';
import { dealId, profileIndex, profileKey, type Offer, type ProfileKey } from '@lease/domain';
import { query } from '../runner/sql';
import { scoreGroupSql } from './vehicle-rows';

interface DealState {
  supplierId: number;
  vehicleId: number;
  profile: ProfileKey;
  monthly: number;
  tags: number[];
  excess: number;
  offeredSince: string;
  priceChangedAt: string;
}

interface StoredDeal {
  deal_id: string;
  supplier_id: number;
  vehicle_id: number;
  lease_type: number;
  term: number;
  mileage: number;
  initial_months: number;
  stock_status: number;
  monthly_pence: number;
  price_tags: number[];
  excess_mileage_tenth_pence: number;
  /** Timestamps come back as text on MikroORM's connection. */
  offered_since: string | Date;
  price_changed_at: string | Date;
}

export interface FeedChange {
  supplierId: number;
  vehicleId: number;
  effectiveAt: string;
  excess: number;
  /** A full rate book replaces the stream's offers; a change set adds, reprices and drops. */
  kind: 'full' | 'changes';
  upserted: readonly Offer[];
  dropped: readonly ProfileKey[];
}

const streamKey = (supplierId: number, vehicleId: number) => `${supplierId}:${vehicleId}`;

/**
 * Applies a run of price-feed events to the deals and their price history, set-based: the offers in force before
 * the run are loaded once, the events are replayed in memory in order, and the final offers, the deals that ended
 * and every price change are written in three statements. Changed score groups are marked for re-scoring.
 */
export async function applyFeedChanges(em: EntityManager, changes: readonly FeedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const streams = new Map<string, Map<number, DealState>>();
  const pairs = [...new Set(changes.map((change) => streamKey(change.supplierId, change.vehicleId)))];
  const stored = await query<StoredDeal>(
    em,
    `SELECT d.* FROM deals d JOIN json_to_recordset(?::json) AS s(supplier_id integer, vehicle_id integer)
       ON d.supplier_id = s.supplier_id AND d.vehicle_id = s.vehicle_id`,
    [JSON.stringify(pairs.map((pair) => ({ supplier_id: Number(pair.split(':')[0]), vehicle_id: Number(pair.split(':')[1]) })))],
  );
  for (const pair of pairs) streams.set(pair, new Map());
  for (const row of stored) {
    streams.get(streamKey(row.supplier_id, row.vehicle_id))!.set(Number(row.deal_id), {
      supplierId: row.supplier_id,
      vehicleId: row.vehicle_id,
      profile: [row.lease_type as 1 | 2, row.term, row.mileage, row.initial_months, row.stock_status as 1 | 2],
      monthly: row.monthly_pence,
      tags: row.price_tags,
      excess: row.excess_mileage_tenth_pence,
      offeredSince: new Date(row.offered_since).toISOString(),
      priceChangedAt: new Date(row.price_changed_at).toISOString(),
    });
  }

  // Deal id -> its stream, for every deal whose row must be written or deleted.
  const touched = new Map<number, string>();
  const history = new Map<string, { deal_id: number; effective_at: string; monthly_pence: number | null }>();
  const record = (id: number, effectiveAt: string, monthly: number | null) =>
    history.set(`${id}|${effectiveAt}`, { deal_id: id, effective_at: effectiveAt, monthly_pence: monthly });

  for (const change of changes) {
    const key = streamKey(change.supplierId, change.vehicleId);
    const deals = streams.get(key)!;
    const offered = new Set(change.upserted.map((offer) => profileKey(offer)));
    const ending =
      change.kind === 'full'
        ? [...deals.entries()].filter(([, deal]) => !offered.has(profileKey(deal.profile))).map(([id]) => id)
        : change.dropped.map((profile) => dealId(change.supplierId, change.vehicleId, profile)).filter((id) => deals.has(id));
    for (const id of ending) {
      deals.delete(id);
      touched.set(id, key);
      record(id, change.effectiveAt, null);
    }
    for (const offer of change.upserted) {
      const profile = offer.slice(0, 5) as ProfileKey;
      const id = dealId(change.supplierId, change.vehicleId, profile);
      const current = deals.get(id);
      const repriced = !current || current.monthly !== offer[5];
      if (repriced) record(id, change.effectiveAt, offer[5]);
      deals.set(id, {
        supplierId: change.supplierId,
        vehicleId: change.vehicleId,
        profile,
        monthly: offer[5],
        tags: offer[6],
        excess: change.excess,
        offeredSince: current?.offeredSince ?? change.effectiveAt,
        priceChangedAt: repriced ? change.effectiveAt : current!.priceChangedAt,
      });
      touched.set(id, key);
    }
    // The excess mileage charge is per rate book: a change set that moves it moves it for every offer.
    for (const [id, deal] of deals) {
      if (deal.excess === change.excess) continue;
      deals.set(id, { ...deal, excess: change.excess });
      touched.set(id, key);
    }
  }

  const final: Record<string, unknown>[] = [];
  const ended: number[] = [];
  for (const [id, key] of touched) {
    const deal = streams.get(key)!.get(id);
    if (!deal) {
      ended.push(id);
      continue;
    }
    final.push({
      deal_id: id,
      supplier_id: deal.supplierId,
      vehicle_id: deal.vehicleId,
      lease_type: deal.profile[0],
      term: deal.profile[1],
      mileage: deal.profile[2],
      initial_months: deal.profile[3],
      stock_status: deal.profile[4],
      profile_index: profileIndex(deal.profile),
      monthly_pence: deal.monthly,
      excess: deal.excess,
      price_tags: deal.tags,
      offered_since: deal.offeredSince,
      price_changed_at: deal.priceChangedAt,
    });
  }
  await writeDeals(em, final, ended, [...history.values()]);
}

async function writeDeals(
  em: EntityManager,
  final: Record<string, unknown>[],
  ended: number[],
  history: { deal_id: number; effective_at: string; monthly_pence: number | null }[],
): Promise<void> {
  if (final.length > 0) {
    await query(
      em,
      `WITH j AS (
         SELECT * FROM json_to_recordset(?::json) AS j(deal_id bigint, supplier_id integer, vehicle_id integer,
           lease_type smallint, term smallint, mileage integer, initial_months smallint, stock_status smallint,
           profile_index integer, monthly_pence integer, excess integer, price_tags integer[],
           offered_since timestamptz, price_changed_at timestamptz)
       ), upserted AS (
         INSERT INTO deals (deal_id, supplier_id, vehicle_id, lease_type, term, mileage, initial_months, stock_status,
           monthly_pence, fee_pence, total_cost_pence, excess_mileage_tenth_pence, price_tags, score_group, value_ppm,
           score, price_changed_at, offered_since)
         SELECT j.deal_id, j.supplier_id, j.vehicle_id, j.lease_type, j.term, j.mileage, j.initial_months, j.stock_status,
           j.monthly_pence, s.fee_pence, j.monthly_pence * (j.initial_months + j.term - 1) + s.fee_pence, j.excess,
           j.price_tags, ${scoreGroupSql('v', 'j.profile_index')},
           ((j.monthly_pence::bigint * (j.initial_months + j.term - 1) + s.fee_pence) * 1000000) / v.list_price_pence,
           NULL, j.price_changed_at, j.offered_since
         FROM j JOIN vehicles v ON v.vehicle_id = j.vehicle_id JOIN suppliers s ON s.supplier_id = j.supplier_id
         ON CONFLICT (deal_id) DO UPDATE SET monthly_pence = EXCLUDED.monthly_pence, fee_pence = EXCLUDED.fee_pence,
           total_cost_pence = EXCLUDED.total_cost_pence, excess_mileage_tenth_pence = EXCLUDED.excess_mileage_tenth_pence,
           price_tags = EXCLUDED.price_tags, score_group = EXCLUDED.score_group, value_ppm = EXCLUDED.value_ppm,
           price_changed_at = EXCLUDED.price_changed_at, offered_since = EXCLUDED.offered_since
         RETURNING score_group
       )
       INSERT INTO deal_score_dirty (score_group) SELECT DISTINCT score_group FROM upserted ON CONFLICT DO NOTHING`,
      [JSON.stringify(final)],
    );
  }
  if (ended.length > 0) {
    await query(
      em,
      `WITH gone AS (
         DELETE FROM deals WHERE deal_id IN (SELECT value::bigint FROM json_array_elements_text(?::json)) RETURNING score_group
       )
       INSERT INTO deal_score_dirty (score_group) SELECT DISTINCT score_group FROM gone ON CONFLICT DO NOTHING`,
      [JSON.stringify(ended)],
    );
  }
  if (history.length > 0) {
    await query(
      em,
      `INSERT INTO deal_price_history (deal_id, effective_at, monthly_pence)
       SELECT deal_id, effective_at, monthly_pence
       FROM json_to_recordset(?::json) AS h(deal_id bigint, effective_at timestamptz, monthly_pence integer)
       ON CONFLICT (deal_id, effective_at) DO UPDATE SET monthly_pence = EXCLUDED.monthly_pence`,
      [JSON.stringify(history)],
    );
  }
}
