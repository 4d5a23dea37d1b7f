import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDealId, parseSearchQuery, type GarageEvent, type PriceAlertEvent, type SavedSearchEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import type { Projector } from '../runner/projector';
import { query } from '../runner/sql';
import { anchorsOf } from './saved-search-anchors';

type Data<Union extends { type: string; data: unknown }, Type extends Union['type']> = Extract<Union, { type: Type }>['data'];

/** The person a stream belongs to: `garage-<userId>`, `savedsearch-<userId>`, `pricealert-<userId>`. */
const userOf = (event: RecordedEvent) => event.streamName.slice(event.streamName.indexOf('-') + 1);

async function onGarage(em: EntityManager, event: RecordedEvent, at: Date) {
  const type = event.type as GarageEvent['type'];
  if (type === 'GarageEntrySaved') {
    const data = eventData<Data<GarageEvent, 'GarageEntrySaved'>>(event);
    // A deal merged from the browser keeps the day it was first saved there.
    const savedAt = data.savedAt ? new Date(data.savedAt) : at;
    await query(
      em,
      `INSERT INTO garage_entries (user_id, vehicle_id, deal_id, lease_type, saved_monthly_pence, saved_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, vehicle_id, deal_id) DO UPDATE SET saved_monthly_pence = EXCLUDED.saved_monthly_pence, modified_at = EXCLUDED.modified_at`,
      [userOf(event), data.vehicleId, data.dealId ?? 0, data.dealId === null ? null : (parseDealId(data.dealId)?.profile[0] ?? null), data.monthlyPence, savedAt, at],
    );
    return;
  }
  const data = eventData<Data<GarageEvent, 'GarageEntryRemoved'>>(event);
  await query(em, 'DELETE FROM garage_entries WHERE user_id = ? AND vehicle_id = ? AND deal_id = ?', [userOf(event), data.vehicleId, data.dealId ?? 0]);
}

/** Keeps saved_queries' count of the alerting searches that hold a query. */
async function countQuery(em: EntityManager, text: string, anchors: readonly string[], change: number) {
  if (change === 0) return;
  await query(
    em,
    `INSERT INTO saved_queries (query, anchors, searches) VALUES (?, ?, ?)
     ON CONFLICT (query) DO UPDATE SET searches = saved_queries.searches + EXCLUDED.searches`,
    [text, anchors, change],
  );
}

