import { deliveryDecider, deliveryStream, parseEventData } from '@lease/domain';
import { projectorNamed, rebuildProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { callBackBody, caughtUp, latestCode, seedLeadDeal, solveCaptcha } from '../../../test-support/leads';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import { deliveryErrorCodesMigration } from '../../../projections/src/leads/leads-migration';
import { loadState } from '../commands/handle-command';
import type { DeliveryWorker } from './delivery-worker';
import { startDeliveryWorker } from '../../../test-support/delivery';
import { until } from '../../../test-support/until';
import { versionOneEvent } from '../../../test-support/catalogue-fixtures';

// Issue 15: a failed delivery is recorded as a classified code. The peer's own words quote the address or number
// it refused, and the log cannot forget them.

const REFUSED = 'refused.recipient@example.com';
const DEFERRED = 'full.mailbox@example.com';

interface OutboxState {
  message_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const outboxOf = async (api: TestApi, reference: string, kind = 'verification-code') =>
  (
    await api.orm.em
      .fork()
      .getConnection()
      .execute<OutboxState[]>('SELECT message_id, status, attempts, last_error FROM notification_outbox WHERE source_reference = ? AND kind = ?', [reference, kind])
  )[0];

/** Every event in the log, data and metadata, as JSON. */
const logJson = async (api: TestApi) =>
  JSON.stringify((await api.store.readAll({ limit: 100_000 })).map(({ type, data, metadata }) => ({ type, data, metadata })));

describe('delivery failures against a real SMTP peer that refuses recipients', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  const operatorLog: string[] = [];
  const keep = (details: object, message?: string) => void operatorLog.push(JSON.stringify({ ...details, message }));

  beforeAll(async () => {
    smtp = await startSmtpPeer({ rejectRecipient: (address) => (address === REFUSED ? 550 : address === DEFERRED ? 452 : undefined) });
    api = await createTestApi({ env: { SMTP_URL: smtp.url } });
    await seedLeadDeal(api);
    worker = await startDeliveryWorker(api, { log: { info: keep, warn: keep, error: keep }, retryBaseMs: 100, maxRetryMs: 200 });
  });
  afterAll(async () => {
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
  });

  const register = async (emailAddress: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/lead/register',
      payload: callBackBody(await solveCaptcha(api.app), { emailAddress }),
      remoteAddress: '203.0.113.31',
    });
    expect(response.statusCode).toBe(200);
    return response.json().leadReference as string;
  };

  test('a refused recipient is recorded as smtp-rejected-recipient, and the address is nowhere in the log or the operator log', async () => {
    const leadReference = await register(REFUSED);
    const row = await until(async () => {
      const state = await outboxOf(api, leadReference);
      return state?.status === 'failed' && state;
    }, 'the permanent failure');
    expect(row).toMatchObject({ attempts: 1, last_error: 'smtp-rejected-recipient' });

    const [failed, ...more] = await api.store.readStream(deliveryStream(row.message_id));
    expect(more).toHaveLength(0);
    expect(failed!.type).toBe('NotificationDeliveryFailed');
    expect(failed!.metadata.schemaVersion).toBe(2);
    expect(failed!.data).toEqual({
      messageId: row.message_id,
      kind: 'verification-code',
      channel: 'email',
      attempt: 1,
      errorCode: 'smtp-rejected-recipient',
      permanent: true,
      nextAttemptAt: null,
    });
    expect(await logJson(api)).not.toContain(REFUSED);
    const logged = operatorLog.filter((line) => line.includes(row.message_id));
    expect(logged.join('\n')).toContain('"errorCode":"smtp-rejected-recipient"');
    expect(operatorLog.join('\n')).not.toContain(REFUSED);
    expect(operatorLog.join('\n')).not.toContain('refused.recipient');
  });

  test('a recipient deferred with 452 is recorded as smtp-deferred and retried, without its address', async () => {
    const leadReference = await register(DEFERRED);
    const row = await until(async () => {
      const state = await outboxOf(api, leadReference);
      return state && state.attempts >= 2 && state;
    }, 'two attempts');
    expect(row).toMatchObject({ status: 'pending', last_error: 'smtp-deferred' });
    const history = await api.store.readStream(deliveryStream(row.message_id));
    expect(history.map((event) => (event.data as { errorCode: string }).errorCode)).toContain('smtp-deferred');
    expect(history.every((event) => (event.data as { permanent: boolean }).permanent === false)).toBe(true);
    expect(await logJson(api)).not.toContain(DEFERRED);
    expect(operatorLog.join('\n')).not.toContain('full.mailbox');
  });

  test('an address the server accepts is delivered as before', async () => {
    const leadReference = await register('accepted@example.com');
    await smtp.waitFor((mail) => mail.to.includes('accepted@example.com'));
    expect(await until(async () => (await outboxOf(api, leadReference))?.status === 'delivered', 'the delivery')).toBe(true);
    expect((await smtp.waitFor((mail) => mail.to.includes('accepted@example.com'))).text).toContain(await latestCode(api, api.store, leadReference));
  });
});

