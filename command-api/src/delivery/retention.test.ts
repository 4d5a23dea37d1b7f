import { createTestApi, type TestApi } from '../../../test-support/api';
import { RETENTION, sweepRetained } from './retention';

const NOW = new Date('2026-08-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 60 * 60_000;

describe('what the write side keeps beside the log is swept once it has outlived its use', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ runProjectors: false, clock: () => NOW });
  });
  afterAll(() => api.cleanup());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.orm.em.fork().getConnection().execute<T[]>(text, params);
  const count = async (table: string) => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

  test('old rows go, live ones stay, and a second sweep finds nothing more', async () => {
    const token = (hash: string, expires: Date, revoked: Date | null) =>
      sql('INSERT INTO refresh_tokens (token_hash, family_id, user_id, issued_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)', [hash, 'f', 'u', ago(60 * DAY), expires, revoked]);
    await token('expired-long-ago', ago(RETENTION.refreshTokensMs + DAY), null);
    await token('revoked-long-ago', NOW, ago(RETENTION.refreshTokensMs + DAY));
    await token('live', new Date(NOW.getTime() + DAY), null);
    await token('expired-yesterday', ago(DAY), null);

    const failures = (subject: string, windowStarted: Date, lockedUntil: Date | null) =>
      sql('INSERT INTO sign_in_failures (subject, failures, window_started_at, locked_until) VALUES (?, 3, ?, ?)', [subject, windowStarted, lockedUntil]);
    await failures('account:old', ago(DAY), null);
    await failures('account:locked', ago(DAY), new Date(NOW.getTime() + 60_000));
    await failures('account:current', ago(60_000), null);

    const key = (hash: string, created: Date) => sql('INSERT INTO idempotency_keys (scope, key_hash, fingerprint, created_at) VALUES (?, ?, ?, ?)', ['register', hash, 'x', created]);
    await key('old', ago(RETENTION.idempotencyKeysMs + 60_000));
    await key('new', ago(60_000));

    const message = (id: string, status: string, delivered: Date | null) =>
      sql(
        `INSERT INTO notification_outbox (message_id, kind, channel, source_reference, payload, status, next_attempt_at, created_at, delivered_at)
         VALUES (?, 'account-code', 'email', 'user:u', '{}', ?, ?, ?, ?)`,
        [id, status, NOW, ago(60 * DAY), delivered],
      );
    await message('delivered-long-ago', 'delivered', ago(RETENTION.deliveredMessagesMs + DAY));
    await message('delivered-today', 'delivered', ago(60_000));
    await message('failed-long-ago', 'failed', null);

    expect(await sweepRetained(api.orm, NOW)).toEqual({ refreshTokens: 2, signInFailures: 1, idempotencyKeys: 1, deliveredMessages: 1 });
    expect((await sql<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens ORDER BY token_hash')).map((row) => row.token_hash)).toEqual(['expired-yesterday', 'live']);
    expect(await count('sign_in_failures')).toBe(2);
    expect(await count('idempotency_keys')).toBe(1);
    expect((await sql<{ message_id: string }>('SELECT message_id FROM notification_outbox ORDER BY message_id')).map((row) => row.message_id)).toEqual([
      'delivered-today',
      'failed-long-ago',
    ]);
    expect(await sweepRetained(api.orm, NOW)).toEqual({ refreshTokens: 0, signInFailures: 0, idempotencyKeys: 0, deliveredMessages: 0 });
  });
});
