import { ACCOUNT_CODE_VALIDITY_MS, ACCOUNT_REFUSALS, userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { PASSWORD, refreshCookie } from '../../../../test-support/accounts';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { startSmtpPeer, type SmtpPeer } from '../../../../test-support/smtp-peer';
import type { DeliveryWorker } from '../../delivery/delivery-worker';

// Spec §8 AUTO_VERIFYING_USER: the verification email carries a link that confirms the address when followed. The
// mail goes through a real SMTP peer; the link's token reaches the API only in a POST body, and neither it nor the
// code reaches the log or the log's events.

jest.setTimeout(60_000);

const START = Date.parse('2026-11-22T10:00:00Z');

describe('/auth/verify-link: the link in the verification email', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  let clockMs = START;
  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({
      clock: () => new Date(clockMs),
      env: { SMTP_URL: smtp.url, LOG_LEVEL: 'info', PUBLIC_ORIGIN: 'https://www.leasedeals.example' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    worker = await startDeliveryWorker(api);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.cleanup();
    await smtp?.stop();
  });
  beforeEach(() => {
    clockMs = START;
  });

  const post = (url: string, payload?: object) => api.app.inject({ method: 'POST', url, payload });

  /** Signs up and reads the email as it arrived: its code and the link's token. */
  async function signUp(email: string) {
    const registered = await post('/auth/register', { email, password: PASSWORD, firstName: 'Ada' });
    expect(registered.statusCode).toBe(201);
    const mail = await smtp.waitFor((message) => message.to.includes(email), 20_000);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const link = /https:\/\/www\.leasedeals\.example\/auth\/verify-email#token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return { userId: registered.json().userId as string, code, token: link![1]!, mail };
  }

  test('following the link verifies the address and signs in, once; the token and code reach neither the log nor its events', async () => {
    const { userId, code, token, mail } = await signUp('ada@example.com');
    expect(mail.subject).toBe(`${code} is your Lease Deals account code`);
    expect(mail.text).toContain('works once');

    const verified = await post('/auth/verify-link', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: userId, email: 'ada@example.com', isVerified: true });
    expect(verified.json().idToken).toEqual(expect.any(String));
    expect(refreshCookie(verified)).toBeDefined();

    // Single use: the same link again (a second click, a retried request) says so plainly, and signs nobody in.
    const again = await post('/auth/verify-link', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LINK_USED', message: ACCOUNT_REFUSALS.linkUsed, errors: { token: ACCOUNT_REFUSALS.linkUsed } });
    expect(refreshCookie(again)).toBeUndefined();

    const events = JSON.stringify((await api.store.readStream(userStream(userId))).map((event) => [event.data, event.metadata]));
    const secret = token.split('.')[1]!;
    expect(events).toContain('"linkHash"');
    expect(events).not.toContain(secret);
    expect(events).not.toContain(code);
    const log = logLines.join('\n');
    expect(log).toContain('/auth/verify-link');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(code);
  });

  test('a link past its code’s thirty minutes says it has expired, and the account stays unverified', async () => {
    const { token } = await signUp('grace@example.com');
    clockMs = START + ACCOUNT_CODE_VALIDITY_MS + 1000;
    const expired = await post('/auth/verify-link', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: ACCOUNT_REFUSALS.linkExpired });
    const signIn = await post('/auth/login', { email: 'grace@example.com', password: PASSWORD });
    expect(signIn.json().code).toBe('USER_NOT_VERIFIED');
  });

  test('a link we did not send, or a token cut short, is a 400 naming the token', async () => {
    const { userId, token } = await signUp('alan@example.com');
    const forged = await post('/auth/verify-link', { token: `${userId}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'LINK_INVALID', errors: { token: ACCOUNT_REFUSALS.linkInvalid } });
    const unknownAccount = await post('/auth/verify-link', { token: `nobody-at-all-here.${token.split('.')[1]}` });
    expect(unknownAccount.statusCode).toBe(400);
    expect(unknownAccount.json().code).toBe('LINK_INVALID');
    const cut = await post('/auth/verify-link', { token: token.slice(0, 30) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { token: expect.stringContaining('not complete') } });
    const missing = await post('/auth/verify-link', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['token']);
    // None of that touched the account: the real link still works.
    expect((await post('/auth/verify-link', { token })).statusCode).toBe(200);
  });

  test('a new code brings a new link, and the first email’s link still works until it expires', async () => {
    const { token: first } = await signUp('mary@example.com');
    smtp.messages.length = 0;
    expect((await post('/auth/resend-code', { email: 'mary@example.com' })).statusCode).toBe(202);
    const second = await smtp.waitFor((message) => message.to.includes('mary@example.com'), 20_000);
    const token = /#token=(\S+)/.exec(second.text)![1]!;
    expect(token).not.toBe(first);
    expect((await post('/auth/verify-link', { token: first })).statusCode).toBe(200);
    expect((await post('/auth/verify-link', { token })).json().code).toBe('LINK_USED');
  });
});
