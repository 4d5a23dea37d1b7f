import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

// Brokers side by side (docs/deciding.md): what each says of itself when it joins (fees, cancellation terms,
// delivery times) beside what the site measures of it from its own enquiries: how many it was sent, how many
// reached it and how long that took. Read from the read models the site already keeps (suppliers, enquiries, deals).

export interface BrokerRow {
  supplierId: number;
  name: string;
  kind: string;
  rating: number;
  documentFeePence: number | null;
  arrangementFeePence: number | null;
  cancellationTerms: string;
  deliveryInStockDays: number;
  deliveryFactoryOrderDays: number;
  dealsInForce: number;
  vehiclesOffered: number;
  enquiriesSent: number;
  enquiriesDelivered: number;
  enquiriesFailed: number;
  /** Median minutes from an enquiry being sent to its reaching the supplier, over those delivered. */
  medianDeliveryMinutes: number | null;
}

/** Every broker, or those named, with their track record over the window ending at `now`. */
export async function brokers(orm: MikroORM, now: Date, windowDays: number, supplierIds?: readonly number[]): Promise<BrokerRow[]> {
  const since = new Date(now.getTime() - windowDays * 86_400_000);
  const ids = supplierIds ?? null;
  const rows = await query<BrokerRow & { rating: string; medianDeliveryMinutes: string | null }>(
    orm.em.fork(),
    `SELECT s.supplier_id AS "supplierId", s.name, s.kind, s.rating, s.document_fee_pence AS "documentFeePence", s.arrangement_fee_pence AS "arrangementFeePence",
            s.cancellation_terms AS "cancellationTerms", s.delivery_in_stock_days AS "deliveryInStockDays", s.delivery_factory_order_days AS "deliveryFactoryOrderDays",
            coalesce(d.deals, 0)::int AS "dealsInForce", coalesce(d.vehicles, 0)::int AS "vehiclesOffered",
            coalesce(e.sent, 0)::int AS "enquiriesSent", coalesce(e.delivered, 0)::int AS "enquiriesDelivered", coalesce(e.failed, 0)::int AS "enquiriesFailed",
            e.median_minutes AS "medianDeliveryMinutes"
     FROM suppliers s
     LEFT JOIN (
       SELECT supplier_id, count(*) AS deals, count(DISTINCT vehicle_id) AS vehicles FROM deals
       WHERE ?::int[] IS NULL OR supplier_id = ANY(?::int[]) GROUP BY supplier_id
     ) d ON d.supplier_id = s.supplier_id
     LEFT JOIN (
       SELECT supplier_id, count(*) AS sent, count(*) FILTER (WHERE supplier_status = 'delivered') AS delivered,
              count(*) FILTER (WHERE supplier_status = 'failed') AS failed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM delivered_at - sent_at) / 60) FILTER (WHERE delivered_at IS NOT NULL) AS median_minutes
       FROM enquiries WHERE sent_at >= ? AND sent_at <= ? AND (?::int[] IS NULL OR supplier_id = ANY(?::int[])) GROUP BY supplier_id
     ) e ON e.supplier_id = s.supplier_id
     WHERE ?::int[] IS NULL OR s.supplier_id = ANY(?::int[])
     ORDER BY s.name`,
    // The brokers asked for are picked before counting: one broker's page must not count every broker's deals.
    [ids, ids, since.toISOString(), now.toISOString(), ids, ids, ids, ids],
  );
  return rows.map((row) => ({ ...row, rating: Number(row.rating), medianDeliveryMinutes: row.medianDeliveryMinutes === null ? null : Number(row.medianDeliveryMinutes) }));
}

/** For one vehicle: each broker offering it, with its cheapest deal on the lease type. */
export async function brokerDealsForVehicle(orm: MikroORM, vehicleId: number, leaseType: number): Promise<{ supplierId: number; dealId: number }[]> {
  const rows = await query<{ supplier_id: number; deal_id: string }>(
    orm.em.fork(),
    `SELECT DISTINCT ON (supplier_id) supplier_id, deal_id FROM deals WHERE vehicle_id = ? AND lease_type = ?
     ORDER BY supplier_id, total_cost_pence, deal_id`,
    [vehicleId, leaseType],
  );
  return rows.map((row) => ({ supplierId: row.supplier_id, dealId: Number(row.deal_id) }));
}
