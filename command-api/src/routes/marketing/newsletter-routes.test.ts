import { createTestApi, type TestApi } from '../../../../test-support/api';

const signUp = { email: 'Amy.Pond@Example.co.uk', leaseTiming: '1-3-months', budget: '300', name: 'Amy' };

describe('newsletter sign-up over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => (api = await createTestApi()));
  afterAll(async () => api.cleanup());

  const post = (body: unknown) => api.app.inject({ method: 'POST', url: '/marketing/communication/sign-up', payload: body as object });

  test('a sign-up goes through the log to the read model, and the client reads its own write', async () => {
    const response = await post(signUp);
    expect(response.statusCode).toBe(200);
    const { subscriptionId, position } = response.json();
    expect(position).toMatch(/^\d+-\d+$/);

    const read = await api.app.inject({
      url: `/marketing/communication/subscriptions/${subscriptionId}?consistentWith=${position}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-consistency']).toBe('consistent');
    expect(read.json()).toMatchObject({ subscriptionId, leaseTiming: '1-3-months', budget: '300', name: 'Amy' });

    const events = await api.store.readStream(`newsletter-${subscriptionId}`);
    expect(events.map((event) => event.type)).toEqual(['NewsletterSignedUp']);
    expect(events[0]!.data).toMatchObject({ email: 'amy.pond@example.co.uk' });
    expect(events[0]!.metadata).toMatchObject({ actor: 'anonymous', schemaVersion: 1, source: { app: 'command-api' } });
  });

  test('signing up twice with the same email changes nothing and answers 200', async () => {
    const first = (await post({ ...signUp, email: 'rory@example.com' })).json();
    const again = await post({ ...signUp, email: '  RORY@example.com ', budget: 'over-500' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await api.store.readStream(`newsletter-${first.subscriptionId}`)).toHaveLength(1);
  });

  test('ten simultaneous sign-ups of one address append one event', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => post({ ...signUp, email: 'clara@example.com' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(responses.map((response) => response.json().subscriptionId));
    expect(ids.size).toBe(1);
    expect(await api.store.readStream(`newsletter-${[...ids][0]}`)).toHaveLength(1);
  });

  test("an invalid email answers 400 with the spec's message against the field", async () => {
    const response = await post({ ...signUp, email: 'amy-at-example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: 'validation',
      code: 'VALIDATION_FAILED',
      errors: { email: 'This is not a valid email' },
    });
  });

  test('every invalid field is named at once, and nothing is written', async () => {
    const before = await api.store.countEventsAfter('start');
    const response = await post({ email: '', leaseTiming: 'yesterday', budget: 'lots' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['budget', 'email', 'leaseTiming']);
    expect(response.json().errors.leaseTiming).toMatch(/lease timing/);
    expect(await api.store.countEventsAfter('start')).toBe(before);
  });

  test('malformed JSON and a wrong content type are client errors, never 500', async () => {
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/marketing/communication/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ type: 'api error' });
    const xml = await api.app.inject({
      method: 'POST',
      url: '/marketing/communication/sign-up',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ type: 'api error' });
  });

  test('an unknown subscription is a 404 in the error shape', async () => {
    const response = await api.app.inject({ url: '/marketing/communication/subscriptions/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'notfound', code: 'NOT_FOUND' });
  });

  test('a consistentWith that is not a position is refused with the field named', async () => {
    const response = await api.app.inject({ url: '/marketing/communication/subscriptions/x?consistentWith=latest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('consistentWith');
  });
});
