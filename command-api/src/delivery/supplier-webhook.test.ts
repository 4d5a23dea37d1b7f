import { startHttpReceiver, type HttpReceiver } from '../../../test-support/http-receiver';
import { DeliveryError } from './backoff';
import { postSigned, signBody, signatureHeader, supplierSigningSecret, verifySignature } from './supplier-webhook';

const SERVER_SECRET = 'a-server-secret-that-is-long-enough-for-config';
const NOW = new Date('2025-03-14T09:30:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

describe('supplierSigningSecret', () => {
  it('is stable per supplier, differs between suppliers and takes numeric ids', () => {
    const secret = supplierSigningSecret(SERVER_SECRET, 42);
    expect(secret).toBe(supplierSigningSecret(SERVER_SECRET, '42'));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(supplierSigningSecret(SERVER_SECRET, 43));
    expect(secret).not.toBe(supplierSigningSecret(SERVER_SECRET, 'leads-service'));
    expect(secret).not.toBe(supplierSigningSecret(`${SERVER_SECRET}x`, 42));
  });
});

describe('verifySignature', () => {
  const secret = supplierSigningSecret(SERVER_SECRET, 7);
  const body = '{"enquiryId":"e-1","amount":199.99}';
  const header = signatureHeader(secret, NOW_SECONDS, body);

  it('accepts the body as signed, within the tolerance either side of now', () => {
    expect(header).toBe(`t=${NOW_SECONDS},v1=${signBody(secret, NOW_SECONDS, body)}`);
    expect(verifySignature(secret, header, body, NOW_SECONDS)).toBe(true);
    expect(verifySignature(secret, header, Buffer.from(body), NOW_SECONDS + 300)).toBe(true);
    expect(verifySignature(secret, header, body, NOW_SECONDS - 300)).toBe(true);
  });

  it('refuses a changed body, another secret, a stale or future timestamp and malformed headers', () => {
    expect(verifySignature(secret, header, body.replace('199.99', '1.99'), NOW_SECONDS)).toBe(false);
    expect(verifySignature(supplierSigningSecret(SERVER_SECRET, 8), header, body, NOW_SECONDS)).toBe(false);
    expect(verifySignature(secret, header, body, NOW_SECONDS + 301)).toBe(false);
    expect(verifySignature(secret, header, body, NOW_SECONDS - 301)).toBe(false);
    expect(verifySignature(secret, header.replace(`t=${NOW_SECONDS}`, `t=${NOW_SECONDS + 1}`), body, NOW_SECONDS)).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${NOW_SECONDS}`, `t=${NOW_SECONDS},v1=zz`, `t=x,v1=${signBody(secret, NOW_SECONDS, body)}`]) {
      expect(verifySignature(secret, bad, body, NOW_SECONDS)).toBe(false);
    }
  });

  it('accepts any of several v1 signatures, so a secret can be changed without a gap', () => {
    const rotated = `t=${NOW_SECONDS},v1=${signBody('old-secret', NOW_SECONDS, body)},v1=${signBody(secret, NOW_SECONDS, body)}`;
    expect(verifySignature(secret, rotated, body, NOW_SECONDS)).toBe(true);
  });
});

describe('postSigned', () => {
  let receiver: HttpReceiver;
  const secret = supplierSigningSecret(SERVER_SECRET, 'leads-service');

  beforeAll(async () => {
    receiver = await startHttpReceiver({ respond: () => 202 });
  });
  afterEach(() => receiver.setResponder(() => 202));
  afterAll(() => receiver.stop());

  const post = (deliveryId: string, payload: unknown = { enquiryId: 'e-1', name: 'Zoë', monthly: 249.5 }) =>
    postSigned({ url: `${receiver.url}/hooks/leads`, secret, deliveryId, payload, now: NOW });

  it('sends JSON the receiver can verify from the raw body, with the delivery id', async () => {
    await expect(post('dlv-1')).resolves.toBeUndefined();

    const request = await receiver.waitFor((received) => received.headers['x-lease-delivery'] === 'dlv-1');
    expect(request).toMatchObject({ method: 'POST', path: '/hooks/leads', json: { enquiryId: 'e-1', name: 'Zoë', monthly: 249.5 } });
    expect(request.headers['content-type']).toBe('application/json');
    const signature = request.headers['x-lease-signature'] as string;
    expect(signature).toMatch(new RegExp(`^t=${NOW_SECONDS},v1=[0-9a-f]{64}$`));
    expect(verifySignature(secret, signature, request.body, NOW_SECONDS + 5)).toBe(true);
    expect(verifySignature(secret, signature, `${request.body} `, NOW_SECONDS)).toBe(false);
    expect(verifySignature(secret, signature, request.body, NOW_SECONDS + 3600)).toBe(false);
  });

  it('treats 503 and 408 as transient and 410 or 400 as permanent', async () => {
    const outcome = (deliveryId: string) => post(deliveryId).catch((error: unknown) => error);

    receiver.setResponder(() => 503);
    const unavailable = await outcome('dlv-503');
    expect(unavailable).toBeInstanceOf(DeliveryError);
    expect(unavailable).toMatchObject({ permanent: false, code: 'http-5xx', message: expect.stringContaining('503') });

    receiver.setResponder(() => 408);
    await expect(outcome('dlv-408')).resolves.toMatchObject({ permanent: false });

    receiver.setResponder(() => ({ status: 410, body: { message: 'endpoint retired' } }));
    await expect(outcome('dlv-410')).resolves.toMatchObject({ permanent: true, code: 'http-4xx', message: expect.stringContaining('endpoint retired') });

    receiver.setResponder(() => 400);
    await expect(outcome('dlv-400')).resolves.toMatchObject({ permanent: true });
  });

  it('does not follow a redirect, and retries it', async () => {
    receiver.setResponder(() => ({ status: 307, headers: { location: 'http://127.0.0.1:9/elsewhere' } }));
    await expect(post('dlv-307')).rejects.toMatchObject({ permanent: false, code: 'http-3xx', message: expect.stringContaining('307') });
  });

  it('treats an unreachable receiver as transient', async () => {
    await receiver.stop();
    try {
      await expect(post('dlv-down')).rejects.toMatchObject({ name: 'DeliveryError', permanent: false, code: 'unreachable' });
    } finally {
      await receiver.restart();
    }
    await expect(post('dlv-back')).resolves.toBeUndefined();
  });
});