describe('version-1 delivery failures, which kept the error as text', () => {
  let api: TestApi;
  beforeAll(async () => {
    // No worker: the messages stay pending, and the failures come only from the events appended here.
    api = await createTestApi();
    await seedLeadDeal(api);
  });
  afterAll(async () => api.cleanup());

  const v1 = (type: string, data: unknown) => versionOneEvent(type, data, api.clock(), 'delivery-worker');
  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.32' });

  test('still project and read, as unclassified; the text they held is not shown again', async () => {
    const address = 'old.failure@example.com';
    const { leadReference } = (await post('/lead/register', callBackBody(await solveCaptcha(api.app), { emailAddress: address }))).json();
    const code = await latestCode(api, api.store, leadReference);
    const verified = (await post('/lead/verify', { leadReference, code })).json();
    await caughtUp(api, verified.position);
    const codeMessage = (await outboxOf(api, leadReference))!;
    const supplierMessage = (await outboxOf(api, verified.enquiryReference, 'supplier-lead'))!;

    const notification = v1('NotificationDeliveryFailed', {
      messageId: codeMessage.message_id,
      kind: 'verification-code',
      channel: 'email',
      attempt: 1,
      error: `SMTP: Can't send mail - all recipients were rejected: 550 Recipient ${address} refused`,
      permanent: true,
      nextAttemptAt: null,
    });
    const supplier = v1('SupplierDeliveryFailed', {
      messageId: supplierMessage.message_id,
      enquiryReference: verified.enquiryReference,
      supplierId: 7,
      attempt: 1,
      error: `Webhook to supplier answered 422: {"error":"phone 07700900123 of ${address} refused"}`,
      permanent: false,
      nextAttemptAt: new Date(api.clock().getTime() + 60_000).toISOString(),
    });
    await api.store.appendToStream(deliveryStream(codeMessage.message_id), [notification], { expectedRevision: 'no_stream' });
    const last = await api.store.appendToStream(deliveryStream(supplierMessage.message_id), [supplier], { expectedRevision: 'no_stream' });
    await caughtUp(api, `${last.position.commit}-${last.position.prepare}`);

    const readModel = async () => ({
      code: await outboxOf(api, leadReference),
      supplier: await outboxOf(api, verified.enquiryReference, 'supplier-lead'),
      enquiry: (
        await api.orm.em
          .fork()
          .getConnection()
          .execute<{ supplier_status: string; last_delivery_error: string | null }[]>(
            'SELECT supplier_status, last_delivery_error FROM enquiries WHERE enquiry_reference = ?',
            [verified.enquiryReference],
          )
      )[0],
    });
    const expected = {
      code: { message_id: codeMessage.message_id, status: 'failed', attempts: 1, last_error: 'unclassified' },
      supplier: { message_id: supplierMessage.message_id, status: 'pending', attempts: 1, last_error: 'unclassified' },
      enquiry: { supplier_status: 'retrying', last_delivery_error: 'unclassified' },
    };
    expect(await readModel()).toEqual(expected);
    await rebuildProjection(api.store, api.orm, projectorNamed('leads')!);
    expect(await readModel()).toEqual(expected);

    // Read through the catalogue, a version-1 failure has the current shape.
    const [recorded] = await api.store.readStream(deliveryStream(codeMessage.message_id));
    const data = parseEventData(recorded!.type, recorded!.data, 1);
    expect(data).toEqual({ messageId: codeMessage.message_id, kind: 'verification-code', channel: 'email', attempt: 1, errorCode: 'unclassified', permanent: true, nextAttemptAt: null });
    // And the delivery record folds it as one attempt, as the worker does before its next try.
    expect((await loadState(api.store, deliveryStream(supplierMessage.message_id), deliveryDecider)).state).toMatchObject({ delivered: false, attempts: 1, lastError: 'unclassified' });
  });

  test('rows written from version-1 failures before the upgrade are cleared by migration 031', async () => {
    const { leadReference } = (await post('/lead/register', callBackBody(await solveCaptcha(api.app), { emailAddress: 'old.row@example.com' }))).json();
    const row = await until(async () => outboxOf(api, leadReference), 'the outbox row');
    const connection = api.orm.em.fork().getConnection();
    await connection.execute(`UPDATE notification_outbox SET last_error = 'SMTP: 550 Recipient old.row@example.com refused' WHERE message_id = ?`, [row.message_id]);
    await connection.execute(deliveryErrorCodesMigration.sql);
    expect((await outboxOf(api, leadReference))!.last_error).toBe('unclassified');
    const [left] = await connection.execute<{ texts: number }[]>(
      `SELECT count(*)::int AS texts FROM notification_outbox WHERE last_error IS NOT NULL AND last_error <> 'unclassified' AND last_error !~ '^[a-z0-9-]+$'`,
    );
    expect(left!.texts).toBe(0);
  });
});
