import { startHttpReceiver, type HttpReceiver } from '../../../test-support/http-receiver';
import { DeliveryError } from './backoff';
import { createSmsSender, type SmsSender } from './sms';

describe('createSmsSender', () => {
  let provider: HttpReceiver;
  let sms: SmsSender;

  beforeAll(async () => {
    provider = await startHttpReceiver({ respond: () => ({ status: 202, body: { id: 'prov-1' } }) });
    sms = createSmsSender({ SMS_PROVIDER_URL: `${provider.url}/v1/messages`, SMS_PROVIDER_TOKEN: 'sms-token' })!;
  });

  afterEach(() => provider.setResponder(() => 202));
  afterAll(() => provider.stop());

  it('is off without a provider URL', () => {
    expect(createSmsSender({ SMS_PROVIDER_URL: undefined, SMS_PROVIDER_TOKEN: 'x' })).toBeNull();
  });

  it('posts the number, text and reference with the token and an idempotency key', async () => {
    await sms.send({ messageId: 'sms-1', to: '+447700900123', body: 'Your code is 482913' });

    const request = await provider.waitFor((received) => received.headers['idempotency-key'] === 'sms-1');
    expect(request).toMatchObject({ method: 'POST', path: '/v1/messages', json: { to: '+447700900123', body: 'Your code is 482913', reference: 'sms-1' } });
    expect(request.headers).toMatchObject({ authorization: 'Bearer sms-token', 'content-type': 'application/json' });
  });

  it('retries a provider failure or throttling, and gives up on a refused request', async () => {
    const attempt = (messageId: string) => sms.send({ messageId, to: '+447700900123', body: 'x' }).catch((error: unknown) => error);

    provider.setResponder(() => ({ status: 500, body: 'upstream down' }));
    await expect(attempt('sms-500')).resolves.toMatchObject({ name: 'DeliveryError', permanent: false, code: 'http-5xx', message: expect.stringContaining('500') });

    provider.setResponder(() => 429);
    await expect(attempt('sms-429')).resolves.toMatchObject({ permanent: false });

    provider.setResponder(() => ({ status: 400, body: { error: 'invalid number' } }));
    const refused = await attempt('sms-400');
    expect(refused).toBeInstanceOf(DeliveryError);
    expect(refused).toMatchObject({ permanent: true, code: 'http-4xx', message: expect.stringContaining('invalid number') });

    // A provider that quotes the number it refused has it masked before the text reaches the operator log.
    provider.setResponder(() => ({ status: 400, body: { error: 'invalid number +447700900123 for sam@example.com' } }));
    const quoted = (await attempt('sms-quoted')) as DeliveryError;
    expect(quoted.message).toContain('invalid number [number] for [address]');
    expect(quoted.message).not.toMatch(/7700|sam@/);
  });

  it('refuses a number that is not E.164 without calling the provider', async () => {
    const before = provider.requests.length;
    const error = await sms.send({ messageId: 'sms-bad', to: '07700 900123', body: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DeliveryError', permanent: true, code: 'invalid-recipient' });
    expect((error as Error).message).not.toContain('900123');
    expect(provider.requests).toHaveLength(before);
  });

  it('treats a provider that does not answer in time, or is gone, as transient', async () => {
    const slow = createSmsSender({ SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_TOKEN: 't' }, { timeoutMs: 200 })!;
    let release = () => {};
    provider.setResponder(() => new Promise((resolve) => (release = () => resolve(200))));
    await expect(slow.send({ messageId: 'sms-slow', to: '+447700900123', body: 'x' })).rejects.toMatchObject({
      permanent: false,
      code: 'timeout',
      message: expect.stringContaining('no answer within 200 ms'),
    });
    release();

    await provider.stop();
    await expect(sms.send({ messageId: 'sms-down', to: '+447700900123', body: 'x' })).rejects.toMatchObject({ permanent: false, code: 'unreachable' });
    await provider.restart();
    provider.setResponder(() => 200);
    await expect(sms.send({ messageId: 'sms-back', to: '+447700900123', body: 'x' })).resolves.toBeUndefined();
  });
});