async function onSavedSearch(em: EntityManager, event: RecordedEvent, at: Date) {
  const type = event.type as SavedSearchEvent['type'];
  const user = userOf(event);
  switch (type) {
    case 'SearchSaved': {
      const data = eventData<Data<SavedSearchEvent, 'SearchSaved'>>(event);
      // The query was validated when saved; a search the schema no longer reads is filed under nothing and never matches.
      const parsed = parseSearchQuery(data.query);
      const anchors = parsed.success ? anchorsOf(parsed.data) : [];
      // Every part of a WITH sees the table as it was, so "before" is the search as it stood ahead of this save.
      const [row] = await query<{ was: boolean | null; alerting: boolean }>(
        em,
        `WITH before AS (SELECT alert <> 'off' AS alerting FROM saved_searches WHERE user_id = ? AND search_reference = ?),
         saved AS (
           INSERT INTO saved_searches (user_id, search_reference, name, query, vehicle_type, lease_type, alert, saved_at, last_viewed_at, anchors)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, search_reference) DO UPDATE SET name = EXCLUDED.name, alert = EXCLUDED.alert
           RETURNING alert <> 'off' AS alerting)
         SELECT (SELECT alerting FROM before) AS was, (SELECT alerting FROM saved) AS alerting`,
        [user, data.searchReference, user, data.searchReference, data.name, data.query, data.vehicleType, data.leaseType, data.alert, at, at, anchors],
      );
      await countQuery(em, data.query, anchors, Number(row?.alerting ?? false) - Number(row?.was ?? false));
      return;
    }
    case 'SavedSearchRemoved': {
      const [gone] = await query<{ query: string; anchors: string[]; alerting: boolean }>(
        em,
        `DELETE FROM saved_searches WHERE user_id = ? AND search_reference = ? RETURNING query, anchors, alert <> 'off' AS alerting`,
        [user, eventData<{ searchReference: string }>(event).searchReference],
      );
      if (gone?.alerting) await countQuery(em, gone.query, gone.anchors, -1);
      return;
    }
    case 'SavedSearchAlertChanged': {
      const data = eventData<Data<SavedSearchEvent, 'SavedSearchAlertChanged'>>(event);
      const [row] = await query<{ query: string; anchors: string[]; was: boolean; alerting: boolean }>(
        em,
        `WITH before AS (SELECT alert <> 'off' AS alerting FROM saved_searches WHERE user_id = ? AND search_reference = ?)
         UPDATE saved_searches SET alert = ? WHERE user_id = ? AND search_reference = ?
         RETURNING query, anchors, (SELECT alerting FROM before) AS was, alert <> 'off' AS alerting`,
        [user, data.searchReference, data.alert, user, data.searchReference],
      );
      if (row) await countQuery(em, row.query, row.anchors, Number(row.alerting) - Number(row.was));
      return;
    }
    case 'SavedSearchViewed':
      await query(em, 'UPDATE saved_searches SET last_viewed_at = ? WHERE user_id = ? AND search_reference = ?', [
        at,
        user,
        eventData<{ searchReference: string }>(event).searchReference,
      ]);
      return;
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

async function onPriceAlert(em: EntityManager, event: RecordedEvent, at: Date) {
  const type = event.type as PriceAlertEvent['type'];
  const user = userOf(event);
  switch (type) {
    case 'PriceAlertSet': {
      const { vehicleId, profile, targetPence, priceWhenSetPence } = eventData<Data<PriceAlertEvent, 'PriceAlertSet'>>(event);
      await query(
        em,
        `INSERT INTO price_alerts (user_id, vehicle_id, lease_type, term, mileage, initial_months, target_pence, price_when_set_pence, created_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active')
         ON CONFLICT (user_id, vehicle_id) DO UPDATE SET lease_type = EXCLUDED.lease_type, term = EXCLUDED.term, mileage = EXCLUDED.mileage,
           initial_months = EXCLUDED.initial_months, target_pence = EXCLUDED.target_pence, price_when_set_pence = EXCLUDED.price_when_set_pence,
           created_at = EXCLUDED.created_at, status = 'active', last_noticed_pence = NULL, last_noticed_at = NULL, expired_reason = NULL, expired_at = NULL`,
        [user, vehicleId, profile.leaseType, profile.term, profile.mileage, profile.initialPaymentInMonths, targetPence, priceWhenSetPence, at],
      );
      return;
    }
    case 'PriceAlertRemoved':
      await query(em, 'DELETE FROM price_alerts WHERE user_id = ? AND vehicle_id = ?', [user, eventData<{ vehicleId: number }>(event).vehicleId]);
      return;
    case 'PriceDropNoticed': {
      const data = eventData<Data<PriceAlertEvent, 'PriceDropNoticed'>>(event);
      await query(em, 'UPDATE price_alerts SET last_noticed_pence = ?, last_noticed_at = ? WHERE user_id = ? AND vehicle_id = ?', [
        data.pricePence,
        at,
        user,
        data.vehicleId,
      ]);
      return;
    }
    case 'PriceAlertExpired': {
      const data = eventData<Data<PriceAlertEvent, 'PriceAlertExpired'>>(event);
      await query(em, `UPDATE price_alerts SET status = 'expired', expired_reason = ?, expired_at = ? WHERE user_id = ? AND vehicle_id = ?`, [
        data.reason,
        at,
        user,
        data.vehicleId,
      ]);
      return;
    }
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

const GARAGE = ['GarageEntrySaved', 'GarageEntryRemoved'];
const SAVED_SEARCH = ['SearchSaved', 'SavedSearchRemoved', 'SavedSearchAlertChanged', 'SavedSearchViewed'];
const PRICE_ALERT = ['PriceAlertSet', 'PriceAlertRemoved', 'PriceDropNoticed', 'PriceAlertExpired'];

/** Garage entries, saved searches (with their index terms) and price alerts: what the account space lists. */
export const accountSpaceProjector: Projector = {
  name: 'account-space',
  eventTypes: [...GARAGE, ...SAVED_SEARCH, ...PRICE_ALERT],
  tables: ['garage_entries', 'saved_searches', 'saved_queries', 'price_alerts'],
  async apply(events, em) {
    for (const event of events) {
      const at = occurredAt(event);
      if (GARAGE.includes(event.type)) await onGarage(em, event, at);
      else if (SAVED_SEARCH.includes(event.type)) await onSavedSearch(em, event, at);
      else await onPriceAlert(em, event, at);
    }
  },
};
