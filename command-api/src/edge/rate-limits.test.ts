import pg from 'pg';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { routesOf } from './route-table';
import { SWEEP_EVERY_MS } from './postgres-rate-limit-store';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('rate limits', () => {
  let first: TestApi;
  let second: TestApi;
  let now = new Date('2026-03-02T09:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    first = await createTestApi({ runProjectors: false, clock });
    // A second API process over the same database, as when the API runs as several replicas.
    second = await createTestApi({ runProjectors: false, clock, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second.cleanup();
    await first.cleanup();
  });

  test('every route that changes something has a limit', () => {
    const unlimited = routesOf(first.app)
      .filter((route) => WRITES.has(route.method) && typeof route.config.rateLimit !== 'object')
      .map((route) => `${route.method} ${route.url}`);
    expect(routesOf(first.app).length).toBeGreaterThan(20);
    expect(unlimited).toEqual([]);
  });

  const remove = (api: TestApi, remoteAddress: string) =>
    api.app.inject({ method: 'POST', url: '/user/enquiry/remove', remoteAddress, payload: { enquiryReference: 'x' } });

  test('two API processes over one database count against one limit', async () => {
    const statuses: number[] = [];
    // 30 a minute: fifteen through each process, then one more through either is over.
    for (let n = 0; n < 15; n++) {
      statuses.push((await remove(first, '198.51.100.20')).statusCode, (await remove(second, '198.51.100.20')).statusCode);
    }
    expect(statuses).not.toContain(429);
    const over = await remove(second, '198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by this one.
    expect((await remove(first, '198.51.100.21')).statusCode).not.toBe(429);
  });

  test('requests that arrive together are each counted: the limit holds, the rest are refused, none is lost', async () => {
    // 35 at once on one client (30 a minute) and 5 on another.
    const burst = await Promise.all([
      ...Array.from({ length: 35 }, () => remove(first, '198.51.100.40')),
      ...Array.from({ length: 5 }, () => remove(first, '198.51.100.41')),
    ]);
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.slice(0, 35).filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.slice(35)).not.toContain(429);
    // Every one of the 35 was counted: the next is over, in the other process too.
    expect((await remove(second, '198.51.100.40')).statusCode).toBe(429);
    const client = new pg.Client(first.databaseUrl);
    await client.connect();
    try {
      const { rows } = await client.query<{ hits: number }>("SELECT hits FROM rate_limit_windows WHERE bucket LIKE '%198.51.100.40'");
      expect(rows).toEqual([{ hits: 36 }]);
    } finally {
      await client.end();
    }
  });

  test('a window ends on the app clock, and past windows are swept', async () => {
    for (let n = 0; n < 31; n++) await remove(first, '198.51.100.30');
    expect((await remove(second, '198.51.100.30')).statusCode).toBe(429);
    now = new Date(now.getTime() + Math.max(60_000, SWEEP_EVERY_MS) + 1000);
    expect((await remove(second, '198.51.100.30')).statusCode).not.toBe(429);
    const client = new pg.Client(first.databaseUrl);
    await client.connect();
    try {
      const { rows } = await client.query<{ bucket: string }>('SELECT bucket FROM rate_limit_windows');
      // Only the windows this hit (and the first process's next sweep) left: the earlier clients' are gone.
      expect(rows.map((row) => row.bucket).filter((bucket) => !bucket.endsWith('198.51.100.30'))).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
