import { dealId, PRICE_ALERT_LIMIT, priceAlertStream, SAVED_SEARCH_LIMIT, savedSearchStream } from '@lease/domain';
import { signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { seedHandmadeCatalogue, testEvent } from '../../../../test-support/catalogue-fixtures';
import { caughtUp } from '../../../../test-support/leads';

// The garage, saved-search and price-alert routes as the site and other callers meet them (docs/account-space.md):
// each person sees only their own, bad input names its field, another person's ids are unknown, repeats are safe.

const START = new Date('2026-12-01T10:00:00Z');
const GOLF_S1_36 = dealId(1, 101, [2, 36, 10000, 9, 2]);
const GOLF_S1_24 = dealId(1, 101, [2, 24, 10000, 9, 2]);
const GOLF_S2_48 = dealId(2, 101, [2, 48, 8000, 9, 2]);
const VAN_S2_48 = dealId(2, 201, [2, 48, 10000, 9, 2]);

let now = START;
let api: TestApi;
let amy: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  await caughtUp(api, await seedHandmadeCatalogue(api.store));
  amy = await signedUpUser(api, 'amy@example.com');
  ben = await signedUpUser(api, 'ben@example.com');
});
afterAll(async () => api.cleanup());

/** The position the last command answered with: each list reads its own writes, as the site does. */
let written = '0-0';

async function post(url: string, who: SignedIn | null, payload: object) {
  const response = await api.app.inject({ method: 'POST', url, payload: { ...payload, ...(who ? { token: who.idToken } : {}) } });
  const body = response.json();
  if (typeof body.position === 'string') written = body.position;
  return { status: response.statusCode, body };
}
async function get(url: string, who: SignedIn | null) {
  const separator = url.includes('?') ? '&' : '?';
  const response = await api.app.inject({ url: `${url}${separator}consistentWith=${written}${who ? `&token=${who.idToken}` : ''}` });
  expect(response.headers['x-consistency'] ?? 'consistent').toBe('consistent');
  return { status: response.statusCode, body: response.json() };
}

describe('every account-space call needs a live sign-in', () => {
  test.each([
    ['POST', '/user/garage/save', { vehicleId: 101 }],
    ['POST', '/user/garage/remove', { vehicleId: 101 }],
    ['POST', '/user/garage/merge', { deals: [] }],
    ['GET', '/user/garage/list', {}],
    ['POST', '/user/search/save', { leaseTypes: [2] }],
    ['GET', '/user/search', {}],
    ['POST', '/price-alerts/add', { vehicleId: 101 }],
    ['GET', '/price-alerts/list/active', {}],
    ['GET', '/price-alerts/exists?vehicleId=101', {}],
  ])('%s %s without a token is 401', async (method, url, payload) => {
    const response = method === 'GET' ? await get(url, null) : await post(url, null, payload);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NOT_AUTHENTICATED');
  });

  test('a token past its 15 minutes is refused, and nothing is saved', async () => {
    const late = await signedUpUser(api, 'late@example.com');
    now = new Date(START.getTime() + 16 * 60_000);
    try {
      expect((await post('/user/garage/save', late, { vehicleId: 101 })).status).toBe(401);
    } finally {
      now = START;
    }
    expect((await get('/user/garage/list', late)).body.pagination.total).toBe(0);
  });
});

