import { NEWSLETTER_LINK_VALIDITY_MS } from '@lease/domain';
import { activeNewsletterSubscriptionIds, openNewsletterSubscriber, PersonVault } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { confirmationToken, placesHolding, settled, SIGN_UP, signUpBody, subscriptionOf } from '../../../../test-support/newsletter';

describe('newsletter sign-up over HTTP', () => {
  let api: TestApi;
  let clockMs = Date.parse('2031-05-06T09:30:00Z');
  beforeAll(async () => (api = await createTestApi({ clock: () => new Date(clockMs) })));
  afterAll(async () => api.cleanup());

  const post = (url: string, body: unknown) => api.app.inject({ method: 'POST', url, payload: body as object });
  const signUp = (email: string, overrides: Record<string, unknown> = {}) => post(SIGN_UP, signUpBody(email, overrides));
  const confirm = (token: string) => post('/marketing/communication/confirm', { token });
  const answer = (response: { statusCode: number; body: string }) => ({ statusCode: response.statusCode, body: response.body });
  const subscriber = (email: string) => openNewsletterSubscriber(api.orm, new PersonVault(api.orm, api.config.SERVER_SECRET), subscriptionOf(api, email));

  test('neither the log nor the read model holds the address or the name in clear; the sealed ones open', async () => {
    expect((await signUp('Amy.Pond@Example.co.uk', { name: 'Amelia' })).statusCode).toBe(202);
    await settled(api);
    expect(await placesHolding(api, 'amy.pond@example.co.uk')).toEqual([]);
    expect(await placesHolding(api, 'Amelia')).toEqual([]);
    expect(await subscriber('amy.pond@example.co.uk')).toMatchObject({ status: 'pending', email: 'amy.pond@example.co.uk', name: 'Amelia', leaseTiming: '1-3-months' });
  });

  test('the answer is the same for a new, a pending and a subscribed address, and names no subscription', async () => {
    const fresh = await signUp('new.reader@example.com');
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ status: 'check-your-inbox', message: expect.stringContaining('Check your inbox') });

    await signUp('subscribed@example.com');
    expect((await confirm(await confirmationToken(api, 'subscribed@example.com'))).statusCode).toBe(200);
    clockMs += 5 * 60_000;
    const subscribed = await signUp('subscribed@example.com', { budget: 'over-500' });
    const pending = await signUp('new.reader@example.com');
    const another = await signUp('another.new.reader@example.com');
    expect([answer(subscribed), answer(pending)]).toEqual([answer(another), answer(another)]);
    expect(fresh.body).toBe(another.body);
    expect(fresh.body).not.toMatch(new RegExp(subscriptionOf(api, 'new.reader@example.com')));
  });

  test("there is no route that shows a subscriber's details to whoever knows an id", async () => {
    await signUp('private@example.com');
    await settled(api);
    const read = await api.app.inject({ url: `/marketing/communication/subscriptions/${subscriptionOf(api, 'private@example.com')}` });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toMatch(/1-3-months|Amelia|private/);
  });

  test('an unconfirmed sign-up is pending, not active', async () => {
    await signUp('unconfirmed@example.com');
    await settled(api);
    expect((await subscriber('unconfirmed@example.com'))?.status).toBe('pending');
    expect(await activeNewsletterSubscriptionIds(api.orm)).not.toContain(subscriptionOf(api, 'unconfirmed@example.com'));
  });

  test('the link confirms once: following it again answers the same and appends nothing, another link of the sign-up is dead', async () => {
    await signUp('once@example.com');
    const first = await confirmationToken(api, 'once@example.com');
    clockMs += 2 * 60_000;
    await signUp('once@example.com');
    const second = await confirmationToken(api, 'once@example.com');
    expect(second).not.toBe(first);

    const confirmed = await confirm(first);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'subscribed', leaseTiming: '1-3-months', budget: '300' });
    const stream = `newsletter-${subscriptionOf(api, 'once@example.com')}`;
    const length = (await api.store.readStream(stream)).length;
    expect(answer(await confirm(first))).toEqual(answer(confirmed));
    expect(await api.store.readStream(stream)).toHaveLength(length);

    const dead = await confirm(second);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ type: 'validation', errors: { token: expect.stringMatching(/not valid/) } });
    await settled(api);
    expect((await subscriber('once@example.com'))?.status).toBe('active');
  });

  test('a made-up or malformed token is a 400 against the token field; an old link has expired (410)', async () => {
    await signUp('late@example.com');
    const token = await confirmationToken(api, 'late@example.com');
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'nonsense', `${'x'.repeat(24)}.${'A'.repeat(43)}`, '']) {
      const response = await confirm(bad);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['token']);
    }
    expect((await post('/marketing/communication/confirm', {})).json().errors).toHaveProperty('token');
    clockMs += NEWSLETTER_LINK_VALIDITY_MS;
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'NEWSLETTER_LINK_EXPIRED' });
  });

  test('ten simultaneous sign-ups of one address make one sign-up and mail one link', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => signUp('clara@example.com')));
    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
    const events = await api.store.readStream(`newsletter-${subscriptionOf(api, 'clara@example.com')}`);
    expect(events.map((event) => event.type)).toEqual(['NewsletterSignedUp', 'NewsletterConfirmationRequested']);
    expect(events[0]!.metadata).toMatchObject({ schemaVersion: 2, source: { app: 'command-api' } });
  });

  test("an invalid email answers 400 with the spec's message against the field, and writes nothing", async () => {
    const before = await api.store.countEventsAfter('start');
    const response = await signUp('amy-at-example');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'validation', code: 'VALIDATION_FAILED', errors: { email: 'This is not a valid email' } });
    const all = await post(SIGN_UP, { email: '', leaseTiming: 'yesterday', budget: 'lots' });
    expect(Object.keys(all.json().errors).sort()).toEqual(['budget', 'email', 'leaseTiming']);
    expect(await api.store.countEventsAfter('start')).toBe(before);
  });

  test('malformed JSON and a wrong content type are client errors, never 500', async () => {
    const malformed = await api.app.inject({ method: 'POST', url: SIGN_UP, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    const xml = await api.app.inject({ method: 'POST', url: SIGN_UP, headers: { 'content-type': 'application/xml' }, payload: '<email/>' });
    expect(xml.statusCode).toBe(415);
  });
});
