import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { personIdForUser, priceAlertStream, savedSearchStream } from '../domain/src';
import type { EventData, EventStore } from '../event-store/src';
import type { PersonVault } from '../projections/src';
import { Random } from '../scripts/catalogue/random';

// The people the alerts benchmark watches for: accounts (straight into the users read model, their addresses sealed
// in the vault as sign-up seals them: sign-up is not what is measured), then their saved searches and price alerts as events in their own streams, the way the API
// writes them, so the deciders and the account-space projection see exactly what production would.

export interface PopulationSize {
  searches: number;
  alerts: number;
}

const SEARCHES_PER_PERSON = 4;
const ALERTS_PER_PERSON = 2;
const APPEND_CONCURRENCY = 8;

interface VehicleRow {
  vehicle_id: number;
  vehicle_type: number;
  manufacturer_id: number;
  range_id: number;
  body_style_id: number;
  fuel_type_id: number;
  deals: number;
}

const reference = (prefix: string, n: number) => `${prefix}${n.toString(36).padStart(9, '0')}`;
const userId = (n: number) => `bench-user-${n}`;

/** A search as people make them: mostly a make or a range, often a budget, sometimes a fuel or body style. */
function searchQuery(random: Random, vehicles: readonly VehicleRow[]): { query: string; vehicleType: 1 | 2; leaseType: 1 | 2 } {
  // Popular vehicles (more deals) are searched for more: pick a vehicle weighted by its deals, then search around it.
  const vehicle = vehicles[Math.floor(random.next() * random.next() * vehicles.length)]!;
  const vehicleType = vehicle.vehicle_type as 1 | 2;
  const leaseType: 1 | 2 = vehicleType === 2 || random.next() < 0.3 ? 1 : 2;
  const params: [string, string][] = [
    ['leaseTypes', String(leaseType)],
    ['vehicleTypes', String(vehicleType)],
  ];
  const shape = random.next();
  if (shape < 0.35) params.push(['ranges', String(vehicle.range_id)]);
  else if (shape < 0.75) params.push(['manufacturers', String(vehicle.manufacturer_id)]);
  else if (shape < 0.85) params.push(['bodyStyles', String(vehicle.body_style_id)]);
  else if (shape < 0.95) params.push(['fuelTypes', String(vehicle.fuel_type_id)]);
  if (random.next() < 0.5) params.push(['monthlyPaymentMax', String(150 + 50 * Math.floor(random.next() * 10))]);
  if (random.next() < 0.15) params.push(['terms', String([24, 36, 48][Math.floor(random.next() * 3)])]);
  params.sort(([a], [b]) => a.localeCompare(b));
  return { query: new URLSearchParams(params).toString(), vehicleType, leaseType };
}

const event = (type: string, data: unknown, occurredAt: string): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { schemaVersion: 1, correlationId: 'bench', causationId: 'bench', actor: 'system', occurredAt, source: { app: 'bench', version: 'bench' } },
});

async function eachConcurrently(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: APPEND_CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** Writes the population; answers how many people it made. Half have price-alert emails on. */
export async function populate(store: EventStore, vault: PersonVault, client: pg.Client, size: PopulationSize, now: Date): Promise<{ people: number }> {
  const random = new Random(20_261_125, 'alerts-population');
  const occurredAt = now.toISOString();
  const { rows: vehicles } = await client.query<VehicleRow>(
    `SELECT v.vehicle_id, v.vehicle_type, v.manufacturer_id, v.range_id, v.body_style_id, v.fuel_type_id, count(*)::int AS deals
     FROM vehicles v JOIN deals d USING (vehicle_id) WHERE NOT v.withdrawn GROUP BY v.vehicle_id ORDER BY deals DESC, v.vehicle_id`,
  );
  const people = Math.ceil(size.searches / SEARCHES_PER_PERSON);
  const accounts = Math.max(people, Math.ceil(size.alerts / ALERTS_PER_PERSON));
  const emails: string[] = new Array(accounts);
  await eachConcurrently(accounts, async (n) => {
    emails[n] = (await vault.seal(personIdForUser(userId(n)), { email: `person${n}@example.com` })).email;
  });
  for (let from = 0; from < accounts; from += 10_000) {
    const ids = Array.from({ length: Math.min(10_000, accounts - from) }, (_, i) => from + i);
    await client.query(
      `INSERT INTO users (user_id, method, email, verified, price_alert, created_at, updated_at)
       SELECT 'bench-user-' || n, 'email', e, true, n % 2 = 0, $3, $3 FROM unnest($1::int[], $2::text[]) AS t(n, e)
       ON CONFLICT DO NOTHING`,
      [ids, ids.map((n) => emails[n]), now],
    );
  }

  await eachConcurrently(people, async (person) => {
    const count = Math.min(SEARCHES_PER_PERSON, size.searches - person * SEARCHES_PER_PERSON);
    const events = Array.from({ length: count }, (_, i) => {
      const search = searchQuery(random, vehicles);
      const alert = random.next() < 0.3 ? 'instant' : random.next() < 0.4 ? 'daily' : 'off';
      return event('SearchSaved', { searchReference: reference('s', person * SEARCHES_PER_PERSON + i), name: null, ...search, alert }, occurredAt);
    });
    await store.appendToStream(savedSearchStream(userId(person)), events, { expectedRevision: 'any' });
  });

  // Alerts on the profile people lease most, priced as the API would have priced them when set.
  const alertPeople = Math.ceil(size.alerts / ALERTS_PER_PERSON);
  const profile = { leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: null };
  const { rows: cheapest } = await client.query<{ vehicle_id: number; pence: number }>(
    'SELECT vehicle_id, min(monthly_pence) AS pence FROM deals WHERE lease_type = 2 AND term = 36 AND mileage = 10000 GROUP BY vehicle_id',
  );
  const priced = cheapest.filter((row) => vehicles.some((vehicle) => vehicle.vehicle_id === row.vehicle_id));
  await eachConcurrently(alertPeople, async (person) => {
    const count = Math.min(ALERTS_PER_PERSON, size.alerts - person * ALERTS_PER_PERSON);
    const chosen = new Map<number, number>();
    while (chosen.size < count) {
      const row = priced[Math.floor(random.next() * random.next() * priced.length)]!;
      chosen.set(row.vehicle_id, row.pence);
    }
    const events = [...chosen].map(([vehicleId, pence]) =>
      event('PriceAlertSet', { vehicleId, profile, targetPence: random.next() < 0.3 ? Math.round(pence * 0.97) : null, priceWhenSetPence: pence }, occurredAt),
    );
    await store.appendToStream(priceAlertStream(userId(person)), events, { expectedRevision: 'any' });
  });
  return { people };
}