describe('garage', () => {
  test('saving again keeps one entry; the list shows what it costs now and how that moved', async () => {
    const first = await post('/user/garage/save', amy, { vehicleId: 101, dealId: GOLF_S1_36 });
    expect(first.status).toBe(200);
    expect((await post('/user/garage/save', amy, { vehicleId: 101, dealId: GOLF_S1_36 })).status).toBe(200);
    const { body } = await get('/user/garage/list', amy);
    expect(body.pagination).toEqual({ page: 1, pageSize: 5, total: 1 });
    expect(body.results[0]).toMatchObject({
      vehicleId: 101,
      dealId: GOLF_S1_36,
      savedMonthlyPayment: 240,
      bestDeal: expect.objectContaining({ id: GOLF_S1_36, monthlyPayment: 240 }),
      priceChange: 0,
      vehicle: { vehicleType: 1, manufacturerName: 'Volkswagen' },
    });
    expect(body.results[0].totalCost).toBeGreaterThan(240 * 36);
  });

  test('pages of five, in the order asked for', async () => {
    // A minute between saves (within the sign-in's 15 minutes); the clock goes back for the tests after.
    for (const [vehicleId, deal] of [[102, null], [201, null], [101, GOLF_S1_24], [101, GOLF_S2_48], [201, VAN_S2_48]] as const) {
      now = new Date(now.getTime() + 60_000);
      expect((await post('/user/garage/save', amy, { vehicleId, dealId: deal })).status).toBe(200);
    }
    now = START;
    const newest = await get('/user/garage/list?sort=2', amy);
    expect(newest.body.results).toHaveLength(5);
    expect(newest.body.results[0]).toMatchObject({ vehicleId: 201, dealId: VAN_S2_48 });
    const second = await get('/user/garage/list?sort=2&page=2', amy);
    expect(second.body.results.map((entry: { dealId: number }) => entry.dealId)).toEqual([GOLF_S1_36]);
    expect((await get('/user/garage/list?sort=1', amy)).body.results[0]).toMatchObject({ dealId: GOLF_S1_36 });
    expect((await get('/user/garage/list', ben)).body.pagination.total).toBe(0);
  });

  test('bad ids name their field; an unknown vehicle, a deal of another vehicle and an entry never saved are 404', async () => {
    const notNumber = await post('/user/garage/save', amy, { vehicleId: 'golf' });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors).toEqual({ vehicleId: 'vehicleId is a whole number' });
    expect((await get('/user/garage/list?sort=5', amy)).body.errors).toEqual({ sort: 'sort is 1, 2, 3 or 4' });
    const unknown = await post('/user/garage/save', amy, { vehicleId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.vehicleId).toBe('We have no vehicle with the id 999.');
    const otherVehicle = await post('/user/garage/save', amy, { vehicleId: 102, dealId: GOLF_S1_36 });
    expect(otherVehicle.status).toBe(404);
    expect(Object.keys(otherVehicle.body.errors)).toEqual(['dealId']);
    // Amy's entry is not Ben's to remove.
    const notHis = await post('/user/garage/remove', ben, { vehicleId: 101, dealId: GOLF_S1_36 });
    expect(notHis.status).toBe(404);
    expect(Object.keys(notHis.body.errors)).toEqual(['vehicleId']);
  });

  test('removing twice is safe, and the entry goes', async () => {
    expect((await post('/user/garage/remove', amy, { vehicleId: 102 })).status).toBe(200);
    expect((await post('/user/garage/remove', amy, { vehicleId: 102 })).body.removed).toBe(true);
    const all = [...(await get('/user/garage/list?page=1', amy)).body.results, ...(await get('/user/garage/list?page=2', amy)).body.results];
    expect(all.find((entry: { vehicleId: number; dealId: number | null }) => entry.vehicleId === 102)).toBeUndefined();
    expect(all).toHaveLength(5);
  });

  test('merge at sign-in adds what is new, skips what is not offered, and twice merges nothing more', async () => {
    const deals = [
      { dealId: GOLF_S1_36, savedAt: '2026-11-20T09:00:00Z' },
      { dealId: dealId(1, 102, [2, 36, 10000, 9, 1]), savedAt: '2099-01-01T00:00:00Z' },
      { dealId: 987654321, savedAt: '2026-11-20T09:00:00Z' },
    ];
    const merged = await post('/user/garage/merge', ben, { deals });
    expect(merged.body).toMatchObject({ merged: 2, skipped: 1 });
    expect((await post('/user/garage/merge', ben, { deals })).body).toMatchObject({ merged: 0 });
    const list = await get('/user/garage/list?sort=2', ben);
    expect(list.body.pagination.total).toBe(2);
    // A date from the browser's future is the moment of the merge, not above everything saved later.
    expect(list.body.results[0].savedAt).toBe(START.toISOString());
    const tooMany = await post('/user/garage/merge', ben, { deals: Array.from({ length: 101 }, () => deals[0]) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty('deals');
  });
});

describe('saved searches', () => {
  let reference: string;

  test('saving the same search again renames it and keeps one', async () => {
    const saved = await post('/user/search/save', amy, { manufacturers: [1], leaseTypes: [2], monthlyPaymentMax: 300, name: 'Golfs' });
    expect(saved.status).toBe(200);
    reference = saved.body.searchReference;
    const again = await post('/user/search/save', amy, { manufacturers: [1], leaseTypes: [2], monthlyPaymentMax: 300, name: 'Cheap Golfs', alert: 'daily' });
    expect(again.body.searchReference).toBe(reference);
    const { body } = await get('/user/search', amy);
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, total: 1 });
    expect(body.results[0]).toMatchObject({ searchReference: reference, name: 'Cheap Golfs', alert: 'daily', vehicleType: 1, leaseType: 2, path: `/car-leasing/search/${reference}` });
    expect(body.results[0].resultsNow).toBeGreaterThan(0);
    expect(body.results[0].description).toContain('up to £300 a month');
    expect((await get('/user/search', ben)).body.pagination.total).toBe(0);
  });

  test('a name over 50 characters, an unknown alert or reference is refused against its field', async () => {
    const long = await post('/user/search/save', amy, { leaseTypes: [2], name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ name: 'name is at most 50 characters' });
    const mode = await post('/user/search/alert', amy, { searchReference: reference, alert: 'hourly' });
    expect(mode.body.errors).toEqual({ alert: 'alert is one of instant, daily, off' });
    const badReference = await post('/user/search/remove', amy, { searchReference: 'DROP TABLE' });
    expect(Object.keys(badReference.body.errors)).toEqual(['searchReference']);
    const notHers = await post('/user/search/alert', ben, { searchReference: reference, alert: 'off' });
    expect(notHers.status).toBe(404);
    expect(Object.keys(notHers.body.errors)).toEqual(['searchReference']);
  });

  test('the alert changes, opening it is recorded, and removing twice is safe', async () => {
    expect((await post('/user/search/alert', amy, { searchReference: reference, alert: 'instant' })).body).toMatchObject({ alert: 'instant' });
    now = new Date(START.getTime() + 10 * 60_000);
    expect((await post('/user/search/viewed', amy, { searchReference: reference })).status).toBe(200);
    expect((await get('/user/search', amy)).body.results[0]).toMatchObject({ alert: 'instant', lastViewedAt: now.toISOString(), newSinceViewed: 0 });
    now = START;
    expect((await post('/user/search/remove', amy, { searchReference: reference })).status).toBe(200);
    expect((await post('/user/search/remove', amy, { searchReference: reference })).status).toBe(200);
    expect((await get('/user/search', amy)).body.pagination.total).toBe(0);
  });
});

