import { deliveryStream } from '@lease/domain';
import { projectorNamed, rebuildProjection, verifyProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { startHttpReceiver, type HttpReceiver } from '../../../test-support/http-receiver';
import { callBackBody, caughtUp, latestCode, seedLeadDeal, solveCaptcha } from '../../../test-support/leads';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import type { DeliveryWorker } from './delivery-worker';
import { startDeliveryWorker } from '../../../test-support/delivery';
import { SIGNATURE_HEADER, supplierSigningSecret, verifySignature } from './supplier-webhook';
import { until } from '../../../test-support/until';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('delivery worker, against a real SMTP peer and a supplier endpoint', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let supplier: HttpReceiver;
  let worker: DeliveryWorker;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    supplier = await startHttpReceiver();
    api = await createTestApi({ env: { SMTP_URL: smtp.url } });
    await seedLeadDeal(api, `${supplier.url}/leads`);
    // The world's clock, moved on a millisecond at every reading, as a real one moves between two readings: what the
    // worker writes to the outbox must agree with what it records, or a rebuild would differ from the live rows.
    let readings = 0;
    const ticking = () => new Date(api.clock().getTime() + readings++);
    worker = await startDeliveryWorker(api, { log: quietLog, retryBaseMs: 100, maxRetryMs: 400, now: ticking });
  });
  afterAll(async () => {
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
    await supplier.stop();
  });

  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.9' });
  const outbox = async (reference: string) =>
    api.orm.em
      .fork()
      .getConnection()
      .execute<{ message_id: string; kind: string; status: string; attempts: number }[]>(
        'SELECT message_id, kind, status, attempts FROM notification_outbox WHERE source_reference = ? ORDER BY kind',
        [reference],
      );

  test('codes requested while the mail server is down all arrive, each exactly once, after it comes back', async () => {
    await smtp.stop();
    const references: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post('/lead/register', callBackBody(await solveCaptcha(api.app), { emailAddress: `down${i}@example.com` }));
      expect(response.statusCode).toBe(200);
      references.push(response.json().leadReference);
    }
    // Every message fails at least once while the peer is down, and the failures are recorded.
    await until(async () => (await Promise.all(references.map(outbox))).every(([row]) => row && row.attempts >= 1), 'failed attempts');
    const failedFirst = await api.store.readStream(deliveryStream((await outbox(references[0]!))[0]!.message_id));
    expect(failedFirst[0]).toMatchObject({ type: 'NotificationDeliveryFailed', data: { permanent: false, kind: 'verification-code' } });

    await smtp.restart();
    await until(async () => (await Promise.all(references.map(outbox))).every(([row]) => row?.status === 'delivered'), 'deliveries');
    for (let i = 0; i < 5; i++) {
      const mails = smtp.messages.filter((mail) => mail.to.includes(`down${i}@example.com`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(await latestCode(api, api.store, references[i]!));
      const history = await api.store.readStream(deliveryStream((await outbox(references[i]!))[0]!.message_id));
      expect(history.filter((event) => event.type === 'NotificationDelivered')).toHaveLength(1);
    }
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(smtp.messages.length);
  });

  test('a verified lead reaches the supplier signed, retried until acknowledged, and the person gets a confirmation', async () => {
    supplier.setResponder(() => 503);
    const { leadReference } = (await post('/lead/register', callBackBody(await solveCaptcha(api.app), { emailAddress: 'verified@example.com' }))).json();
    const code = await latestCode(api, api.store, leadReference);
    const { enquiryReference, position } = (await post('/lead/verify', { leadReference, code, marketingCommunicationsEmail: true })).json();
    await caughtUp(api, position);
    await until(async () => supplier.requests.filter((request) => request.path === '/leads').length >= 2, 'retries to the supplier');
    supplier.setResponder(() => 202);
    await until(async () => (await outbox(enquiryReference)).every((row) => row.status === 'delivered'), 'supplier delivery');

    const accepted = supplier.requests.filter((request) => request.path === '/leads').at(-1)!;
    const secret = supplierSigningSecret(api.config.SERVER_SECRET, 7);
    expect(verifySignature(secret, accepted.headers[SIGNATURE_HEADER.toLowerCase()] as string, accepted.body, Math.floor(api.clock().getTime() / 1000))).toBe(true);
    expect(accepted.json).toMatchObject({
      enquiryReference,
      leadReference,
      type: 'call-back',
      deal: { monthlyPayment: 240, term: 36 },
      customer: { emailAddress: 'verified@example.com', phoneNumber: '07700900123', firstName: 'Sam', postcode: 'SW1A 1AA' },
      marketingConsent: { email: true, sms: false },
    });
    await until(async () => {
      const [row] = await api.orm.em
        .fork()
        .getConnection()
        .execute<{ supplier_status: string }[]>('SELECT supplier_status FROM enquiries WHERE enquiry_reference = ?', [enquiryReference]);
      return row?.supplier_status === 'delivered';
    }, 'the enquiry read model to show the delivery');
    const confirmation = await smtp.waitFor((mail) => mail.to.includes('verified@example.com') && mail.subject.includes(enquiryReference));
    expect(confirmation.subject).toBe(`Your enquiry ${enquiryReference} has gone to Supplier 7`);
  });

  test('a rebuilt outbox equals the live one, messages that failed before they went included, and sends nothing twice', async () => {
    // The tests above failed messages before delivering them: a delivered row keeps no error, rebuilt or live.
    const report = await verifyProjection({ store: api.store, orm: api.orm, databaseUrl: api.config.DATABASE_URL, projector: projectorNamed('leads')! });
    expect(report.differences).toEqual([]);
    const mailsBefore = smtp.messages.length;
    const postsBefore = supplier.requests.length;
    await rebuildProjection(api.store, api.orm, projectorNamed('leads')!);
    // Give the worker several passes over the rebuilt rows.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.length).toBe(mailsBefore);
    expect(supplier.requests.length).toBe(postsBefore);
    const rows = await api.orm.em.fork().getConnection().execute<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM notification_outbox WHERE status = 'pending'`);
    expect(rows[0]!.pending).toBe(0);
  });
});
