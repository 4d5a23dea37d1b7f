import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '@lease/event-store';
import type { AiSearchEvent, AnalyticsEvent, Offer } from '@lease/domain';
import type { Projector } from '../runner/projector';
import { eventData } from '../runner/event-data';
import { query } from '../runner/sql';
import { ANALYTICS_SCHEMA } from './analytics-migration';
import { factColumns, fromTheLog, insertRows, scoreBand, type Row } from './analytics-rows';

// The analytics schema's facts and dimensions (docs/analytics.md), one row per event that makes a fact: what the
// site reported (AnalyticsEventRecorded) beside what the product did (enquiries, leads, deliveries, rewards, prices,
// alerts). Rows depend on the events alone, in log order, so a rebuild gives the same tables.

const FACTS = {
  fact_site_events: factColumns({
    name: 'text', visitor_key: 'text', user_id: 'text', happened_at: 'timestamptz', path: 'text', params: 'jsonb', payload: 'jsonb', reference: 'text',
    experiment_name: 'text', experiment_group: 'text', device_type: 'text', browser: 'text', os: 'text', app_version: 'text', ad_consent: 'boolean',
  }),
  fact_searches: factColumns({ visitor_key: 'text', user_id: 'text', vehicle_type: 'smallint', lease_type: 'smallint', results: 'integer', page: 'integer', filters: 'jsonb', experiment_group: 'text' }),
  fact_deal_views: factColumns({
    visitor_key: 'text', user_id: 'text', deal_id: 'bigint', vehicle_id: 'integer', supplier_id: 'integer', deal_score: 'numeric', score_band: 'text', monthly_payment_pence: 'integer', experiment_group: 'text',
  }),
  fact_enquiries: factColumns({
    reference: 'text', kind: 'text', user_id: 'text', deal_id: 'bigint', vehicle_id: 'integer', supplier_id: 'integer', lease_type: 'smallint', term: 'smallint', mileage: 'integer',
    initial_payment_in_months: 'smallint', monthly_payment_pence: 'integer', deal_score: 'numeric', score_band: 'text',
  }),
  fact_verified_leads: factColumns({ enquiry_reference: 'text', lead_reference: 'text', verified_by: 'text' }),
  fact_lead_deliveries: factColumns({ enquiry_reference: 'text', supplier_id: 'integer', outcome: 'text', attempt: 'integer', error_code: 'text' }),
  fact_reward_claims: factColumns({ claim_id: 'text', kind: 'text', user_id: 'text', broker_id: 'integer', value_pence: 'integer', flagged_checks: 'text[]' }),
  fact_reward_decisions: factColumns({ claim_id: 'text', decision: 'text', staff_id: 'text', reason: 'text' }),
  fact_price_changes: factColumns({
    supplier_id: 'integer', vehicle_id: 'integer', kind: 'text', effective_at: 'timestamptz', offers_priced: 'integer', offers_dropped: 'integer', cheapest_monthly_pence: 'integer', previous_cheapest_pence: 'integer',
  }),
  fact_ai_searches: factColumns({
    conversation_id: 'uuid', turn: 'smallint', user_id: 'text', engine: 'text', query: 'text', dropped: 'text[]', filters: 'jsonb', read_as: 'jsonb', unread: 'text[]', fallback: 'boolean', results: 'integer',
  }),
  fact_alerts_sent: factColumns({ kind: 'text', mode: 'text', vehicle_id: 'integer', deal_id: 'bigint', price_pence: 'integer', previous_pence: 'integer', searches: 'integer', deals: 'integer' }),
} as const;
type Fact = keyof typeof FACTS;

const VEHICLE_COLUMNS = {
  vehicle_id: 'integer', vehicle_type: 'smallint', manufacturer_id: 'integer', manufacturer: 'text', range_id: 'integer', range: 'text', model: 'text', derivative: 'text', body_style: 'text', fuel_type: 'text', transmission: 'text', drive_type: 'text',
  withdrawn: 'boolean', commit_pos: 'bigint', prepare_pos: 'bigint',
};
const SUPPLIER_COLUMNS = { supplier_id: 'integer', name: 'text', kind: 'text', rating: 'numeric', commit_pos: 'bigint', prepare_pos: 'bigint' };
const VISITOR_COLUMNS = {
  visitor_key: 'text', first_seen_at: 'timestamptz', last_seen_at: 'timestamptz', events: 'integer', user_id: 'text', first_source: 'text', first_medium: 'text', first_campaign: 'text',
  last_source: 'text', last_medium: 'text', last_campaign: 'text', experiment_name: 'text', experiment_group: 'text', device_type: 'text',
};

