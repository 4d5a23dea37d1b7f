import { signedUpUser } from '../../../../test-support/accounts';
import { readModelsSettled } from '../../../../test-support/alerts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { startHttpReceiver, type HttpReceiver } from '../../../../test-support/http-receiver';
import { LEAD_DEAL, LEAD_SUPPLIER, seedLeadDeal } from '../../../../test-support/leads';
import { until } from '../../../../test-support/until';
import type { DeliveryWorker } from '../../delivery/delivery-worker';

// Brokers side by side, with a real supplier endpoint: what broker 7 states of itself, beside what the site
// measured of it from enquiries a person sent and the delivery worker delivered.

describe('brokers', () => {
  let api: TestApi;
  let supplier: HttpReceiver;
  let worker: DeliveryWorker;
  beforeAll(async () => {
    supplier = await startHttpReceiver();
    api = await createTestApi();
    await seedLeadDeal(api, `${supplier.url}/leads`);
    worker = await startDeliveryWorker(api);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.cleanup();
    await supplier?.stop();
  });

  test("a broker's stated terms beside its measured track record, and how it was measured", async () => {
    const { idToken } = await signedUpUser(api, 'broker-track@example.co.uk');
    for (const postcode of ['SW1A 1AA', 'EC1A 1BB']) {
      const sent = await api.app.inject({ method: 'POST', url: '/user/enquiry/send', payload: { token: idToken, deal_id: LEAD_DEAL, phoneNumber: '07700900123', postcode } });
      expect(sent.statusCode).toBe(200);
    }
    await until(async () => supplier.requests.length >= 2, 'both enquiries reach the supplier');
    // The supplier has them before the worker records that it delivered them (the outcome is appended after the
    // post answers): wait for both outcomes, then for the read models to take them in.
    await until(async () => {
      const [row] = await api.orm.em.fork().getConnection().execute<{ n: string }[]>(`SELECT count(*) AS n FROM notification_outbox WHERE kind = 'supplier-lead' AND status = 'delivered'`);
      return Number(row!.n) >= 2 || undefined;
    }, 'both deliveries recorded');
    await readModelsSettled(api);

    const broker = (await api.app.inject({ url: `/brokers/${LEAD_SUPPLIER}` })).json();
    expect(broker).toMatchObject({
      id: LEAD_SUPPLIER,
      stated: { documentFee: 199, feeCharged: 199, deliveryDays: { inStock: expect.any(Number), factoryOrder: expect.any(Number) } },
      offer: { dealsInForce: 1, vehiclesOffered: 1 },
      measured: { windowDays: 90, enquiriesSent: 2, enquiriesDelivered: 2, enquiriesFailed: 0, deliveredShare: 100, firstResponse: null },
    });
    expect(broker.measured.medianDeliveryMinutes).toBeGreaterThanOrEqual(0);
    expect(broker.measured.how[2]).toBe('Time to first response is not shown: brokers do not yet report when they first answer.');
    expect((await api.app.inject({ url: '/brokers' })).json().map((item: { id: number }) => item.id)).toContain(LEAD_SUPPLIER);
  });

  test('the brokers offering one vehicle, each with its cheapest deal; bad input names the field', async () => {
    const compared = (await api.app.inject({ url: '/brokers/compare?vehicleId=101&leaseType=2' })).json();
    expect(compared.vehicle).toMatch(/^Volkswagen Golf /);
    expect(compared.brokers.map((item: { id: number; deal: { id: number } }) => [item.id, item.deal.id])).toEqual([[LEAD_SUPPLIER, LEAD_DEAL]]);
    expect((await api.app.inject({ url: '/brokers/compare?vehicleId=101&leaseType=1' })).json().brokers).toEqual([]);
    const missing = await api.app.inject({ url: '/brokers/compare' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['vehicleId']);
    expect((await api.app.inject({ url: '/brokers/compare?vehicleId=999' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/brokers/998' })).statusCode).toBe(404);
  });
});
