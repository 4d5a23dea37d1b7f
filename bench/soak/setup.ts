import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dealId, supplierDecider, supplierStream, userStream } from '../../domain/src';
import { comparePositions, parsePosition, type EventStore, type Position } from '../../event-store/src';
import { handleCommand } from '../../command-api/src';
import { readCode } from '../../command-api/src/leads/verification-codes';
import { FILTER_LISTS, PersonVault, projectors, waitForProjections } from '../../projections/src';
import type { Scale } from '../../scripts/catalogue/generate';
import { seedCatalogue } from '../../scripts/seed-catalogue';
import { testSupplier } from '../../test-support/catalogue-fixtures';
import { issueSupplierKey, sendFeed, type JsonFeed } from '../../test-support/supplier-feeds';
import { searchRequestMix } from '../search-mix';
import { SOAK_SECRET } from './stack';

// What the visitors find when the clock starts: the generated catalogue seeded through the commands, one more
// supplier whose lead endpoint is the soak's HTTP receiver (the generated suppliers have none, so their leads would
// wait in the outbox) with an API key and a first rate book sent over HTTP, and verified accounts to sign in with.

export const SOAK_SUPPLIER = 90;
export const PASSWORD = 'Correct-horse-9';
const SUPPLIER_VEHICLES = 40;
/** Each of the supplier's vehicles is offered on these profiles: [leaseType, term, mileage]; 9 months up front, factory order. */
const PROFILES = ([1, 2] as const).flatMap((leaseType) => [36, 48].flatMap((term) => [8000, 10000].map((mileage) => [leaseType, term, mileage] as const)));

export interface Account {
  email: string;
  idToken: string;
}

export interface World {
  supplierKey: string;
  /** The soak supplier's vehicles and what each offers now, for the feed every minute. */
  supplierBook: { vehicleId: number; prices: number[] }[];
  /** Deals whose leads and enquiries go to the soak's receiver. */
  leadDeals: number[];
  /** A sample of the whole catalogue's deals, for deal pages. */
  catalogueDeals: number[];
  searches: string[];
  filterLists: string[];
  accounts: Account[];
  seed: { scale: Scale; suppliers: number; vehicles: number; offers: number; seconds: number };
}

const metadata = (now: Date) => {
  const id = randomUUID();
  return { correlationId: id, causationId: id, actor: 'system', occurredAt: now.toISOString(), source: { app: 'soak', version: 'soak' } };
};

/** Waits until every projector has read up to the position (the projector process builds the read models meanwhile). */
export async function readModelsAt(orm: MikroORM, position: Position | string | null, withinMs = 20 * 60_000): Promise<void> {
  const target = typeof position === 'string' ? parsePosition(position) : position;
  if (!target) return;
  const deadline = Date.now() + withinMs;
  const names = projectors.map((projector) => projector.name);
  while (!(await waitForProjections(orm, names, target, 2000))) {
    if (Date.now() > deadline) throw new Error(`the read models did not reach the seed within ${withinMs / 1000} s`);
  }
}

const priceOf = (vehicleId: number, profile: number) => Math.round(18_000 + ((vehicleId * 7919 + profile * 104_729) % 30_000)) / 100;

export function supplierFeed(book: World['supplierBook'], feedId: string, mode: 'full' | 'changes', effectiveAt: Date): JsonFeed {
  return {
    feedId,
    effectiveAt: effectiveAt.toISOString(),
    mode,
    vehicles: book.map(({ vehicleId, prices }) => ({
      vehicleId,
      excessMileagePencePerMile: 8.5,
      offers: PROFILES.map(([leaseType, term, mileage], i) => ({ leaseType, term, mileage, initialPaymentInMonths: 9, stockStatus: 2, monthlyPayment: prices[i]! })),
    })),
  };
}

/** Two of each vehicle's offers move by up to £12 either way: the change set a supplier sends through the day. */
export function repriceSome(book: World['supplierBook'], minute: number): World['supplierBook'] {
  return book.map(({ vehicleId, prices }) => ({
    vehicleId,
    prices: prices.map((price, i) => ((i + minute) % PROFILES.length < 2 ? Math.max(99, Math.round(price * 100 + (((vehicleId + minute * 31 + i) % 25) - 12) * 100) / 100) : price)),
  }));
}