interface DealSeen {
  dealId: number; vehicleId: number; supplierId: number; leaseType: number; term: number; mileage: number; initialPaymentInMonths: number; monthlyPaymentPence: number; dealScore: number | null;
}
interface Batch {
  facts: Record<Fact, Row[]>;
  vehicles: Map<number, Row>;
  withdrawn: Row[];
  suppliers: Map<number, Row>;
  visitors: Map<string, Row>;
  priceBooks: { event: RecordedEvent; supplierId: number; vehicleId: number; kind: string; effectiveAt: string; priced: Offer[]; dropped: number }[];
}

const position = (event: RecordedEvent) => ({ commit_pos: String(event.position.commit), prepare_pos: String(event.position.prepare) });
const claimOf = (event: RecordedEvent) => event.streamName.slice('reward-'.length);

function siteEvent(batch: Batch, event: RecordedEvent): void {
  const site = eventData<AnalyticsEvent>(event);
  const log = fromTheLog(event);
  const group = site.experiment?.group ?? null;
  const payload = site.payload as Record<string, unknown>;
  const reference = [payload.enquiryReference, payload.leadReference].find((value) => typeof value === 'string') ?? null;
  batch.facts.fact_site_events.push({
    ...log, name: site.name, visitor_key: site.visitorKey, user_id: site.userId, happened_at: site.timestamp, path: site.location.path, params: site.location.params, payload,
    reference, experiment_name: site.experiment?.name ?? null, experiment_group: group, device_type: site.device.type, browser: site.device.browser, os: site.device.os,
    app_version: site.app.version, ad_consent: site.consent.ad,
  });
  const who = { visitor_key: site.visitorKey, user_id: site.userId, experiment_group: group };
  if (site.name === 'search') {
    batch.facts.fact_searches.push({ ...log, ...who, vehicle_type: payload.vehicleType, lease_type: payload.leaseType, results: payload.results, page: payload.page ?? 1, filters: site.location.params });
  }
  if (site.name === 'deal_view') {
    const score = payload.dealScore as number | null;
    batch.facts.fact_deal_views.push({
      ...log, ...who, deal_id: payload.dealId, vehicle_id: payload.vehicleId, supplier_id: payload.supplierId ?? null, deal_score: score, score_band: scoreBand(score), monthly_payment_pence: payload.monthlyPaymentPence ?? null,
    });
  }
  const seen = batch.visitors.get(site.visitorKey);
  const first = site.firstTouch;
  const last = site.lastTouch;
  batch.visitors.set(site.visitorKey, {
    visitor_key: site.visitorKey,
    first_seen_at: (seen?.first_seen_at as string | undefined) ?? log.occurred_at,
    last_seen_at: log.occurred_at,
    events: ((seen?.events as number | undefined) ?? 0) + 1,
    user_id: site.userId ?? seen?.user_id ?? null,
    first_source: seen?.first_source ?? first?.utm_source ?? null,
    first_medium: seen?.first_medium ?? first?.utm_medium ?? null,
    first_campaign: seen?.first_campaign ?? first?.utm_campaign ?? null,
    last_source: last?.utm_source ?? seen?.last_source ?? null,
    last_medium: last?.utm_medium ?? seen?.last_medium ?? null,
    last_campaign: last?.utm_campaign ?? seen?.last_campaign ?? null,
    experiment_name: site.experiment?.name ?? seen?.experiment_name ?? null,
    experiment_group: group ?? seen?.experiment_group ?? null,
    device_type: site.device.type,
  });
}

function enquiry(batch: Batch, event: RecordedEvent, reference: string, kind: string, userId: string | null, deal: DealSeen): void {
  batch.facts.fact_enquiries.push({
    ...fromTheLog(event), reference, kind, user_id: userId, deal_id: deal.dealId, vehicle_id: deal.vehicleId, supplier_id: deal.supplierId, lease_type: deal.leaseType, term: deal.term,
    mileage: deal.mileage, initial_payment_in_months: deal.initialPaymentInMonths, monthly_payment_pence: deal.monthlyPaymentPence, deal_score: deal.dealScore, score_band: scoreBand(deal.dealScore),
  });
}

