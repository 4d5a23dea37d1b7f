import { leadStream } from '@lease/domain';
import { leadWithContact, PersonVault, personIdForEmail, projectorNamed, rebuildProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { callBackBody, caughtUp, dropLeadDeal, latestCode, LEAD_DEAL, seedLeadDeal, solveCaptcha } from '../../../../test-support/leads';

const MINUTE = 60_000;

describe('call-back leads over HTTP', () => {
  let api: TestApi;
  let nowMs = Date.now();
  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date(nowMs) });
    await seedLeadDeal(api);
  });
  afterAll(async () => api.cleanup());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    api.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const register = async (headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) =>
    post('/lead/register', callBackBody(await solveCaptcha(api.app), overrides), headers);
  const events = async (leadReference: string) => api.store.readStream(leadStream(leadReference));

  test('a call-back request answers a lead reference and records the deal as seen, with personal fields sealed', async () => {
    const response = await register();
    expect(response.statusCode).toBe(200);
    const { leadReference } = response.json();
    expect(leadReference).toMatch(/^LD-[0-9A-Z]{10}$/);
    const [requested, issued] = await events(leadReference);
    expect(requested!.type).toBe('CallBackRequested');
    expect(requested!.data).toMatchObject({
      deal: { dealId: LEAD_DEAL, monthlyPaymentPence: 24_000, supplierName: 'Supplier 7', term: 36, mileage: 10000 },
      tracking: { utm_source: expect.stringMatching(/^sealed:v1:/), visitorKey: expect.stringMatching(/^sealed:v1:/) },
    });
    const logged = JSON.stringify(requested!.data);
    for (const plain of ['sam.oneill@example.com', '07700900123', 'Sam', 'SW1A 1AA', 'newsletter', 'visitor-1']) expect(logged).not.toContain(plain);
    // The code itself is nowhere in the log: only its keyed hash.
    expect(issued!.type).toBe('VerificationCodeIssued');
    expect(Object.keys(issued!.data as object).sort()).toEqual(['channel', 'codeHash', 'codeId', 'expiresAt', 'leadReference']);
    const code = await latestCode(api, api.store, leadReference);
    expect(code).toMatch(/^\d{6}$/);
    expect((issued!.data as { codeHash: string }).codeHash).not.toContain(code);
  });

  test('the same Idempotency-Key returns the same lead and appends nothing new, even with the captcha spent', async () => {
    const captcha = await solveCaptcha(api.app);
    const headers = { 'idempotency-key': 'form-attempt-1' };
    const first = await post('/lead/register', callBackBody(captcha), headers);
    const second = await post('/lead/register', callBackBody(captcha), headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().leadReference).toBe(first.json().leadReference);
    expect(await events(first.json().leadReference)).toHaveLength(2);
  });

  test('a double click (two requests at once, one key) makes one lead', async () => {
    const captcha = await solveCaptcha(api.app);
    const headers = { 'idempotency-key': 'double-click' };
    const [a, b] = await Promise.all([post('/lead/register', callBackBody(captcha), headers), post('/lead/register', callBackBody(captcha), headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().leadReference).toBe(b.json().leadReference);
    expect(await events(a.json().leadReference)).toHaveLength(2);
  });

  test('a 400 names every invalid field at once with the spec messages', async () => {
    const response = await post('/lead/register', { vehiclePriceId: LEAD_DEAL, emailAddress: 'x', phoneNumber: '12', firstName: '1', postcode: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      emailAddress: 'This is not a valid email',
      phoneNumber: 'Your phone number should be between 10 and 11 numbers',
      firstName: 'This is not a valid name',
      lastName: 'Your last name is required',
      postcode: 'This is not a valid postcode',
      'g-recaptcha-response': 'You need to prove you are human by clicking the box',
    });
  });

  test('a replayed or forged captcha is refused, replay with CAPTCHA_HAS_EXPIRED', async () => {
    const captcha = await solveCaptcha(api.app);
    expect((await post('/lead/register', callBackBody(captcha))).statusCode).toBe(200);
    const replay = await post('/lead/register', callBackBody(captcha));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_HAS_EXPIRED', errors: { 'g-recaptcha-response': 'You need to prove you are human by clicking the box' } });
    const forged = await post('/lead/register', callBackBody(btoa('{"challenge":null}')));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual({ 'g-recaptcha-response': 'You need to prove you are human by clicking the box' });
  });

  test('the right code verifies the lead into an enquiry; a retry answers the same enquiry', async () => {
    const { leadReference } = (await register()).json();
    const wrong = await post('/lead/verify', { leadReference, code: '000000' === (await latestCode(api, api.store, leadReference)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'This is not a valid verification code' });
    const code = await latestCode(api, api.store, leadReference);
    const verified = await post('/lead/verify', { leadReference, code, marketingCommunicationsEmail: true, marketingCommunicationsSms: false });
    expect(verified.statusCode).toBe(200);
    const { enquiryReference, position } = verified.json();
    expect(enquiryReference).toMatch(/^EQ-/);
    for (const path of ['/lead/code/confirm', '/lead/confirm']) {
      expect((await post(path, { leadReference, code })).json().enquiryReference).toBe(enquiryReference);
    }
    await caughtUp(api, position);
    const [row] = await api.orm.em.fork().getConnection().execute('SELECT source, deal_id, supplier_id FROM enquiries WHERE enquiry_reference = ?', [enquiryReference]);
    expect(row).toEqual({ source: 'call-back', deal_id: String(LEAD_DEAL), supplier_id: 7 });
  });

  test('ten wrong guesses at once: exactly five are counted, the rest and then the right code are refused', async () => {
    const { leadReference } = (await register()).json();
    const code = await latestCode(api, api.store, leadReference);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/lead/verify', { leadReference, code: wrong })));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    expect((await events(leadReference)).filter((event) => event.type === 'VerificationFailed')).toHaveLength(5);
    expect((await post('/lead/verify', { leadReference, code })).statusCode).toBe(429);
    // A new code opens it again.
    expect((await post('/lead/code/send', { leadReference })).statusCode).toBe(200);
    const fresh = await latestCode(api, api.store, leadReference);
    expect((await post('/lead/verify', { leadReference, code: fresh })).statusCode).toBe(200);
  });

  test('a code lives ten minutes; three codes per lead an hour, then 429', async () => {
    const { leadReference } = (await register()).json();
    const code = await latestCode(api, api.store, leadReference);
    nowMs += 11 * MINUTE;
    try {
      const late = await post('/lead/verify', { leadReference, code });
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('CODE_EXPIRED');
      expect((await post('/lead/code/send', { leadReference }, {}, '203.0.113.50')).statusCode).toBe(200);
      expect((await post('/lead/code/send', { leadReference }, {}, '203.0.113.50')).statusCode).toBe(200);
      const fourth = await post('/lead/code/send', { leadReference }, {}, '203.0.113.50');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('TOO_MANY_CODES');
    } finally {
      nowMs -= 11 * MINUTE;
    }
  });

  test('one address cannot ask for codes for lead after lead: the per-IP limit answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/lead/code/send', { leadReference: 'LD-0000000000' }, {}, '198.51.100.99')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('an erased person shows as erased, also after the read model is rebuilt; the log is untouched', async () => {
    const { leadReference, position } = (await register({}, { emailAddress: 'erase.me@example.com', firstName: 'Erin' })).json();
    await caughtUp(api, position);
    const vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    expect((await leadWithContact(api.orm, vault, leadReference))!.contact).toMatchObject({ firstName: 'Erin', emailAddress: 'erase.me@example.com' });
    const before = await events(leadReference);
    expect(await vault.erase(personIdForEmail(api.config.SERVER_SECRET, 'erase.me@example.com'))).toBe(true);
    expect((await leadWithContact(api.orm, vault, leadReference))!.contact).toEqual({
      emailAddress: '[erased]',
      phoneNumber: '[erased]',
      firstName: '[erased]',
      lastName: '[erased]',
      postcode: '[erased]',
    });
    await rebuildProjection(api.store, api.orm, projectorNamed('leads')!);
    expect((await leadWithContact(api.orm, vault, leadReference))!.contact.firstName).toBe('[erased]');
    expect(await events(leadReference)).toEqual(before);
    // Their code can no longer be read to be sent.
    await expect(latestCode(api, api.store, leadReference)).rejects.toThrow('gone');
  });

  test("a deal the supplier dropped answers 404 with the spec's message, at request and at verification", async () => {
    const { leadReference } = (await register()).json();
    const code = await latestCode(api, api.store, leadReference);
    await dropLeadDeal(api);
    const verify = await post('/lead/verify', { leadReference, code });
    expect(verify.statusCode).toBe(404);
    expect(verify.json()).toMatchObject({ code: 'DEAL_NO_LONGER_EXISTS', message: 'This deal is no longer available.' });
    const request = await register();
    expect(request.statusCode).toBe(404);
    expect(request.json().message).toBe('This deal is no longer available.');
  });
});

describe('verification codes in the log', () => {
  /** A lead registered on an API whose log lines are kept; answers the code sent and what the log said. */
  async function codeAndLog(env: Record<string, string>) {
    const lines: string[] = [];
    const api = await createTestApi({ env: { LOG_LEVEL: 'info', ...env }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await seedLeadDeal(api);
      const response = await api.app.inject({ method: 'POST', url: '/lead/register', payload: callBackBody(await solveCaptcha(api.app)), remoteAddress: '203.0.113.77' });
      expect(response.statusCode).toBe(200);
      return { code: await latestCode(api, api.store, response.json().leadReference), log: lines.join('') };
    } finally {
      await api.cleanup();
    }
  }

  test('with DEV_LOG_CODES (npm start sets it), the code is also written to the log for the developer', async () => {
    const { code, log } = await codeAndLog({ DEV_LOG_CODES: 'true' });
    expect(log).toContain(`verification code ${code} for LD-`);
    expect(log).toContain(`"code":"${code}"`);
  });

  test('without DEV_LOG_CODES no code reaches the log, even with no email or SMS provider configured', async () => {
    const { code, log } = await codeAndLog({});
    expect(log).toContain('"url":"/lead/register"');
    expect(log).not.toContain('verification code');
    // Not anywhere as a number of its own (timestamps and durations may hold its digits inside longer numbers).
    expect(log).not.toMatch(new RegExp(`(?<![0-9.])${code}(?![0-9])`));
  });

  test('once an email provider is configured, no code is written to the log', async () => {
    const { code, log } = await codeAndLog({ SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(log).toContain('"url":"/lead/register"');
    expect(log).not.toContain('verification code');
    expect(log).not.toContain(`"code":"${code}"`);
  });
});
