import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Fastify from 'fastify';
import { createTestApi, type TestApi } from '../../../test-support/api';
import type { AppDeps } from '../deps';
import { errorHandler } from '../plugins/error-handler';
import { captchaFor, createCaptcha, useCaptcha, type Captcha } from './captcha';
import { CaptchaUnavailable } from './captcha-unavailable';

/** What the altcha v3 widget puts in the form field: base64 of JSON { challenge: { parameters, signature }, solution }. */
async function solve(challenge: Record<string, unknown>): Promise<string> {
  const { parameters, signature } = challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

const decode = (payload: string) => JSON.parse(atob(payload));
const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('ALTCHA captcha', () => {
  let api: TestApi;
  let captcha: Captcha;
  beforeAll(async () => {
    api = await createTestApi({ runProjectors: false });
    captcha = createCaptcha({ config: api.config, orm: api.orm, now: api.clock });
  });
  afterAll(async () => api.cleanup());

  test('is the default, and its challenge expires in ten minutes', async () => {
    expect(captcha.provider).toBe('altcha');
    const challenge = (await captcha.challenge()) as unknown as Challenge & { provider: string };
    expect(challenge.provider).toBe('altcha');
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  test('a solved challenge is ok once; the same solution again is expired', async () => {
    const payload = await solve(await captcha.challenge());
    expect(await captcha.verify(payload)).toBe('ok');
    expect(await captcha.verify(payload)).toBe('expired');
  });

  test('a replay re-encoded with a different counter or time is still refused', async () => {
    const payload = await solve(await captcha.challenge());
    expect(await captcha.verify(payload)).toBe('ok');
    const { challenge, solution } = decode(payload);
    const reworded = { ...solution, counter: solution.counter + 1, time: 1 };
    expect(await captcha.verify(encode({ challenge, solution: reworded }))).toBe('expired');
  });

  test('the same solution submitted twice at once is accepted only once', async () => {
    const payload = await solve(await captcha.challenge());
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => captcha.verify(payload)));
    expect(outcomes.sort()).toEqual(['expired', 'expired', 'expired', 'expired', 'ok']);
  });

  test('a tampered challenge or solution is invalid', async () => {
    const { challenge, solution } = decode(await solve(await captcha.challenge()));
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.verify(encode({ challenge: cheaper, solution }))).toBe('invalid');
    const wrongKey = { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) };
    expect(await captcha.verify(encode({ challenge, solution: wrongKey }))).toBe('invalid');
    // Still unused after the failed attempts: tampering does not burn the real solution.
    expect(await captcha.verify(encode({ challenge, solution }))).toBe('ok');
  });

  test('a challenge signed with another server secret is invalid', async () => {
    const other = createCaptcha({ config: { ...api.config, SERVER_SECRET: 'x'.repeat(40) }, orm: api.orm, now: api.clock });
    expect(await captcha.verify(await solve(await other.challenge()))).toBe('invalid');
  });

  test('garbage, the widget test-mode payload and oversized values are invalid; nothing is missing', async () => {
    expect(await captcha.verify('not base64 json')).toBe('invalid');
    expect(await captcha.verify(encode({ challenge: null, solution: null, test: true }))).toBe('invalid');
    expect(await captcha.verify('A'.repeat(10_000))).toBe('invalid');
    expect(await captcha.verify('')).toBe('missing');
    expect(await captcha.verify('   ')).toBe('missing');
    expect(await captcha.verify(undefined)).toBe('missing');
  });

  test('a challenge past its ten minutes is expired', async () => {
    const payload = await solve(await captcha.challenge());
    const later = createCaptcha({ config: api.config, orm: api.orm, now: () => new Date(Date.now() + 10 * 60_000 + 1_000) });
    expect(await later.verify(payload)).toBe('expired');

    const issuedLongAgo = createCaptcha({ config: api.config, orm: api.orm, now: () => new Date(Date.now() - 11 * 60_000) });
    expect(await captcha.verify(await solve(await issuedLongAgo.challenge()))).toBe('expired');
  });

  test('expired rows are swept now and then, and live ones kept', async () => {
    const em = api.orm.em.fork();
    await em.execute("INSERT INTO captcha_solutions_used VALUES ('stale', now() - interval '1 minute')");
    const sweeping = createCaptcha({ config: api.config, orm: api.orm, now: api.clock, random: () => 0 });
    expect(await sweeping.verify(await solve(await sweeping.challenge()))).toBe('ok');
    const rows = await em.execute<{ solution_hash: string }[]>('SELECT solution_hash FROM captcha_solutions_used');
    expect(rows.map((row) => row.solution_hash)).not.toContain('stale');
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('reCAPTCHA captcha', () => {
  let api: TestApi;
  let server: Server;
  let url: string;
  const received: URLSearchParams[] = [];
  /** How the stand-in for Google answers the next request. */
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { success: true } };

  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };

  beforeAll(async () => {
    api = await createTestApi({ runProjectors: false });
    server = createServer(async (request, response) => {
      received.push(new URLSearchParams(await read(request)));
      const { status, body, delayMs } = answer;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await api.cleanup();
  });
  beforeEach(() => {
    received.length = 0;
  });

  const recaptcha = () =>
    createCaptcha({ config: { ...api.config, RECAPTCHA_SECRET: 'the-site-secret', RECAPTCHA_VERIFY_URL: url }, orm: api.orm, now: api.clock });

  test('replaces ALTCHA when its secret is set, and tells the site so', async () => {
    expect(recaptcha().provider).toBe('recaptcha');
    expect(await recaptcha().challenge()).toEqual({ provider: 'recaptcha' });
  });

  test('a success is ok, and the secret, response and address reach siteverify form-encoded', async () => {
    answer = { status: 200, body: { success: true, hostname: 'localhost' } };
    expect(await recaptcha().verify('token-from-google', '203.0.113.9')).toBe('ok');
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 'the-site-secret',
      response: 'token-from-google',
      remoteip: '203.0.113.9',
    });
  });

  test('timeout-or-duplicate is expired, invalid-input-response is invalid', async () => {
    answer = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    expect(await recaptcha().verify('used-token')).toBe('expired');
    answer = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    expect(await recaptcha().verify('made-up-token')).toBe('invalid');
    expect(received.map((form) => form.has('remoteip'))).toEqual([false, false]);
  });

  test('a missing response is not sent to Google', async () => {
    expect(await recaptcha().verify(undefined)).toBe('missing');
    expect(await recaptcha().verify('')).toBe('missing');
    expect(received).toHaveLength(0);
  });

  test('an outage, a non-2xx answer or a refused secret throws CaptchaUnavailable (a 503)', async () => {
    answer = { status: 500, body: { error: 'oops' } };
    await expect(recaptcha().verify('token')).rejects.toMatchObject({ statusCode: 503, body: { code: 'CAPTCHA_UNAVAILABLE' } });
    answer = { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
    await expect(recaptcha().verify('token')).rejects.toBeInstanceOf(CaptchaUnavailable);
    const unreachable = createCaptcha({
      config: { ...api.config, RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify' },
      orm: api.orm,
      now: api.clock,
    });
    await expect(unreachable.verify('token')).rejects.toBeInstanceOf(CaptchaUnavailable);
  });

  test('a route that lets CaptchaUnavailable through answers 503 in the error shape', async () => {
    answer = { status: 502, body: {} };
    const app = Fastify();
    await app.register(errorHandler);
    app.post('/lead', async () => ({ outcome: await recaptcha().verify('token') }));
    const response = await app.inject({ method: 'POST', url: '/lead' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'unavailable',
      code: 'CAPTCHA_UNAVAILABLE',
      message: 'The captcha cannot be checked just now. Please try again in a moment.',
    });
  });

  test('siteverify taking longer than five seconds is an outage', async () => {
    answer = { status: 200, body: { success: true }, delayMs: 6_000 };
    const started = Date.now();
    await expect(recaptcha().verify('token')).rejects.toBeInstanceOf(CaptchaUnavailable);
    expect(Date.now() - started).toBeLessThan(5_900);
  }, 10_000);
});

describe('captchaFor', () => {
  const deps = (secret: string) =>
    ({ config: { SERVER_SECRET: secret, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/' }, orm: {} }) as unknown as AppDeps;

  test('builds one captcha per deps, and a test may put its own in first', async () => {
    const one = deps('a'.repeat(32));
    expect(captchaFor(one)).toBe(captchaFor(one));
    expect(captchaFor(one)).not.toBe(captchaFor(deps('a'.repeat(32))));

    const stub: Captcha = { provider: 'altcha', challenge: async () => ({}), verify: async () => 'ok' };
    const other = deps('b'.repeat(32));
    useCaptcha(other, stub);
    expect(captchaFor(other)).toBe(stub);
  });
});