type Handler = (batch: Batch, event: RecordedEvent) => void;

const HANDLERS: Record<string, Handler> = {
  AnalyticsEventRecorded: siteEvent,
  EnquirySent: (batch, event) => {
    const data = eventData<{ enquiryReference: string; userId: string; deal: DealSeen }>(event);
    enquiry(batch, event, data.enquiryReference, 'enquiry', data.userId, data.deal);
    // A signed-in person's enquiry is verified by their account: it goes to the supplier as it is.
    batch.facts.fact_verified_leads.push({ ...fromTheLog(event), enquiry_reference: data.enquiryReference, lead_reference: null, verified_by: 'account' });
  },
  CallBackRequested: (batch, event) => {
    const data = eventData<{ leadReference: string; deal: DealSeen }>(event);
    enquiry(batch, event, data.leadReference, 'call-back', null, data.deal);
  },
  LeadVerified: (batch, event) => {
    const data = eventData<{ leadReference: string; enquiryReference: string }>(event);
    batch.facts.fact_verified_leads.push({ ...fromTheLog(event), enquiry_reference: data.enquiryReference, lead_reference: data.leadReference, verified_by: 'code' });
  },
  EnquiryDeliveredToSupplier: (batch, event) => {
    const data = eventData<{ enquiryReference: string; supplierId: number | null; attempt: number }>(event);
    batch.facts.fact_lead_deliveries.push({ ...fromTheLog(event), enquiry_reference: data.enquiryReference, supplier_id: data.supplierId, outcome: 'delivered', attempt: data.attempt, error_code: null });
  },
  SupplierDeliveryFailed: (batch, event) => {
    const data = eventData<{ enquiryReference: string; supplierId: number | null; attempt: number; errorCode: string }>(event);
    batch.facts.fact_lead_deliveries.push({ ...fromTheLog(event), enquiry_reference: data.enquiryReference, supplier_id: data.supplierId, outcome: 'failed', attempt: data.attempt, error_code: data.errorCode });
  },
  RewardClaimed: (batch, event) => {
    const data = eventData<{ claimId: string; kind: string; userId: string; brokerId: number; valuePence: number; checks: { check: string; flagged: boolean }[] }>(event);
    batch.facts.fact_reward_claims.push({
      ...fromTheLog(event), claim_id: data.claimId, kind: data.kind, user_id: data.userId, broker_id: data.brokerId, value_pence: data.valuePence,
      flagged_checks: data.checks.filter((check) => check.flagged).map((check) => check.check),
    });
  },
  RewardApprovalGiven: (batch, event) => {
    const data = eventData<{ staffId: string; note: string | null }>(event);
    batch.facts.fact_reward_decisions.push({ ...fromTheLog(event), claim_id: claimOf(event), decision: 'approval given', staff_id: data.staffId, reason: data.note });
  },
  RewardApproved: (batch, event) => {
    const data = eventData<{ staffIds: string[]; note: string | null }>(event);
    batch.facts.fact_reward_decisions.push({ ...fromTheLog(event), claim_id: claimOf(event), decision: 'approved', staff_id: data.staffIds.at(-1) ?? null, reason: data.note });
  },
  RewardDeclined: (batch, event) => {
    const data = eventData<{ staffId: string; reason: string }>(event);
    batch.facts.fact_reward_decisions.push({ ...fromTheLog(event), claim_id: claimOf(event), decision: 'declined', staff_id: data.staffId, reason: data.reason });
  },
  RewardVoucherSent: (batch, event) => {
    batch.facts.fact_reward_decisions.push({ ...fromTheLog(event), claim_id: claimOf(event), decision: 'voucher sent', staff_id: null, reason: null });
  },
  // Rate books are read as written (the log's writer validated them): parsing 1,200-offer tuples again would cost
  // the catalogue's projection as much again, for two numbers per book.
  PriceFeedPublished: (batch, event) => {
    const data = event.data as { supplierId: number; vehicleId: number; effectiveAt: string; offers: Offer[] };
    batch.priceBooks.push({ event, supplierId: data.supplierId, vehicleId: data.vehicleId, kind: 'rate book', effectiveAt: data.effectiveAt, priced: data.offers, dropped: 0 });
  },
  PriceFeedChangesPublished: (batch, event) => {
    const data = event.data as { supplierId: number; vehicleId: number; effectiveAt: string; upserted: Offer[]; dropped: unknown[] };
    batch.priceBooks.push({ event, supplierId: data.supplierId, vehicleId: data.vehicleId, kind: 'changes', effectiveAt: data.effectiveAt, priced: data.upserted, dropped: data.dropped.length });
  },
  PriceDropNoticed: (batch, event) => {
    const data = eventData<{ vehicleId: number; dealId: number; pricePence: number; previousPence: number | null }>(event);
    batch.facts.fact_alerts_sent.push({
      ...fromTheLog(event), kind: 'price-drop', mode: 'instant', vehicle_id: data.vehicleId, deal_id: data.dealId, price_pence: data.pricePence, previous_pence: data.previousPence, searches: 0, deals: 1,
    });
  },
  SavedSearchNewsTold: (batch, event) => {
    const data = eventData<{ mode: string; deals: unknown[]; more: number; searches: unknown[] }>(event);
    batch.facts.fact_alerts_sent.push({
      ...fromTheLog(event), kind: 'saved-search', mode: data.mode, vehicle_id: null, deal_id: null, price_pence: null, previous_pence: null, searches: data.searches.length, deals: data.deals.length + data.more,
    });
  },
  SupplierOnboarded: (batch, event) => {
    const data = eventData<{ supplierId: number; name: string; kind: string; rating: number }>(event);
    batch.suppliers.set(data.supplierId, { supplier_id: data.supplierId, name: data.name, kind: data.kind, rating: data.rating, ...position(event) });
  },
  AiSearchTurnTaken: (batch, event) => {
    const turn = eventData<AiSearchEvent['data']>(event);
    batch.facts.fact_ai_searches.push({
      ...fromTheLog(event), conversation_id: turn.conversationId, turn: turn.turn, user_id: turn.ownerUserId, engine: turn.engine, query: turn.query, dropped: turn.drop,
      filters: turn.searchParameters, read_as: turn.readings, unread: turn.unread, fallback: turn.fallback, results: turn.resultsTotal,
    });
  },
  VehicleWithdrawn: (batch, event) => {
    const data = eventData<{ vehicleId: number }>(event);
    batch.withdrawn.push({ vehicle_id: data.vehicleId, ...position(event) });
  },
};

