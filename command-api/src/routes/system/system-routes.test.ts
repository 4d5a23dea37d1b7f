import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { takeDownEventLog } from '../../../../test-support/event-store';

describe('system routes and API conventions', () => {
  let api: TestApi;
  // Pinned only where a test needs a given day; otherwise the world runs on the wall clock, which also stamps the
  // events whose waiting time the health check measures.
  let pinned: Date | null = null;
  beforeAll(async () => {
    api = await createTestApi({
      clock: () => pinned ?? new Date(),
      env: { LOCO_DAYS: '2026-11-27,2026-06-01', CORS_ORIGINS: 'https://www.example.co.uk' },
    });
    api.app.get('/test/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
  });
  afterAll(async () => api.cleanup());

  test('GET /meta.json answers the version and is never cached', async () => {
    const response = await api.app.inject({ url: '/meta.json' });
    expect(response.json()).toEqual({ version: '9.9.9-test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('GET /api/is-loco-day follows the configured UK dates', async () => {
    try {
      pinned = new Date('2026-11-27T12:00:00Z');
      expect((await api.app.inject({ url: '/api/is-loco-day' })).json()).toEqual({ isLocoDay: true });
      // 23:30 UTC on 31 May is already 1 June in London (BST), and the day is the UK's.
      pinned = new Date('2026-05-31T23:30:00Z');
      expect((await api.app.inject({ url: '/api/is-loco-day' })).json()).toEqual({ isLocoDay: true });
      pinned = new Date('2026-11-28T09:00:00Z');
      expect((await api.app.inject({ url: '/api/is-loco-day' })).json()).toEqual({ isLocoDay: false });
    } finally {
      pinned = null;
    }
  });

  test('the health check is 200 with every part named when all is well', async () => {
    const response = await api.app.inject({ url: '/api/health-check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      failing: [],
      checks: { database: { ok: true }, eventStore: { ok: true }, projections: { ok: true } },
    });
  });

  test('the health check is 503 naming the projections when they lag', async () => {
    const lagging = await createTestApi({ runProjectors: false, env: { HEALTH_MAX_LAG_SECONDS: '30' }, clock: () => new Date(Date.now() + 120_000) });
    try {
      await lagging.store.appendToStream(`newsletter-${randomUUID()}`, [
        { id: randomUUID(), type: 'NewsletterSignedUp', data: { subscriptionId: 'x', email: 'x@example.com', name: null, leaseTiming: '1-3-months', budget: '300' }, metadata: { schemaVersion: 1 } },
      ], { expectedRevision: 'no_stream' });
      // The event shows in $all once no transaction elsewhere on the server could still precede it.
      // Until then the projectors are behind by nothing (the check is already 503 for their age, the clock being
      // ahead); wait for the count the test is about, not only the status.
      const newsletterLag = (body: { checks?: { projections?: { projectors?: { name: string; lagEvents: number }[] } } }) =>
        body.checks?.projections?.projectors?.find((projector) => projector.name === 'newsletter')?.lagEvents;
      let response = await lagging.app.inject({ url: '/api/health-check' });
      for (let tries = 0; tries < 200 && (response.statusCode !== 503 || newsletterLag(response.json()) !== 1); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        response = await lagging.app.inject({ url: '/api/health-check' });
      }
      expect(response.statusCode).toBe(503);
      expect(response.json().failing).toEqual(['projections']);
      expect(response.json().checks.projections.projectors[0]).toMatchObject({ name: 'newsletter', lagEvents: 1 });
    } finally {
      await lagging.cleanup();
    }
  });

  test('the health check is 503 naming the database when it is gone', async () => {
    const broken = await createTestApi({ runProjectors: false });
    await broken.orm.close();
    await takeDownEventLog(broken.store);
    try {
      const response = await broken.app.inject({ url: '/api/health-check' });
      expect(response.statusCode).toBe(503);
      expect(response.json().failing).toEqual(expect.arrayContaining(['database', 'eventStore']));
    } finally {
      await broken.app.close();
    }
  });

  test('an unknown route is a JSON 404', async () => {
    const response = await api.app.inject({ url: '/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'notfound', code: 'NOT_FOUND' });
  });

  test('an unexpected error is a 500 that leaks nothing but a request id', async () => {
    const response = await api.app.inject({ url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'error',
      code: 'INTERNAL_ERROR',
      message: 'An error has occurred',
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/hunter2|internal/);
  });

  test('CORS answers configured origins only', async () => {
    const allowed = await api.app.inject({ url: '/meta.json', headers: { origin: 'https://www.example.co.uk' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.co.uk');
    const other = await api.app.inject({ url: '/meta.json', headers: { origin: 'https://evil.example.com' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('security headers are set', async () => {
    const response = await api.app.inject({ url: '/meta.json' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  test('the OpenAPI document describes the routes from their schemas', async () => {
    const response = await api.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths['/marketing/communication/sign-up'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('leaseTiming');
    expect(document.paths).toHaveProperty('/api/health-check');
  });
});
