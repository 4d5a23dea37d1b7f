import { deliveryStream } from '@lease/domain';
import { signedUpStaff, type SignedIn } from '../../../../test-support/accounts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { startSmtpPeer, type SmtpPeer } from '../../../../test-support/smtp-peer';
import { until } from '../../../../test-support/until';
import type { DeliveryWorker } from '../../delivery/delivery-worker';
import { ADMIN_API_PREFIX } from './admin-api';

// The console's outbox through the admin API, with a real mail server that refuses one mailbox for good: the
// message shows as failed with its classified error, and a staff retry (recorded with the staff id) sends it
// once the mailbox takes mail again.

const NOW = new Date('2026-07-01T08:30:00Z');
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface OutboxRecord {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  recipient: string | null;
  createdUk: string;
  stream: string;
}

describe('the outbox (admin API)', () => {
  const refused = new Set(['gone@example.com']);
  let smtp: SmtpPeer;
  let api: TestApi;
  let worker: DeliveryWorker;
  let staff: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpPeer({ rejectRecipient: (address) => (refused.has(address) ? 550 : undefined) });
    api = await createTestApi({ clock: () => NOW, env: { SMTP_URL: smtp.url } });
    staff = await signedUpStaff(api, 'outbox.staff@example.com');
    worker = await startDeliveryWorker(api, { log: quietLog });
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.cleanup();
    await smtp?.stop();
  });

  const get = (url: string, token = staff.accessToken) => api.app.inject({ url: `${ADMIN_API_PREFIX}${url}`, headers: { authorization: `Bearer ${token}` } });
  const retry = (id: string, payload: object) =>
    api.app.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/outbox/${id}/retry`, headers: { authorization: `Bearer ${staff.accessToken}` }, payload });
  const list = async (filter: object) => (await get(`/outbox?filter=${encodeURIComponent(JSON.stringify(filter))}`)).json() as OutboxRecord[];

  test('a message refused for good shows as failed, and a staff retry sends it once the mailbox takes mail', async () => {
    const registered = await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'gone@example.com', password: 'Lantern-hill-73' } });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json() as { userId: string };
    // An account's messages are referenced by `user:<id>`.
    const reference = `user:${userId}`;
    await until(async () => (await list({ status: 'failed', sourceReference: reference })).length === 1 || undefined, 'the code mail failed for good');
    const [failed] = await list({ status: 'failed', sourceReference: reference });
    expect(failed).toMatchObject({ kind: 'account-code', attempts: 1, lastError: 'smtp-rejected-recipient', recipient: '[sealed]', createdUk: '1 Jul 2026, 09:30:00' });
    // Neither the address nor the code it carries is shown.
    expect(JSON.stringify(await get(`/outbox/${failed!.id}`).then((response) => response.json()))).not.toMatch(/gone@example|payload|\b\d{6}\b/);

    const stale = await retry(failed!.id, { attempts: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'DELIVERY_CHANGED', errors: { attempts: 'This message has changed since the page was loaded: reload it.' } });

    refused.clear();
    const retried = await retry(failed!.id, { attempts: 1 });
    expect(retried.statusCode).toBe(200);
    expect((await retry(failed!.id, { attempts: 1 })).statusCode).toBe(200);
    const mail = await smtp.waitFor((message) => message.to.includes('gone@example.com'), 10_000);
    expect(mail.subject).toBeTruthy();
    await until(async () => (await get(`/outbox/${failed!.id}`)).json().status === 'delivered' || undefined, 'the retried mail delivered');

    const history = await api.store.readStream(deliveryStream(failed!.id));
    expect(history.map((event) => event.type)).toEqual(['NotificationDeliveryFailed', 'DeliveryRetryRequested', 'NotificationDelivered']);
    expect(history[1]).toMatchObject({ data: { staffId: staff.userId, afterAttempts: 1 }, metadata: { actor: `staff:${staff.userId}` } });
    expect(history[2]!.data).toMatchObject({ attempt: 2 });

    const delivered = await retry(failed!.id, { attempts: 2 });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json()).toMatchObject({ code: 'DELIVERY_DELIVERED' });
  });

  test('bad filters, unknown messages and people who are not staff are refused', async () => {
    expect((await get('/outbox?filter={"status":"lost"}')).json()).toMatchObject({ errors: { filter: 'filter.status is one of pending, held, failed, delivered' } });
    expect((await get('/outbox?filter={"colour":"red"}')).statusCode).toBe(400);
    expect((await get('/outbox/no-such-message')).statusCode).toBe(404);
    expect((await retry('no-such-message', { attempts: 1 })).statusCode).toBe(404);
    const noCount = await retry('no-such-message', {});
    expect(noCount.statusCode).toBe(400);
    const anonymous = await api.app.inject({ url: `${ADMIN_API_PREFIX}/outbox` });
    expect(anonymous.statusCode).toBe(401);
  });
});