interface VehicleSpec {
  vehicleId: number; vehicleType: number; manufacturer: { id: number; name: string }; range: { id: number; name: string }; model: string; derivative: string;
  bodyStyle: { name: string }; fuelType: { name: string }; transmissionType: { name: string }; driveType: { name: string };
}
const vehicleRow: Handler = (batch, event) => {
  const data = eventData<VehicleSpec>(event);
  batch.vehicles.set(data.vehicleId, {
    vehicle_id: data.vehicleId, vehicle_type: data.vehicleType, manufacturer_id: data.manufacturer.id, manufacturer: data.manufacturer.name, range_id: data.range.id, range: data.range.name, model: data.model, derivative: data.derivative,
    body_style: data.bodyStyle.name, fuel_type: data.fuelType.name, transmission: data.transmissionType.name, drive_type: data.driveType.name, withdrawn: false, ...position(event),
  });
  // A vehicle withdrawn earlier in the batch and listed again is listed.
  batch.withdrawn = batch.withdrawn.filter((row) => row.vehicle_id !== data.vehicleId);
};
HANDLERS.VehicleListed = vehicleRow;
HANDLERS.VehicleUpdated = vehicleRow;

const MONTHLY = 5;

/** Each rate book change with the cheapest price it set and the cheapest the one before it (same supplier, vehicle) set. */
async function priceChangeRows(em: EntityManager, books: Batch['priceBooks']): Promise<Row[]> {
  if (books.length === 0) return [];
  const keyOf = (supplierId: number, vehicleId: number) => `${supplierId}:${vehicleId}`;
  const keys = [...new Map(books.map((book) => [keyOf(book.supplierId, book.vehicleId), book])).values()];
  const before = await query<{ supplier_id: number; vehicle_id: number; cheapest: number | null }>(
    em,
    `SELECT DISTINCT ON (f.supplier_id, f.vehicle_id) f.supplier_id, f.vehicle_id, f.cheapest_monthly_pence AS cheapest
     FROM fact_price_changes f JOIN unnest(?::int[], ?::int[]) AS k(supplier_id, vehicle_id) USING (supplier_id, vehicle_id)
     ORDER BY f.supplier_id, f.vehicle_id, f.commit_pos DESC, f.prepare_pos DESC`,
    [keys.map((book) => book.supplierId), keys.map((book) => book.vehicleId)],
  );
  const last = new Map(before.map((row) => [keyOf(row.supplier_id, row.vehicle_id), row.cheapest]));
  return books.map((book) => {
    const key = keyOf(book.supplierId, book.vehicleId);
    const cheapest = book.priced.length > 0 ? Math.min(...book.priced.map((offer) => offer[MONTHLY])) : null;
    const previous = last.get(key) ?? null;
    if (cheapest !== null) last.set(key, cheapest);
    return {
      ...fromTheLog(book.event), supplier_id: book.supplierId, vehicle_id: book.vehicleId, kind: book.kind, effective_at: book.effectiveAt, offers_priced: book.priced.length,
      offers_dropped: book.dropped, cheapest_monthly_pence: cheapest, previous_cheapest_pence: previous,
    };
  });
}

