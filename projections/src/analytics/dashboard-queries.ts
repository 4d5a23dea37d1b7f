import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../runner/sql';

// The console's analytics dashboard: the funnel (by UK day and by experiment group), leads and deliveries per
// supplier, searches per day and the most searched models, between two UK days (inclusive). The same definitions
// as docs/analytics.md's worked queries, narrowed to the period.

export interface DayRange {
  from: string;
  to: string;
}

export interface FunnelSteps {
  searched: number;
  viewed: number;
  enquired: number;
  verified: number;
  delivered: number;
  rewarded: number;
}

export const FUNNEL_STEPS: readonly (keyof FunnelSteps)[] = ['searched', 'viewed', 'enquired', 'verified', 'delivered', 'rewarded'];

// Each searching visitor of the period with the furthest steps they reached the day they searched.
const VISITOR_STEPS = `
  WITH searched AS (
    SELECT DISTINCT visitor_key, day FROM fact_searches WHERE day BETWEEN ?::date AND ?::date
  ), enquired AS (
    SELECT DISTINCT e.visitor_key, e.day, e.reference FROM fact_site_events e
    WHERE e.name IN ('enquiry_sent', 'call_back_requested') AND e.day BETWEEN ?::date AND ?::date
  ), verified AS (
    SELECT e.visitor_key, e.day, v.enquiry_reference FROM enquired e
    JOIN fact_verified_leads v ON v.enquiry_reference = e.reference OR v.lead_reference = e.reference
  )
  SELECT s.visitor_key, s.day, coalesce(dv.experiment_group, '(none)') AS experiment_group,
         EXISTS (SELECT 1 FROM fact_deal_views d WHERE d.visitor_key = s.visitor_key AND d.day = s.day) AS viewed,
         EXISTS (SELECT 1 FROM enquired e WHERE e.visitor_key = s.visitor_key AND e.day = s.day) AS enquired,
         EXISTS (SELECT 1 FROM verified v WHERE v.visitor_key = s.visitor_key AND v.day = s.day) AS verified,
         EXISTS (SELECT 1 FROM verified v JOIN fact_lead_deliveries x ON x.enquiry_reference = v.enquiry_reference AND x.outcome = 'delivered'
                 WHERE v.visitor_key = s.visitor_key AND v.day = s.day) AS delivered,
         EXISTS (SELECT 1 FROM enquired e JOIN fact_site_events u ON u.visitor_key = e.visitor_key AND u.user_id IS NOT NULL
                 JOIN fact_reward_claims c ON c.user_id = u.user_id WHERE e.visitor_key = s.visitor_key AND e.day = s.day) AS rewarded
  FROM searched s LEFT JOIN dim_visitors dv ON dv.visitor_key = s.visitor_key`;

const COUNTS = `count(DISTINCT visitor_key)::int AS searched,
  count(DISTINCT visitor_key) FILTER (WHERE viewed)::int AS viewed, count(DISTINCT visitor_key) FILTER (WHERE enquired)::int AS enquired,
  count(DISTINCT visitor_key) FILTER (WHERE verified)::int AS verified, count(DISTINCT visitor_key) FILTER (WHERE delivered)::int AS delivered,
  count(DISTINCT visitor_key) FILTER (WHERE rewarded)::int AS rewarded`;

const period = (range: DayRange) => [range.from, range.to, range.from, range.to];

export async function funnelByDay(orm: MikroORM, range: DayRange): Promise<({ day: string } & FunnelSteps)[]> {
  return query(orm.em.fork(), `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${COUNTS} FROM (${VISITOR_STEPS}) v GROUP BY day ORDER BY day`, period(range));
}

export async function funnelByGroup(orm: MikroORM, range: DayRange): Promise<({ group: string } & FunnelSteps)[]> {
  return query(orm.em.fork(), `SELECT experiment_group AS "group", ${COUNTS} FROM (${VISITOR_STEPS}) v GROUP BY experiment_group ORDER BY experiment_group`, period(range));
}

export async function leadsPerSupplier(orm: MikroORM, range: DayRange) {
  return query<{ supplierId: number; supplier: string | null; enquiries: number; verified: number; delivered: number; failedAttempts: number; medianMinutesToDeliver: number | null }>(
    orm.em.fork(),
    `WITH leads AS (
       SELECT e.reference, e.supplier_id, v.enquiry_reference, v.occurred_at AS verified_at
       FROM fact_enquiries e
       LEFT JOIN fact_verified_leads v ON v.enquiry_reference = e.reference OR v.lead_reference = e.reference
       WHERE e.day BETWEEN ?::date AND ?::date
     ), delivered AS (
       SELECT l.reference, min(d.occurred_at) AS delivered_at FROM leads l
       JOIN fact_lead_deliveries d ON d.enquiry_reference = l.enquiry_reference AND d.outcome = 'delivered' GROUP BY l.reference
     )
     SELECT l.supplier_id AS "supplierId", s.name AS supplier, count(DISTINCT l.reference)::int AS enquiries,
            count(DISTINCT l.enquiry_reference)::int AS verified, count(DISTINCT dl.reference)::int AS delivered,
            (SELECT count(*) FROM fact_lead_deliveries f JOIN leads x ON x.enquiry_reference = f.enquiry_reference
             WHERE x.supplier_id = l.supplier_id AND f.outcome = 'failed')::int AS "failedAttempts",
            round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM dl.delivered_at - l.verified_at) / 60))::numeric, 1)::float AS "medianMinutesToDeliver"
     FROM leads l LEFT JOIN delivered dl ON dl.reference = l.reference LEFT JOIN dim_suppliers s ON s.supplier_id = l.supplier_id
     GROUP BY l.supplier_id, s.name ORDER BY enquiries DESC, l.supplier_id`,
    [range.from, range.to],
  );
}

export async function searchesPerDay(orm: MikroORM, range: DayRange) {
  return query<{ day: string; searches: number; visitors: number; foundNothing: number }>(
    orm.em.fork(),
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(s.*)::int AS searches, count(DISTINCT s.visitor_key)::int AS visitors,
            count(s.*) FILTER (WHERE s.results = 0)::int AS "foundNothing"
     FROM dim_dates d LEFT JOIN fact_searches s ON s.day = d.day
     WHERE d.day BETWEEN ?::date AND ?::date GROUP BY d.day ORDER BY d.day`,
    [range.from, range.to],
  );
}

export async function topSearchedModels(orm: MikroORM, range: DayRange, limit = 20) {
  return query<{ manufacturer: string; range: string; searches: number }>(
    orm.em.fork(),
    `SELECT v.manufacturer, v.range, count(*)::int AS searches
     FROM fact_searches s
     CROSS JOIN LATERAL unnest(string_to_array(s.filters ->> 'ranges', ',')) AS r(range_id)
     JOIN (SELECT DISTINCT manufacturer, range_id, range FROM dim_vehicles) v ON v.range_id::text = r.range_id
     WHERE s.day BETWEEN ?::date AND ?::date
     GROUP BY v.manufacturer, v.range ORDER BY searches DESC, v.range LIMIT ?`,
    [range.from, range.to, limit],
  );
}
