import { feedbackStream } from '@lease/domain';
import { ADMIN_API_PREFIX } from '../admin/admin-api';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { signedUpStaff } from '../../../../test-support/accounts';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { solveCaptcha } from '../../../../test-support/leads';
import { placesHolding } from '../../../../test-support/newsletter';
import { startSmtpPeer, type SmtpPeer } from '../../../../test-support/smtp-peer';
import { until } from '../../../../test-support/until';
import type { DeliveryWorker } from '../../delivery/delivery-worker';

const MAILBOXES = { SUPPORT_MAILBOX: 'help@team.example', ADVERTISING_MAILBOX: 'ads@team.example', AI_FEEDBACK_MAILBOX: 'ai@team.example' };

describe('POST /feedback/send: the contact form, mailed to the right team through the outbox', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  let clockMs = Date.parse('2031-03-04T10:00:00Z');
  let address = 0;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({ env: { SMTP_URL: smtp.url, ...MAILBOXES }, clock: () => new Date(clockMs) });
    worker = await startDeliveryWorker(api);
  });
  afterAll(async () => {
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
  });

  // Each test writes from its own address, so the per-address limit is met only where a test means to meet it.
  const send = async (body: Record<string, unknown>, { headers = {}, ip = `198.51.100.${++address}` }: { headers?: Record<string, string>; ip?: string } = {}) =>
    api.app.inject({ method: 'POST', url: '/feedback/send', payload: { 'g-recaptcha-response': await solveCaptcha(api.app), ...body }, headers, remoteAddress: ip });

  const base = { name: 'Rory Williams', emailAddress: 'rory@example.com', message: 'The deal page for the Golf shows two prices.' };

  test.each([
    ['feedback', { topic: 'deal' }, MAILBOXES.SUPPORT_MAILBOX, /About: A deal or a supplier/],
    ['advertising', { company: 'Pond Motors Ltd', website: 'pondmotors.example' }, MAILBOXES.ADVERTISING_MAILBOX, /Company: Pond Motors Ltd\nWebsite: https:\/\/pondmotors.example/],
    ['ai-feedback', { verdict: 'wrong', query: 'cheap seven seater hybrid', conversationId: '3b241101-e2bb-4255-8caf-4136c566a962' }, MAILBOXES.AI_FEEDBACK_MAILBOX, /AI search: It misunderstood me\nSearched for: cheap seven seater hybrid\nConversation: 3b241101/],
  ] as const)('a %s message reaches its mailbox, and the sender is told its reference', async (variant, fields, mailbox, detail) => {
    const sender = `${variant}@example.com`;
    const response = await send({ ...base, variant, emailAddress: sender, phoneNumber: '07700 900123', ...fields });
    expect(response.statusCode).toBe(200);
    const { reference, message } = response.json();
    expect(reference).toMatch(/^FB-[0-9A-Z]{10}$/);
    expect(message).toBe('Thank you. We have your message and will reply by email.');

    const copy = await smtp.waitFor((mail) => mail.to.includes(mailbox) && mail.subject.includes(reference));
    expect(copy.text).toContain(`From: Rory Williams <${sender}>`);
    expect(copy.text).toContain('Phone: 07700900123');
    expect(copy.text).toMatch(detail);
    expect(copy.text).toContain(base.message);
    expect(copy.text).toContain('sent 4 Mar 2031, 10:00');
    const acknowledgement = await smtp.waitFor((mail) => mail.to.includes(sender));
    expect(acknowledgement.subject).toBe(`We have your message (${reference})`);
    // The acknowledgement repeats nothing the sender typed: the address is unproven.
    expect(acknowledgement.text).not.toContain('Rory');
    expect(acknowledgement.text).not.toContain('Golf');
  });

  test('neither the log nor the outbox holds the address, the name or the message in clear', async () => {
    const response = await send({ ...base, variant: 'feedback', topic: 'general', emailAddress: 'clara.oswald@example.com', name: 'Clara Oswald', message: 'My neighbour Danny Pink recommended you.' });
    expect(response.statusCode).toBe(200);
    await smtp.waitFor((mail) => mail.to.includes('clara.oswald@example.com'));
    for (const text of ['clara.oswald@example.com', 'Clara Oswald', 'Danny Pink']) expect(await placesHolding(api, text)).toEqual([]);
  });

  test('fields a variant does not use are not kept', async () => {
    const response = await send({ ...base, variant: 'feedback', topic: 'general', company: 'Unused Company', verdict: 'helpful', conversationId: '3b241101-e2bb-4255-8caf-4136c566a962' });
    const [event] = await api.store.readStream(feedbackStream(response.json().reference));
    expect(event!.data).toMatchObject({ variant: 'feedback', topic: 'general', verdict: null, conversationId: null });
    expect(Object.keys((event!.data as { text: object }).text)).toEqual(['message']);
  });

  test('a retry with the same Idempotency-Key names the same message and sends nothing new', async () => {
    const headers = { 'idempotency-key': 'contact-form-retry-1' };
    const body = { ...base, variant: 'feedback', topic: 'problem', emailAddress: 'retry@example.com' };
    const first = await send(body, { headers, ip: '198.51.100.200' });
    const second = await send(body, { headers, ip: '198.51.100.200' });
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).toBe(first.json().reference);
    expect(await api.store.readStream(feedbackStream(first.json().reference))).toHaveLength(1);
    await smtp.waitFor((mail) => mail.to.includes('retry@example.com'));
    clockMs += 2_000;
    await until(async () => (await outboxOf(first.json().reference)).every((row) => row.status === 'delivered') || undefined, 'both delivered');
    expect(smtp.messages.filter((mail) => mail.subject.includes(first.json().reference) || mail.to.includes('retry@example.com'))).toHaveLength(2);
    // The same key with another message is someone's mistake, not a retry.
    expect((await send({ ...body, message: 'Something else entirely' }, { headers, ip: '198.51.100.200' })).statusCode).toBe(422);
  });

  const outboxOf = (reference: string) =>
    api.orm.em.fork().getConnection().execute<{ kind: string; status: string; last_error: string | null }[]>('SELECT kind, status, last_error FROM notification_outbox WHERE source_reference = ? ORDER BY kind', [reference]);

  test('bad input: a 400 naming every wrong field, in the spec’s words', async () => {
    const empty = await api.app.inject({ method: 'POST', url: '/feedback/send', payload: { variant: 'feedback' }, remoteAddress: '198.51.100.150' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: 'Your name is required',
      emailAddress: 'Your email address is required',
      message: 'Your message is required',
      topic: 'Choose what your message is about',
      'g-recaptcha-response': 'You need to prove you are human by clicking the box',
    });

    const wrong = await send({ variant: 'advertising', name: 'R2', emailAddress: 'not-an-email', phoneNumber: '12345', message: 'x'.repeat(2001), website: 'not a site' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      name: 'This is not a valid name',
      emailAddress: 'This is not a valid email',
      phoneNumber: 'Your phone number should be between 10 and 11 numbers',
      message: 'Your message should be at most 2,000 characters',
      company: 'Your company is required',
      website: 'This is not a valid website address',
    });

    const ai = await send({ ...base, variant: 'ai-feedback', conversationId: 'not-a-uuid' });
    expect(ai.json().errors).toMatchObject({ verdict: 'Choose how the AI search did', conversationId: 'This is not a valid conversation id' });
    const variant = await send({ ...base, variant: 'complaint' });
    expect(variant.json().errors).toMatchObject({ variant: 'Choose feedback, advertising or ai-feedback' });
    const stored = await send({ ...base, variant: 'feedback', topic: 'general', message: 'nul \u0000 here' });
    expect(stored.json().errors).toMatchObject({ message: 'Your message has characters that are not allowed' });
  });

  test('a missing or wrong captcha is refused on its field; a spent one cannot be used twice', async () => {
    const wrong = await api.app.inject({ method: 'POST', url: '/feedback/send', payload: { ...base, variant: 'feedback', topic: 'general', 'g-recaptcha-response': 'made-up' }, remoteAddress: '198.51.100.151' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ 'g-recaptcha-response': 'You need to prove you are human by clicking the box' });
    const solution = await solveCaptcha(api.app);
    const payload = { ...base, variant: 'feedback', topic: 'general', 'g-recaptcha-response': solution };
    expect((await api.app.inject({ method: 'POST', url: '/feedback/send', payload, remoteAddress: '198.51.100.151' })).statusCode).toBe(200);
    const spent = await api.app.inject({ method: 'POST', url: '/feedback/send', payload, remoteAddress: '198.51.100.151' });
    expect(spent.statusCode).toBe(422);
    expect(spent.json()).toMatchObject({ code: 'CAPTCHA_HAS_EXPIRED', errors: { 'g-recaptcha-response': 'You need to prove you are human by clicking the box' } });
  });

  test('a message that is only spaces is no message; a body past the limit is a 413 that names it', async () => {
    const blank = await send({ ...base, variant: 'feedback', topic: 'general', message: '   \n  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ message: 'Your message is required' });
    const huge = await api.app.inject({ method: 'POST', url: '/feedback/send', payload: { ...base, variant: 'feedback', topic: 'general', message: 'x'.repeat(2 * 1024 * 1024) }, remoteAddress: '198.51.100.152' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'BODY_TOO_LARGE', errors: { body: 'The request body is larger than the 1,024 KB this route takes' } });
  });

  test('a flood from one address is refused with 429 after five messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ ...base, variant: 'feedback', topic: 'general', emailAddress: `flood${i}@example.com` }, { ip: '198.51.100.99' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send({ ...base, variant: 'feedback', topic: 'general' }, { ip: '198.51.100.99' });
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 10 minutes' });
  });

  test('an erased sender: their unsent mails are dropped and their message no longer opens', async () => {
    await worker.stop();
    const response = await send({ ...base, variant: 'feedback', topic: 'account', emailAddress: 'forget.me@example.com', message: 'Please delete everything about me.' });
    const { reference } = response.json();
    const staff = await signedUpStaff(api, 'staff.feedback@example.com');
    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', payload: { email: 'forget.me@example.com' }, headers: { authorization: `Bearer ${staff.idToken}` } });
    expect(erased.statusCode).toBe(202);
    worker = await startDeliveryWorker(api);
    await until(async () => {
      const rows = await outboxOf(reference);
      return rows.length === 2 && rows.every((row) => row.status === 'failed') ? rows : undefined;
    }, 'both mails dropped');
    expect(await outboxOf(reference)).toEqual([
      { kind: 'feedback-acknowledgement', status: 'failed', last_error: 'person-erased' },
      { kind: 'feedback-copy', status: 'failed', last_error: 'person-erased' },
    ]);
    expect(smtp.messages.some((mail) => mail.to.includes('forget.me@example.com') || mail.subject.includes(reference))).toBe(false);
  });

  test('an erased sender whose mails went: the message itself no longer opens, for staff either', async () => {
    const words = 'My number changed, please call me on the new one.';
    const { reference } = (await send({ ...base, variant: 'feedback', topic: 'account', name: 'Dana Scully', emailAddress: 'dana@example.com', message: words })).json();
    await until(async () => ((await outboxOf(reference)).length === 2 && (await outboxOf(reference)).every((row) => row.status === 'delivered')) || undefined, 'both delivered');
    const staff = await signedUpStaff(api, 'staff.feedback2@example.com');
    const open = async () =>
      api.app.inject({
        method: 'POST',
        url: `${ADMIN_API_PREFIX}/streams/${feedbackStream(reference)}/personal-data`,
        headers: { authorization: `Bearer ${staff.accessToken}` },
        payload: { reason: 'Answering the sender by phone' },
      });
    const before = await open();
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json())).toContain(words);

    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', payload: { email: 'dana@example.com' }, headers: { authorization: `Bearer ${staff.idToken}` } });
    expect(erased.statusCode).toBe(202);
    const after = await until(async () => {
      const answer = await open();
      return JSON.stringify(answer.json()).includes('[erased]') ? answer : undefined;
    }, 'the message erased');
    const sent = (after.json() as { events: { type: string; data: Record<string, unknown> }[] }).events.find((event) => event.type === 'FeedbackSent')!;
    expect(sent.data).toMatchObject({ contact: { name: '[erased]', emailAddress: '[erased]' }, text: { message: '[erased]' } });
    expect(JSON.stringify(after.json())).not.toMatch(/Dana|dana@example\.com|new one/);
  });
});
