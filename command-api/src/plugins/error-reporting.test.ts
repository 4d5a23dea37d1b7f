import { createTestApi, type TestApi } from '../../../test-support/api';
import { startHttpReceiver, type HttpReceiver, type ReceivedRequest } from '../../../test-support/http-receiver';
import { alternativeBody, latestCode, solveCaptcha } from '../../../test-support/leads';
import { configSchema } from '../config';
import { createErrorReporter, scrubText } from './error-reporting';

// Spec §7/§8: HTTP 500s and the leads service's failures reach the error-reporting service (Sentry's envelope
// endpoint, here a local receiver), with the request id and without the person.

const EMAIL = 'sam.oneill@example.com';
const PHONE = '07700900123';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzYW0ifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const COOKIE_SECRET = 'refresh-cookie-value-7f3a';
const NAME = 'Siobhan';

const isEnvelope = (request: ReceivedRequest) => /^\/api\/\d+\/envelope\//.test(request.path);
const envelopes = (receiver: HttpReceiver) => receiver.requests.filter(isEnvelope);

/** An envelope is lines of JSON: its header, then each item's header and payload. */
interface SentEvent {
  exception: { values: Array<{ type: string; value: string }> };
  tags: Record<string, string>;
  request?: Record<string, unknown>;
  release?: string;
}

function eventOf(envelope: ReceivedRequest): SentEvent {
  const lines = envelope.body.split('\n').filter(Boolean);
  const item = lines.findIndex((line) => (JSON.parse(line) as { type?: string }).type === 'event');
  return JSON.parse(lines[item + 1]!) as SentEvent;
}

