import http from 'node:http';
import request from 'supertest';
import { supplierDecider, type SupplierProfile } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { caughtUp } from '../../../../test-support/leads';
import { handleCommand } from '../../commands/handle-command';
import { generateSupplierKey } from '../../feeds/supplier-keys';
import { FEED_UPLOADS_PER_MINUTE } from './feed-routes';

const meta = { correlationId: 'c', causationId: 'c', actor: 'system', occurredAt: '2026-11-01T00:00:00.000Z', source: { app: 'test', version: '1' } };
const supplier = { supplierId: 7, name: 'Western Lease Co', kind: 'broker', rating: 4.1, documentFeePence: 0, arrangementFeePence: null, cancellationTerms: '14 days', deliveryLeadTimeDays: { inStock: 10, factoryOrder: 90 }, leadEndpoint: null } as SupplierProfile;
const FEED_QUERY = '?feedId=key-first&effectiveAt=2026-11-21T00:00:00Z&mode=full';
// Well formed, so it is looked up, but issued to nobody.
const UNKNOWN_KEY = `lk_0123456789abcdef.${'a'.repeat(43)}`;

describe('supplier feeds: the key before the body', () => {
  let api: TestApi;
  let key: string;
  let base: string;
  beforeAll(async () => {
    api = await createTestApi();
    const now = api.clock();
    await handleCommand(api.store, { stream: 'supplier-7', decider: supplierDecider, command: { type: 'OnboardSupplier', profile: supplier }, metadata: meta, now });
    const issued = generateSupplierKey(api.config.SERVER_SECRET);
    key = issued.key;
    const result = await handleCommand(api.store, {
      stream: 'supplier-7',
      decider: supplierDecider,
      command: { type: 'IssueSupplierApiKey', supplierId: 7, keyId: issued.keyId, keyHash: issued.keyHash },
      metadata: meta,
      now,
    });
    // The key is checked against its read model.
    await caughtUp(api, result.position);
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => api.cleanup());

  /** Starts a 40 MB upload, sends its headers and 64 KB, and resolves with the answer if one comes before the rest. */
  const startUpload = (headers: Record<string, string>) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const total = 40 * 1024 * 1024;
      const upload = http.request(new URL(`/supplier/feeds${FEED_QUERY}`, base), {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': String(total), ...headers },
      });
      // The server closes the connection once it has answered; writing into it after that is expected to fail.
      upload.on('error', () => undefined);
      const timer = setTimeout(() => reject(new Error('no answer while the body was still being sent')), 10_000);
      upload.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => {
          clearTimeout(timer);
          upload.destroy();
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
        });
      });
      upload.write(Buffer.alloc(64 * 1024, 'a'));
    });

  test.each([
    ['no key', {}],
    ['a malformed key', { 'x-api-key': 'let-me-in' }],
    ['an unknown key', { authorization: `Bearer ${UNKNOWN_KEY}` }],
  ])('%s is answered 401 before the body is read, and the connection closed', async (_name, headers) => {
    const answer = await startUpload(headers);
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'SUPPLIER_KEY_INVALID' });
  }, 20_000);

  test('a known key is counted per supplier, whatever address it comes from', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= FEED_UPLOADS_PER_MINUTE; n++) {
      // Over real HTTP the key and the limit are taken before the feed, which is empty and so refused (422).
      const response = await request(api.app.server).post(`/supplier/feeds${FEED_QUERY}`).set('x-api-key', key).set('content-type', 'text/csv').send('');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, FEED_UPLOADS_PER_MINUTE)).not.toContain(429);
    expect(statuses.slice(0, FEED_UPLOADS_PER_MINUTE)).not.toContain(401);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await api.app.inject({ method: 'POST', url: `/supplier/feeds${FEED_QUERY}`, remoteAddress: '203.0.113.50', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, payload: '' });
    expect(elsewhere.statusCode).toBe(429);
  });
});
