import { supplierDecider, vehicleDecider, type SupplierProfile } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { testVehicle } from '../../../../test-support/catalogue-fixtures';
import { parsePosition } from '@lease/event-store';
import { waitForProjections } from '@lease/projections';
import { handleCommand } from '../../commands/handle-command';
import { generateSupplierKey } from '../../feeds/supplier-keys';

const meta = { correlationId: 'c', causationId: 'c', actor: 'system', occurredAt: '2026-11-01T00:00:00.000Z', source: { app: 'test', version: '1' } };
const now = new Date('2026-11-21T00:00:00Z');

const supplier: SupplierProfile = {
  supplierId: 5,
  name: 'Northern Lease Co',
  kind: 'broker',
  rating: 4.7,
  documentFeePence: 18_000,
  arrangementFeePence: null,
  cancellationTerms: '14 days',
  deliveryLeadTimeDays: { inStock: 10, factoryOrder: 90 },
  leadEndpoint: null,
};

// A whole specification: a partial one is refused before it reaches the log.
const vehicle = testVehicle(321, 3_000_000);

const csv = (rows: string[]) =>
  ['vehicleId,leaseType,term,mileage,initialPaymentInMonths,stockStatus,monthlyPayment,excessMileagePencePerMile,priceTags', ...rows].join('\n');

describe('supplier feed uploads', () => {
  let api: TestApi;
  let key: string;
  beforeAll(async () => {
    api = await createTestApi();
    await handleCommand(api.store, { stream: 'supplier-5', decider: supplierDecider, command: { type: 'OnboardSupplier', profile: supplier }, metadata: meta, now });
    await handleCommand(api.store, { stream: 'vehicle-321', decider: vehicleDecider, command: { type: 'ListVehicle', spec: vehicle }, metadata: meta, now });
    const issued = generateSupplierKey(api.config.SERVER_SECRET);
    key = issued.key;
    const result = await handleCommand(api.store, {
      stream: 'supplier-5',
      decider: supplierDecider,
      command: { type: 'IssueSupplierApiKey', supplierId: 5, keyId: issued.keyId, keyHash: issued.keyHash },
      metadata: meta,
      now,
    });
    // The key is checked against its read model: wait for it.
    await waitForProjections(api.orm, ['supplier-keys'], parsePosition(result.position!)!, 5000);
    for (let tries = 0; tries < 100; tries++) {
      const probe = await upload(csv([]), { 'x-api-key': key });
      if (probe.statusCode !== 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => api.cleanup());

  const upload = (body: string, headers: Record<string, string>, query = '?feedId=nov-21&effectiveAt=2026-11-21T00:00:00Z&mode=full') =>
    api.app.inject({ method: 'POST', url: `/supplier/feeds${query}`, headers: { 'content-type': 'text/csv', ...headers }, payload: body });

  test('without a valid key the upload is refused', async () => {
    expect((await upload(csv(['321,2,36,10000,9,2,249.99,8.5,']), {})).statusCode).toBe(401);
    expect((await upload(csv(['321,2,36,10000,9,2,249.99,8.5,']), { 'x-api-key': `${key.slice(0, -1)}x` })).statusCode).toBe(401);
  });

  test('a CSV rate book is applied, and sending it again changes nothing', async () => {
    const body = csv(['321,2,36,10000,9,2,249.99,8.5,81', '321,1,36,10000,9,2,299.99,8.5,']);
    const first = await upload(body, { authorization: `Bearer ${key}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ feedId: 'nov-21', vehicles: 1, offers: 2, dropped: 0, changed: 1 });
    const events = await api.store.readStream('pricefeed-5-321');
    expect(events.map((event) => event.type)).toEqual(['PriceFeedPublished']);
    expect(events[0]!.metadata).toMatchObject({ actor: 'supplier:5' });
    const again = await upload(body, { 'x-api-key': key });
    expect(again.json()).toMatchObject({ changed: 0 });
    expect(await api.store.readStream('pricefeed-5-321')).toHaveLength(1);
  });

  test('a feed with one bad row is rejected whole, every problem with its line', async () => {
    const before = await api.store.countEventsAfter('start');
    const response = await upload(csv(['321,2,24,10000,9,2,199.99,8.5,', '321,2,48,7000,9,2,abc,8.5,']), { 'x-api-key': key }, '?feedId=dec-01&effectiveAt=2026-12-01T00:00:00Z&mode=full');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'FEED_REJECTED', errors: { 'line 3: mileage': expect.any(String), 'line 3: monthlyPayment': expect.any(String) } });
    expect(await api.store.countEventsAfter('start')).toBe(before);
  });

  test('an unknown vehicle rejects the whole feed', async () => {
    const response = await upload(csv(['321,2,24,10000,9,2,199.99,8.5,', '999,2,24,10000,9,2,199.99,8.5,']), { 'x-api-key': key }, '?feedId=dec-02&effectiveAt=2026-12-02T00:00:00Z&mode=full');
    expect(response.statusCode).toBe(422);
    expect(response.json().problems).toEqual([{ line: null, field: 'vehicleId', message: 'Vehicle 999 is not in the catalogue' }]);
    expect(await api.store.readStream('pricefeed-5-321')).toHaveLength(1);
  });
});