describe('error reporting to Sentry', () => {
  let sentry: HttpReceiver;
  let leadsService: HttpReceiver;
  let api: TestApi;

  beforeAll(async () => {
    sentry = await startHttpReceiver();
    leadsService = await startHttpReceiver({ respond: () => 500 });
    api = await createTestApi({ env: { SENTRY_DSN: `http://publickey@127.0.0.1:${sentry.port}/42`, LEADS_SERVICE_URL: leadsService.url } });
    api.app.post('/test-only/fails', async () => {
      throw new Error(`could not save ${EMAIL} (${PHONE})`);
    });
  });
  afterAll(async () => {
    await api.cleanup();
    await leadsService.stop();
    await sentry.stop();
  });

  test('a route that throws answers 500 and sends one envelope with the error and the request id, and nothing of the person', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/test-only/fails?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}&first=${NAME}`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `refresh=${COOKIE_SECRET}` },
      payload: { email: EMAIL, phoneNumber: PHONE, firstName: NAME },
    });
    expect(response.statusCode).toBe(500);
    const { requestId } = response.json();
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const envelope = await sentry.waitFor((request) => isEnvelope(request) && request.body.includes(requestId));
    expect(envelopes(sentry).filter((request) => request.body.includes(requestId))).toHaveLength(1);
    expect(envelope!.method).toBe('POST');
    expect(envelope!.path).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const event = eventOf(envelope!);
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'could not save [address] ([number])' });
    expect(event.tags).toMatchObject({ request_id: requestId });
    expect(event.request).toEqual({ method: 'POST', url: '/test-only/fails' });
    expect(event.release).toBe('9.9.9-test');

    for (const personal of [EMAIL, encodeURIComponent(EMAIL), PHONE, TOKEN, COOKIE_SECRET, NAME, 'authorization', 'cookie']) {
      expect(envelope!.body.toLowerCase()).not.toContain(personal.toLowerCase());
    }
  });

  test("the leads service's failure is reported with the lead's reference, and nothing it sent back", async () => {
    leadsService.setResponder(() => ({ status: 500, body: { error: `duplicate lead for ${EMAIL}` } }));
    const registered = await api.app.inject({ method: 'POST', url: '/lead/register/pcp', payload: alternativeBody(await solveCaptcha(api.app), { firstName: 'Philippa', lastName: 'Fortescue' }) });
    const { leadReference } = registered.json();
    const code = await latestCode(api, api.store, leadReference);
    const before = envelopes(sentry).length;

    const verified = await api.app.inject({
      method: 'POST',
      url: '/lead/verify',
      payload: { leadReference, code, marketingCommunicationsEmail: false, marketingCommunicationsSms: false },
    });
    expect(verified.statusCode).toBe(502);

    await sentry.waitFor((request) => isEnvelope(request) && request.body.includes(leadReference));
    const sent = envelopes(sentry).slice(before);
    expect(sent).toHaveLength(1);
    const event = eventOf(sent[0]!);
    expect(event.exception.values[0]).toMatchObject({ type: 'LeadsServiceFailure' });
    expect(event.exception.values[0]!.value).toContain('leads service refused an alternative lead');
    expect(event.tags).toMatchObject({ service: 'leads-service', leadReference, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    for (const personal of [EMAIL, PHONE, code, 'Philippa', 'Fortescue']) expect(sent[0]!.body).not.toContain(personal);
  });

  test("a 500 the site received from elsewhere (no request id of this API's) is reported through the API", async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/client-errors', payload: { status: 500, method: 'GET', path: '/vehicle' } });
    expect(response.statusCode).toBe(202);
    const envelope = await sentry.waitFor((request) => isEnvelope(request) && request.body.includes('SiteReceivedServerError'));
    const event = eventOf(envelope);
    expect(event.exception.values[0]).toMatchObject({ type: 'SiteReceivedServerError', value: 'the site received HTTP 500 from GET /vehicle' });
    expect(event.tags).toMatchObject({ source: 'site' });
    expect(event.request).toEqual({ method: 'GET', url: '/vehicle' });
  });

  test.each([
    ['a query', { status: 500, method: 'GET', path: `/user/details?token=${TOKEN}` }],
    ['another status', { status: 404, method: 'GET', path: '/vehicle' }],
    ['no path', { status: 500, method: 'GET', path: '' }],
  ])('a site report with %s is refused', async (_case, payload) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/client-errors', payload });
    expect(response.statusCode).toBe(400);
  });

  test('answers that are not 500s are not reported', async () => {
    const before = envelopes(sentry).length;
    expect((await api.app.inject({ url: '/no/such/route' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: '/lead/verify', payload: {} })).statusCode).toBe(400);
    // A 500 after them: once its report has arrived, any report of theirs would have too.
    const failed = await api.app.inject({ method: 'POST', url: '/test-only/fails', payload: {} });
    const { requestId } = failed.json();
    await sentry.waitFor((request) => isEnvelope(request) && request.body.includes(requestId));
    expect(envelopes(sentry).slice(before)).toHaveLength(1);
  });
});

describe('without a DSN', () => {
  test('the setting is optional and reporting is off', () => {
    const config = configSchema.parse({ DATABASE_URL: 'postgres://x/y', SERVER_SECRET: 'x'.repeat(32), SENTRY_DSN: '' });
    expect(config.SENTRY_DSN).toBeUndefined();
    const reporter = createErrorReporter({ dsn: undefined, release: '1', environment: undefined });
    expect(reporter.enabled).toBe(false);
    expect(() => reporter.report(new Error('x'), {})).not.toThrow();
  });

  test('a DSN that is not a URL is refused at start', () => {
    expect(configSchema.safeParse({ DATABASE_URL: 'postgres://x/y', SERVER_SECRET: 'x'.repeat(32), SENTRY_DSN: 'not a dsn' }).success).toBe(false);
  });
});

describe('scrubbing words', () => {
  test('addresses, numbers, bearer tokens and JWTs are masked; the rest stays', () => {
    expect(scrubText(`no row for ${EMAIL}, ring ${PHONE}; Bearer abc.def-123456 and ${TOKEN} for order 42`)).toBe(
      'no row for [address], ring [number]; [token] and [token] for order 42',
    );
  });
});