describe('price alerts', () => {
  test('one alert per vehicle: adding again changes its profile and target', async () => {
    const added = await post('/price-alerts/add', amy, { vehicleId: 101, leaseType: 2, term: 36, mileage: 10000 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ doesPriceAlertExist: true, alert: { vehicleId: 101, priceWhenSet: 235, currentBest: 235, status: 'active' } });
    const changed = await post('/price-alerts/add', amy, { vehicleId: 101, leaseType: 2, term: 48, targetPrice: 199.5 });
    expect(changed.body.alert).toMatchObject({ targetPrice: 199.5, profile: { term: 48 }, currentBest: 210 });
    const active = await get('/price-alerts/list/active', amy);
    expect(active.body.results).toHaveLength(1);
    expect((await get('/price-alerts/exists?vehicleId=101', amy)).body).toEqual({ doesPriceAlertExist: true });
    expect((await get('/price-alerts/exists?vehicleId=101', ben)).body).toEqual({ doesPriceAlertExist: false });
    const deals = await get('/price-alerts/deals?vehicleId=101', amy);
    expect(deals.body.results.map((deal: { id: number }) => deal.id)).toEqual([GOLF_S2_48]);
  });

  test.each([
    [{ vehicleId: 101, targetPrice: 0 }, 'targetPrice', 'targetPrice must be more than £0'],
    [{ vehicleId: 101, targetPrice: -5 }, 'targetPrice', 'targetPrice must be more than £0'],
    [{ vehicleId: 101, targetPrice: 10000 }, 'targetPrice', 'targetPrice is at most £9999'],
    [{ vehicleId: 101, targetPrice: 12.345 }, 'targetPrice', 'targetPrice has at most two decimals'],
    [{ vehicleId: 101, term: 30 }, 'term', expect.stringContaining('term is one of')],
    [{ vehicleId: 'x' }, 'vehicleId', 'vehicleId is a whole number'],
  ])('%j is refused against %s', async (payload, field, message) => {
    const response = await post('/price-alerts/add', amy, payload);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  test('an unknown vehicle is 404, and another person cannot remove the alert', async () => {
    const unknown = await post('/price-alerts/add', amy, { vehicleId: 999 });
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body.errors)).toEqual(['vehicleId']);
    const notHis = await post('/price-alerts/remove', ben, { vehicleId: 101 });
    expect(notHis.status).toBe(404);
    expect(Object.keys(notHis.body.errors)).toEqual(['vehicleId']);
    expect((await get('/price-alerts/list/active', amy)).body.results).toHaveLength(1);
  });

  test('removing takes it off every list, and removing again is safe', async () => {
    expect((await post('/price-alerts/remove', amy, { vehicleId: 101 })).body).toMatchObject({ doesPriceAlertExist: false });
    expect((await post('/price-alerts/remove', amy, { vehicleId: 101 })).status).toBe(200);
    expect((await get('/price-alerts/list/active', amy)).body.results).toEqual([]);
    expect((await get('/price-alerts/list/expired', amy)).body.results).toEqual([]);
    expect((await get('/price-alerts/exists?vehicleId=101', amy)).body).toEqual({ doesPriceAlertExist: false });
    const deals = await get('/price-alerts/deals?vehicleId=101', amy);
    expect(deals.status).toBe(404);
    expect(deals.body.code).toBe('FETCHING_DEALS_FOR_PRICE_ALERTS');
  });
});