async function createAccounts(store: EventStore, orm: MikroORM, apiUrl: string, count: number): Promise<Account[]> {
  const vault = new PersonVault(orm, SOAK_SECRET);
  const accounts: Account[] = [];
  let next = 0;
  const post = async (path: string, body: object, n: number) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.251.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const n = next++;
        const email = `soak-account-${n}@example.com`;
        const { userId } = (await post('/auth/register', { email, password: PASSWORD, firstName: 'Soak', lastName: 'Visitor' }, n)) as { userId: string };
        // The code as the email would carry it, opened from beside the log as test-support/accounts.ts does.
        const issued = (await store.readStream(userStream(userId))).filter((event) => event.type === 'EmailVerificationCodeIssued').at(-1);
        const code = issued ? await readCode({ orm, vault, now: new Date() }, (issued.data as { codeId: string }).codeId) : null;
        if (!code) throw new Error(`no verification code for ${email}`);
        const verified = (await post('/auth/verify', { email, code }, n)) as { idToken: string };
        accounts.push({ email, idToken: verified.idToken });
      }
    }),
  );
  return accounts;
}

export async function prepareWorld(options: {
  store: EventStore;
  orm: MikroORM;
  apiUrl: string;
  receiverUrl: string;
  scale: Scale;
  accounts: number;
  say: (line: string) => void;
}): Promise<World> {
  const { store, orm, apiUrl, say } = options;
  const seed = await seedCatalogue(store, { scale: options.scale, now: new Date(), version: 'soak' });
  say(`seeded the ${options.scale} catalogue: ${seed.vehicles} vehicles, ${seed.currentOffers} offers in ${seed.seconds.toFixed(0)} s`);
  const onboarded = await handleCommand(store, {
    stream: supplierStream(SOAK_SUPPLIER),
    decider: supplierDecider,
    command: { type: 'OnboardSupplier', profile: { ...testSupplier(SOAK_SUPPLIER, 19_900), name: 'Soak Lane Leasing', leadEndpoint: `${options.receiverUrl}/leads` } },
    metadata: metadata(new Date()),
    now: new Date(),
  });
  const started = Date.now();
  const seedAt = parsePosition(seed.position ?? '');
  const onboardedAt = parsePosition(onboarded.position ?? '');
  await readModelsAt(orm, seedAt && onboardedAt && comparePositions(seedAt, onboardedAt) > 0 ? seedAt : (onboardedAt ?? seedAt));
  say(`projected the seed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const supplierKey = await issueSupplierKey(store, apiUrl, SOAK_SECRET, SOAK_SUPPLIER);
  const sql = <Row>(text: string, bindings: unknown[] = []) => orm.em.fork().getConnection().execute<Row[]>(text, bindings);
  const vehicles = await sql<{ vehicle_id: number }>('SELECT vehicle_id FROM vehicles ORDER BY vehicle_id LIMIT ?', [SUPPLIER_VEHICLES]);
  const supplierBook = vehicles.map(({ vehicle_id: vehicleId }) => ({ vehicleId, prices: PROFILES.map((_, i) => priceOf(vehicleId, i)) }));
  const first = await sendFeed(apiUrl, supplierKey, supplierFeed(supplierBook, 'soak-rate-book', 'full', new Date()));
  await readModelsAt(orm, first.position);

  const catalogueDeals = await sql<{ deal_id: string }>('SELECT deal_id FROM deals WHERE supplier_id <> ? ORDER BY md5(deal_id::text) LIMIT 500', [SOAK_SUPPLIER]);
  const makes = await sql<{ id: number }>('SELECT DISTINCT manufacturer_id AS id FROM vehicles ORDER BY 1');
  const ranges = await sql<{ id: number }>('SELECT DISTINCT range_id AS id FROM vehicles ORDER BY 1');
  const accounts = await createAccounts(store, orm, apiUrl, options.accounts);
  say(`created ${accounts.length} verified accounts; supplier ${SOAK_SUPPLIER} offers ${supplierBook.length * PROFILES.length} deals`);
  return {
    supplierKey,
    supplierBook,
    leadDeals: supplierBook.flatMap(({ vehicleId }) => PROFILES.map(([leaseType, term, mileage]) => dealId(SOAK_SUPPLIER, vehicleId, [leaseType, term, mileage, 9, 2]))),
    catalogueDeals: catalogueDeals.map((row) => Number(row.deal_id)),
    searches: searchRequestMix({ makes: makes.map((row) => row.id), ranges: ranges.map((row) => row.id) }),
    filterLists: Object.keys(FILTER_LISTS),
    accounts,
    seed: { scale: options.scale, suppliers: seed.suppliers, vehicles: seed.vehicles, offers: seed.currentOffers, seconds: seed.seconds },
  };
}