const upsert = (key: string, columns: Record<string, string>) =>
  `ON CONFLICT (${key}) DO UPDATE SET ${Object.keys(columns).filter((column) => column !== key).map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`;

export const analyticsProjector: Projector = {
  name: 'analytics',
  // 2: the AI search's turns (fact_ai_searches).
  version: 2,
  schema: ANALYTICS_SCHEMA,
  eventTypes: Object.keys(HANDLERS),
  tables: [...Object.keys(FACTS), 'dim_vehicles', 'dim_suppliers', 'dim_visitors'],
  // Rate books ride along (for their cheapest price), as in the event history: small batches keep each a few MB.
  batchSize: 40,
  async apply(events, em) {
    const batch: Batch = {
      facts: Object.fromEntries(Object.keys(FACTS).map((table) => [table, []])) as unknown as Batch['facts'],
      vehicles: new Map(), withdrawn: [], suppliers: new Map(), visitors: new Map(), priceBooks: [],
    };
    for (const event of events) HANDLERS[event.type]?.(batch, event);
    batch.facts.fact_price_changes = await priceChangeRows(em, batch.priceBooks);
    for (const [table, rows] of Object.entries(batch.facts)) await insertRows(em, table, FACTS[table as Fact], rows);
    await insertRows(em, 'dim_vehicles', VEHICLE_COLUMNS, [...batch.vehicles.values()], upsert('vehicle_id', VEHICLE_COLUMNS));
    if (batch.withdrawn.length > 0) {
      await query(em, 'UPDATE dim_vehicles SET withdrawn = true WHERE vehicle_id = ANY(?::int[])', [batch.withdrawn.map((row) => row.vehicle_id)]);
    }
    await insertRows(em, 'dim_suppliers', SUPPLIER_COLUMNS, [...batch.suppliers.values()], upsert('supplier_id', SUPPLIER_COLUMNS));
    // A visitor's first touch and first sighting stay as first recorded; the rest follow the latest event.
    await insertRows(
      em,
      'dim_visitors',
      VISITOR_COLUMNS,
      [...batch.visitors.values()],
      `ON CONFLICT (visitor_key) DO UPDATE SET
         last_seen_at = GREATEST(dim_visitors.last_seen_at, EXCLUDED.last_seen_at), events = dim_visitors.events + EXCLUDED.events,
         user_id = COALESCE(EXCLUDED.user_id, dim_visitors.user_id),
         first_source = COALESCE(dim_visitors.first_source, EXCLUDED.first_source), first_medium = COALESCE(dim_visitors.first_medium, EXCLUDED.first_medium),
         first_campaign = COALESCE(dim_visitors.first_campaign, EXCLUDED.first_campaign),
         last_source = COALESCE(EXCLUDED.last_source, dim_visitors.last_source), last_medium = COALESCE(EXCLUDED.last_medium, dim_visitors.last_medium),
         last_campaign = COALESCE(EXCLUDED.last_campaign, dim_visitors.last_campaign),
         experiment_name = COALESCE(EXCLUDED.experiment_name, dim_visitors.experiment_name), experiment_group = COALESCE(EXCLUDED.experiment_group, dim_visitors.experiment_group),
         device_type = EXCLUDED.device_type`,
    );
  },
};
