import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { readModelsSettled } from '../../../../test-support/alerts';
import { seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';

// The hand-made catalogue (Golf 101 and ID.3 102 from suppliers 1 and 2; Transit 201 from supplier 2) with its own
// campaigns: supplier 1 advertises cars all of March 2031, supplier 2 cars on 10-11 March and vans in March.
const campaign = (supplierId: number, vehicleType: number, startsOn: string, endsOn: string, headline: string) =>
  `---\nsupplierId: ${supplierId}\nvehicleType: ${vehicleType}\nstartsOn: ${startsOn}\nendsOn: ${endsOn}\nheadline: ${headline}\n---\n\nOur words.\n`;

describe('GET /ad/deal: the sponsored deal, and what it never touches', () => {
  let api: TestApi;
  let root: string;
  let clockMs = Date.parse('2031-03-05T12:00:00Z');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ads-'));
    cpSync(join(__dirname, '..', '..', '..', '..', 'content'), join(root, 'content'), { recursive: true });
    rmSync(join(root, 'content', 'sponsored'), { recursive: true, force: true });
    mkdirSync(join(root, 'content', 'sponsored'));
    writeFileSync(join(root, 'content', 'sponsored', 'one-cars.md'), campaign(1, 1, '2031-03-01', '2031-03-31', 'Supplier one cars'));
    writeFileSync(join(root, 'content', 'sponsored', 'two-cars.md'), campaign(2, 1, '2031-03-10', '2031-03-11', 'Supplier two cars'));
    writeFileSync(join(root, 'content', 'sponsored', 'two-vans.md'), campaign(2, 2, '2031-03-01', '2031-03-31', 'Supplier two vans'));
    api = await createTestApi({ clock: () => new Date(clockMs), env: { CONTENT_DIR: join(root, 'content') } });
    await seedHandmadeCatalogue(api.store);
    await readModelsSettled(api);
  });
  afterAll(async () => {
    await api.cleanup();
    rmSync(root, { recursive: true, force: true });
  });

  const ad = async (query = '') => (await api.app.inject({ url: `/ad/deal${query}` })).json();

  test("names its advertiser and is labelled Sponsored; the deal is the advertiser's best for the vehicle type", async () => {
    const answer = await ad('?vehicleType=1&leaseType=2');
    expect(answer.sponsored).toEqual({ label: 'Sponsored', campaignId: 'one-cars', advertiser: expect.any(String), headline: 'Supplier one cars', text: 'Our words.' });
    expect(answer.deal).toMatchObject({ supplier: { id: 1 }, vehicleType: 1, leaseType: 2 });
    const vans = await ad('?vehicleType=2');
    expect(vans.sponsored.campaignId).toBe('two-vans');
    expect(vans.deal).toMatchObject({ supplier: { id: 2 }, rangeName: expect.stringContaining('Transit') });
  });

  test('is cached for a minute at most, with an ETag that answers 304 while the deal and its price stand', async () => {
    const first = await api.app.inject({ url: '/ad/deal' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.app.inject({ url: '/ad/deal', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another lease type is another answer.
    expect((await api.app.inject({ url: '/ad/deal?leaseType=1', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  test('campaigns run between their UK dates, taking turns a day each when two overlap', async () => {
    clockMs = Date.parse('2031-03-10T09:00:00Z');
    const first = (await ad()).sponsored.campaignId;
    clockMs = Date.parse('2031-03-11T09:00:00Z');
    const second = (await ad()).sponsored.campaignId;
    expect([first, second].sort()).toEqual(['one-cars', 'two-cars']);
    // 23:30 on 31 March in London is still March (BST began on the 30th): the campaign runs until the day is out.
    clockMs = Date.parse('2031-03-31T22:30:00Z');
    expect((await ad()).sponsored.campaignId).toBe('one-cars');
    clockMs = Date.parse('2031-03-31T23:30:00Z');
    expect(await ad()).toEqual({ sponsored: null, deal: null });
    clockMs = Date.parse('2031-03-05T12:00:00Z');
  });

  test('sponsored placement never changes the ranking of search results', async () => {
    const searches = ['/search/v2?vehicleType=1', '/search/v2?vehicleType=1&sortBy=2', '/search/v2?vehicleType=2', '/search/v2?vehicleType=1&grouping=1'];
    const withCampaign = await Promise.all(searches.map(async (url) => (await api.app.inject({ url })).json().results.map((deal: { id: number; score: number }) => [deal.id, deal.score])));
    // The same searches in a month with no campaign running.
    clockMs = Date.parse('2031-05-05T12:00:00Z');
    expect(await ad()).toEqual({ sponsored: null, deal: null });
    const without = await Promise.all(searches.map(async (url) => (await api.app.inject({ url })).json().results.map((deal: { id: number; score: number }) => [deal.id, deal.score])));
    expect(without).toEqual(withCampaign);
    expect(withCampaign[0]!.length).toBeGreaterThan(1);
    clockMs = Date.parse('2031-03-05T12:00:00Z');
  });

  test('a bad vehicle type is a 400 naming the field', async () => {
    const answer = await api.app.inject({ url: '/ad/deal?vehicleType=3' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({ vehicleType: 'vehicleType is 1 (car) or 2 (van)' });
  });
});
