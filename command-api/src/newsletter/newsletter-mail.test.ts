import type { FastifyRequest } from 'fastify';
import { newsletterStream } from '@lease/domain';
import { newsletterSignupsByDay, openNewsletterSubscriber, PersonVault, projectorNamed, rebuildProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { placesHolding, settled, SIGN_UP, signUpBody, subscriptionOf, tokenInMail } from '../../../test-support/newsletter';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import type { AppDeps } from '../deps';
import type { DeliveryWorker } from '../delivery/delivery-worker';
import { startDeliveryWorker } from '../../../test-support/delivery';
import { sendNewsletterIssue } from './send-issue';
import { eraseNewsletterSubscriber } from './subscribers';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
// What the account-erasure code will pass: the request that asked for the erasure.
const erasureRequest = { id: 'erasure-test', headers: {} } as unknown as FastifyRequest;

describe('newsletter mail, against a real SMTP peer', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  let deps: AppDeps;
  let vault: PersonVault;
  let clockMs = Date.parse('2031-08-11T07:15:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({ env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://deals.example' }, clock: () => new Date(clockMs) });
    deps = { config: api.config, store: api.store, orm: api.orm, clock: api.clock };
    vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    worker = await startDeliveryWorker(api, { log: quietLog });
  });
  afterAll(async () => {
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
  });

  const post = (url: string, body: object) => api.app.inject({ method: 'POST', url, payload: body });
  const signUp = (email: string, overrides: Record<string, unknown> = {}) => post(SIGN_UP, signUpBody(email, overrides));
  const mailTo = (email: string, subject: RegExp) => smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject), 10_000);
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  const subscriber = (email: string) => openNewsletterSubscriber(api.orm, vault, subscriptionOf(api, email));

  async function confirmedReader(email: string) {
    await signUp(email);
    const mail = await mailTo(email, /Confirm/);
    const confirmed = await post('/marketing/communication/confirm', { token: tokenInMail(mail.text, 'confirm') });
    expect(confirmed.statusCode).toBe(200);
    return mail;
  }

  test('only the link in the mail subscribes; only subscribers get a mailing, and its link unsubscribes without signing in', async () => {
    const confirmation = await confirmedReader('reader@example.com');
    expect(confirmation.text).toContain('https://deals.example/newsletter/confirm#token=');
    expect(confirmation.text).not.toContain('Amelia');
    await signUp('lurker@example.com');
    await mailTo('lurker@example.com', /Confirm/);

    expect(await sendNewsletterIssue(deps, { issueId: 'june-2031', subject: 'June deals', text: 'Cheaper hatchbacks.' })).toEqual({ issueId: 'june-2031', mailed: 1 });
    const issue = await mailTo('reader@example.com', /June deals/);
    expect(issue.text).toMatch(/^Cheaper hatchbacks\./);
    expect(await sendNewsletterIssue(deps, { issueId: 'june-2031', subject: 'June deals', text: 'Cheaper hatchbacks.' })).toEqual({ issueId: 'june-2031', mailed: 0 });
    await settled(api);
    expect(mailsTo('lurker@example.com').map((mail) => mail.subject)).toEqual(['Confirm your Lease Deals deal alerts']);

    const token = tokenInMail(issue.text, 'unsubscribe');
    const unsubscribed = await post('/marketing/communication/unsubscribe', { token });
    expect([unsubscribed.statusCode, unsubscribed.json()]).toEqual([200, { status: 'unsubscribed' }]);
    const again = await post('/marketing/communication/unsubscribe', { token });
    expect([again.statusCode, again.body]).toEqual([200, unsubscribed.body]);
    const forged = await post('/marketing/communication/unsubscribe', { token: `${token.split('.')[0]}.${'B'.repeat(43)}` });
    expect([forged.statusCode, Object.keys(forged.json().errors)]).toEqual([400, ['token']]);
    await settled(api);
    expect((await subscriber('reader@example.com'))?.status).toBe('unsubscribed');

    clockMs += 60_000;
    expect(await sendNewsletterIssue(deps, { issueId: 'july-2031', subject: 'July deals', text: 'Vans.' })).toEqual({ issueId: 'july-2031', mailed: 0 });
    // Coming back after an unsubscribe is a new sign-up, answered like any other and confirmed like any other.
    const back = await signUp('reader@example.com');
    expect(back.body).toBe((await signUp('someone.new@example.com')).body);
    await settled(api);
    expect((await subscriber('reader@example.com'))?.status).toBe('pending');
  });

  test('erasing by address shreds the key: nothing of the person can be read, the log is not rewritten, and they may come back', async () => {
    await confirmedReader('erase.me@example.com');
    await settled(api);
    const stream = newsletterStream(subscriptionOf(api, 'Erase.Me@example.com'));
    const signedUp = (await api.store.readStream(stream))[0]!;
    const sealedEmail = (signedUp.data as { email: string }).email;
    const personId = (signedUp.data as { personId: string }).personId;
    expect(await vault.open(personId, { email: sealedEmail })).toEqual({ email: 'erase.me@example.com' });

    expect(await eraseNewsletterSubscriber(deps, ' Erase.Me@Example.com ', erasureRequest)).toEqual({ erased: true });
    expect(await eraseNewsletterSubscriber(deps, 'erase.me@example.com', erasureRequest)).toEqual({ erased: true });
    expect(await eraseNewsletterSubscriber(deps, 'never.signed.up@example.com', erasureRequest)).toEqual({ erased: false });
    await settled(api);

    expect(await vault.open(personId, { email: sealedEmail })).toBeNull();
    expect(await subscriber('erase.me@example.com')).toMatchObject({ status: 'erased', email: '[erased]', name: '[erased]' });
    expect(await placesHolding(api, 'erase.me@example.com')).toEqual([]);
    expect(await placesHolding(api, 'Amelia')).toEqual([]);
    const rows = await api.orm.em.fork().getConnection().execute<{ email: string | null; name: string | null }[]>(
      'SELECT email, name FROM newsletter_subscription WHERE subscription_id = ?',
      [subscriptionOf(api, 'erase.me@example.com')],
    );
    expect(rows).toEqual([{ email: null, name: null }]);
    expect((await api.store.readStream(stream))[0]).toEqual(signedUp);

    clockMs += 60_000;
    await signUp('erase.me@example.com');
    await smtp.waitFor((mail) => mail.to.includes('erase.me@example.com') && mailsTo('erase.me@example.com').length === 2, 10_000);
    const events = await api.store.readStream(stream);
    expect((events.at(-1)!.data as { personId: string }).personId).toBe(`${personId}.1`);
  });

  test("a subscriber can erase themselves with their mailing's link", async () => {
    await confirmedReader('self.erase@example.com');
    clockMs += 60_000;
    await sendNewsletterIssue(deps, { issueId: 'august-2031', subject: 'August deals', text: 'Estates.' });
    const token = tokenInMail((await mailTo('self.erase@example.com', /August deals/)).text, 'unsubscribe');
    const erased = await post('/marketing/communication/erase', { token });
    expect([erased.statusCode, erased.json()]).toEqual([200, { status: 'erased' }]);
    expect((await post('/marketing/communication/erase', { token })).body).toBe(erased.body);
    await settled(api);
    expect(await subscriber('self.erase@example.com')).toMatchObject({ status: 'erased', email: '[erased]' });
  });

  test('version-1 sign-ups in the log still project; their clear address goes no further than the event that holds it', async () => {
    const subscriptionId = subscriptionOf(api, 'legacy@example.com');
    await api.store.appendToStream(
      newsletterStream(subscriptionId),
      [
        {
          id: '6f1c2b1e-9d0a-4c1e-8f57-6a1b2c3d4e5f',
          type: 'NewsletterSignedUp',
          data: { subscriptionId, email: 'legacy@example.com', name: 'Old Timer', leaseTiming: 'over-1-year', budget: '500' },
          metadata: { schemaVersion: 1, occurredAt: '2030-02-03T12:00:00.000Z', correlationId: 'v1', causationId: 'v1', actor: 'anonymous', source: { app: 'command-api', version: '0.1.0' } },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await settled(api);
    expect(await subscriber('legacy@example.com')).toMatchObject({ status: 'pending', email: null, name: null, leaseTiming: 'over-1-year', budget: '500' });
    expect(await newsletterSignupsByDay(api.orm)).toContainEqual({ day: '2030-02-03', leaseTiming: 'over-1-year', budget: '500', signups: 1 });
    expect(await placesHolding(api, 'legacy@example.com')).toEqual(['event NewsletterSignedUp']);

    await rebuildProjection(api.store, api.orm, projectorNamed('newsletter')!);
    expect(await subscriber('legacy@example.com')).toMatchObject({ status: 'pending', email: null, leaseTiming: 'over-1-year' });

    // Never confirmed, so never mailed; signing up again brings them in like anyone else.
    await confirmedReader('legacy@example.com');
    await settled(api);
    expect(await subscriber('legacy@example.com')).toMatchObject({ status: 'active', email: 'legacy@example.com' });
  });
});
