import { supplierDecider, type SupplierProfile } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { caughtUp } from '../../../../test-support/leads';
import { handleCommand } from '../../commands/handle-command';
import { generateSupplierKey } from '../../feeds/supplier-keys';

const now = new Date('2026-09-14T08:00:00Z');
const meta = { correlationId: 'c', causationId: 'c', actor: 'system', occurredAt: now.toISOString(), source: { app: 'test', version: '1' } };
const supplier: SupplierProfile = {
  supplierId: 6,
  name: 'Revoked Keys Leasing',
  kind: 'broker',
  rating: 4.2,
  documentFeePence: 15_000,
  arrangementFeePence: null,
  cancellationTerms: '14 days',
  deliveryLeadTimeDays: { inStock: 10, factoryOrder: 90 },
  leadEndpoint: null,
};
const CSV = 'vehicleId,leaseType,term,mileage,initialPaymentInMonths,stockStatus,monthlyPayment,excessMileagePencePerMile,priceTags\n';

describe('a revoked supplier key', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ clock: () => now });
    await handleCommand(api.store, { stream: 'supplier-6', decider: supplierDecider, command: { type: 'OnboardSupplier', profile: supplier }, metadata: meta, now });
  });
  afterAll(() => api.cleanup());

  const command = async (type: 'IssueSupplierApiKey' | 'RevokeSupplierApiKey', keyId: string, keyHash = '') => {
    const result = await handleCommand(api.store, {
      stream: 'supplier-6',
      decider: supplierDecider,
      command: type === 'IssueSupplierApiKey' ? { type, supplierId: 6, keyId, keyHash } : { type, supplierId: 6, keyId },
      metadata: meta,
      now,
    });
    await caughtUp(api, result.position);
    return result.events.length;
  };
  const upload = (key: string) =>
    api.app.inject({
      method: 'POST',
      url: '/supplier/feeds?feedId=revoked&effectiveAt=2026-09-14T00:00:00Z&mode=changes',
      headers: { 'content-type': 'text/csv', 'x-api-key': key },
      payload: CSV,
    });

  test('uploads with it are refused once it is revoked; the supplier’s other key still works; revoking again changes nothing', async () => {
    const first = generateSupplierKey(api.config.SERVER_SECRET);
    const second = generateSupplierKey(api.config.SERVER_SECRET);
    await command('IssueSupplierApiKey', first.keyId, first.keyHash);
    await command('IssueSupplierApiKey', second.keyId, second.keyHash);
    expect((await upload(first.key)).statusCode).not.toBe(401);

    expect(await command('RevokeSupplierApiKey', first.keyId)).toBe(1);
    expect((await upload(first.key)).statusCode).toBe(401);
    expect((await upload(second.key)).statusCode).not.toBe(401);
    expect(await command('RevokeSupplierApiKey', first.keyId)).toBe(0);
  });
});
