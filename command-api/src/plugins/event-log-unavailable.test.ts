import type { EventStoreDbTestServer } from '../../../test-support/eventstoredb/server';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { solveCaptcha } from '../../../test-support/leads';

// The API over the EventStoreDB adapter (its test server, through the real client): when the log says "not now"
// (the node went away, or is not the leader), a command answers 503 with Retry-After, as it does when PostgreSQL
// cannot answer, never a 500; nothing is half-written, and the same request sent again goes through.
describe('an event log that cannot take a write answers 503', () => {
  let api: TestApi;
  let server: EventStoreDbTestServer;
  const before = process.env.ESDB_TEST_SERVER;
  beforeAll(async () => {
    process.env.ESDB_TEST_SERVER = '1';
    api = await createTestApi();
    server = (api.store as unknown as { server: EventStoreDbTestServer }).server;
  });
  afterAll(async () => {
    await api.cleanup();
    if (before === undefined) delete process.env.ESDB_TEST_SERVER;
    else process.env.ESDB_TEST_SERVER = before;
  });

  test.each([
    ['unavailable', { kind: 'unavailable' } as const],
    ['not leader', { kind: 'not-leader' } as const],
  ])('%s: 503 with Retry-After, then the retry goes through once', async (_name, fault) => {
    const headers = { 'idempotency-key': `event-log-${fault.kind}` };
    const body = { variant: 'feedback', topic: 'general', name: 'Amy Pond', emailAddress: `${fault.kind}@example.com`, message: 'Hello.' };
    const send = async () =>
      api.app.inject({ method: 'POST', url: '/feedback/send', headers, payload: { ...body, 'g-recaptcha-response': await solveCaptcha(api.app) }, remoteAddress: `203.0.113.${fault.kind.length}` });
    server.faults.next('append', fault);
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ type: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
    expect(server.faults.pending).toBe(0);

    const accepted = await send();
    expect(accepted.statusCode).toBe(200);
    expect(await api.store.readStream(`feedback-${accepted.json().reference}`)).toHaveLength(1);
  });
});