describe('limits', () => {
  // The person's streams are filled to the limit by appending the events straight to the log, as years of use would.
  const filled = async (stream: string, events: { type: string; data: unknown }[]) =>
    api.store.appendToStream(stream, events.map((event) => testEvent(event.type, event.data, START.toISOString())), { expectedRevision: 'any' });

  test('a 101st saved search is refused, naming the limit, and nothing is written', async () => {
    const cat = await signedUpUser(api, 'cat@example.com');
    await filled(
      savedSearchStream(cat.userId),
      Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => ({
        type: 'SearchSaved',
        data: { searchReference: `limit${String(i).padStart(5, '0')}`, name: null, query: `leaseTypes=2&monthlyPaymentMax=${100 + i}`, vehicleType: 1, leaseType: 2, alert: 'off' },
      })),
    );
    const before = (await api.store.readStream(savedSearchStream(cat.userId))).length;
    const refused = await post('/user/search/save', cat, { leaseTypes: [2], monthlyPaymentMax: 999 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', errors: { searchReference: expect.stringContaining('at most 100 saved searches') } });
    expect(await api.store.readStream(savedSearchStream(cat.userId))).toHaveLength(before);
  });

  test('a 201st price alert is refused, naming the limit', async () => {
    const dan = await signedUpUser(api, 'dan@example.com');
    const profile = { leaseType: null, term: null, mileage: null, initialPaymentInMonths: null };
    await filled(
      priceAlertStream(dan.userId),
      Array.from({ length: PRICE_ALERT_LIMIT }, (_, i) => ({ type: 'PriceAlertSet', data: { vehicleId: 10_000 + i, profile, targetPence: null, priceWhenSetPence: null } })),
    );
    const refused = await post('/price-alerts/add', dan, { vehicleId: 101 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRICE_ALERT_LIMIT', errors: { vehicleId: expect.stringContaining('at most 200 price alerts') } });
  });
});
