import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { formatPosition } from '@lease/event-store';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { CONSISTENCY_WAIT_MS } from './consistency';
import { projectionWaiter } from './projection-waiter';

const signUp = () => ({
  id: randomUUID(),
  type: 'NewsletterSignedUp',
  data: { subscriptionId: randomUUID(), email: 'x@example.com', name: null, leaseTiming: '1-3-months', budget: '300' },
  metadata: { schemaVersion: 1 },
});

describe('consistentWith', () => {
  // No projector runs: a wait for a written position can only end at its deadline, which is what the tests need.
  let api: TestApi;
  let written: string;
  beforeAll(async () => {
    api = await createTestApi({ runProjectors: false });
    const appended = await api.store.appendToStream(`newsletter-${randomUUID()}`, [signUp()], { expectedRevision: 'no_stream' });
    written = formatPosition(appended.position);
  });
  afterAll(async () => api.cleanup());

  const search = (consistentWith: string) => api.app.inject({ url: `/search/v2?consistentWith=${consistentWith}` });

  test('a position beyond the head of the log is refused at once, naming the field', async () => {
    const response = await search('99999999999999999999-99999999999999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { consistentWith: expect.any(String) } });
    expect(response.headers['x-consistency']).toBeUndefined();
  });

  test('a malformed position is a 400 naming the field', async () => {
    const response = await search('tomorrow');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('consistentWith');
  });

  test('a position just written is waited for, even while an older transaction holds back the head', async () => {
    // An open transaction with an id keeps PostgreSQL's head below anything appended after it began.
    const blocker = new pg.Client(api.databaseUrl);
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      const appended = await api.store.appendToStream(`newsletter-${randomUUID()}`, [signUp()], { expectedRevision: 'no_stream' });
      const response = await search(formatPosition(appended.position));
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-consistency']).toBe('stale');
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  });

  test('requests waiting together share one poll of the checkpoints', async () => {
    const waiter = projectionWaiter(api.orm);
    const before = waiter.reads;
    const responses = await Promise.all(Array.from({ length: 10 }, () => search(written)));
    expect(responses.map((response) => response.headers['x-consistency'])).toEqual(Array(10).fill('stale'));
    // One loop polls every 20 ms through the 2 s wait; a loop per request would read ten times as often.
    expect(waiter.reads - before).toBeLessThanOrEqual(CONSISTENCY_WAIT_MS / 20 + 20);
  });
});
