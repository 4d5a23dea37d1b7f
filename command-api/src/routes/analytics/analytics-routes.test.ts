import { randomUUID } from 'node:crypto';
import { ANALYTICS_BATCH_MAX, ANALYTICS_VISITOR_EVENTS_PER_MINUTE, sweepStream, type AnalyticsEvent } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { siteEvent, sweep, type SweepAnswer } from '../../../../test-support/analytics';

// /locolytics/sweep and /analytics/vehicle-configurator/model: what the site sends is read event by event, what
// cannot be read is dropped and counted, the rest reach the log once however often the batch is sent, and nothing
// personal beyond the visitor key and user id is kept.

const NOW = new Date('2026-03-29T00:30:00Z');

describe('analytics intake', () => {
  let api: TestApi;
  let now = NOW;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => now });
  });
  afterAll(async () => api?.cleanup());
  afterEach(() => {
    now = NOW;
  });

  const recorded = async (batchId: string) => (await api.store.readStream(sweepStream(batchId)).catch(() => [])).map((event) => event.data as AnalyticsEvent);

  test('a batch is recorded in the log, payload decoded and params read from the query string', async () => {
    const batchId = randomUUID();
    const search = siteEvent('search', { visitorKey: 'v-one', at: NOW, path: '/car-leasing/search', params: 'leaseType=2&monthlyPaymentMax=300&manufacturers=3', payload: { results: 42, vehicleType: 1, leaseType: 2 } });
    const view = siteEvent('deal_view', { visitorKey: 'v-one', at: NOW, path: '/car-leasing/deal/77', payload: { dealId: 77, vehicleId: 5, dealScore: 91.5 } });
    const response = await sweep(api, [search, view], batchId);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2, dropped: { invalid: 0, unknownEvent: 0, future: 0, tooOld: 0, noConsent: 0, flood: 0 }, alreadyRecorded: false });
    const [first, second] = await recorded(batchId);
    expect(first).toMatchObject({ name: 'search', location: { path: '/car-leasing/search', params: { leaseType: '2', monthlyPaymentMax: '300', manufacturers: '3' } }, payload: { results: 42, page: 1 } });
    expect(second).toMatchObject({ name: 'deal_view', payload: { dealId: 77, vehicleId: 5, dealScore: 91.5, supplierId: null } });
  });

  test('sending the same batch again records nothing twice', async () => {
    const batchId = randomUUID();
    const events = [siteEvent('page_view', { visitorKey: 'v-retry', at: NOW }), siteEvent('page_view', { visitorKey: 'v-retry', at: NOW })];
    expect(((await sweep(api, events, batchId)).json() as SweepAnswer).accepted).toBe(2);
    const again = await sweep(api, events, batchId);
    expect(again.statusCode).toBe(202);
    expect(await recorded(batchId)).toHaveLength(2);
  });

  test('unreadable, unknown, future, stale and unconsented events are dropped and counted; the rest are kept', async () => {
    const batchId = randomUUID();
    const ok = siteEvent('page_view', { visitorKey: 'v-mixed', at: NOW });
    const response = await sweep(
      api,
      [
        ok,
        { ...siteEvent('page_view', { visitorKey: 'v-mixed', at: NOW }), device: 'a phone' },
        siteEvent('deal_view', { visitorKey: 'v-mixed', at: NOW, payload: { dealId: 'seventy' } }),
        { ...siteEvent('page_view', { visitorKey: 'v-mixed', at: NOW }), payload: '{not json' },
        siteEvent('mouse_moved', { visitorKey: 'v-mixed', at: NOW }),
        siteEvent('page_view', { visitorKey: 'v-mixed', at: new Date(NOW.getTime() + 3_600_000) }),
        siteEvent('page_view', { visitorKey: 'v-mixed', at: new Date(NOW.getTime() - 3 * 86_400_000) }),
        siteEvent('page_view', { visitorKey: 'v-mixed', at: NOW, consent: { analytics: false, ad: false } }),
        'not an event',
      ],
      batchId,
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1, dropped: { invalid: 4, unknownEvent: 1, future: 1, tooOld: 1, noConsent: 1, flood: 0 }, alreadyRecorded: false });
    expect((await recorded(batchId)).map((event) => event.eventId)).toEqual([ok.id]);
  });

  test('an objection to analytics is itself recorded', async () => {
    const batchId = randomUUID();
    const decision = siteEvent('consent_decided', { visitorKey: 'v-objects', at: NOW, consent: { analytics: false, ad: false }, payload: { analytics: false, ad: false, functionality: true, personalization: false } });
    expect(((await sweep(api, [decision], batchId)).json() as SweepAnswer).accepted).toBe(1);
    expect((await recorded(batchId))[0]).toMatchObject({ name: 'consent_decided', payload: { analytics: false, ad: false } });
  });

  test('nothing personal is kept: unknown params, addresses typed into a search, and ad identifiers without consent', async () => {
    const batchId = randomUUID();
    const touch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', llit_code: null, irclickid: 'ir-1', gclid: 'gcl-1' };
    const without = siteEvent('search', {
      visitorKey: 'v-private', at: NOW, params: 'leaseType=1&email=amy%40example.com&searchTerm=amy%40example.com&phone=07700900123&utm_source=google&gclid=gcl-1',
      payload: { results: 1, vehicleType: 1, leaseType: 1, email: 'amy@example.com' }, firstTouch: touch, lastTouch: touch, adIdentifiers: { gclid: 'gcl-1', fbp: 'fb.1' },
    });
    const withConsent = siteEvent('page_view', { visitorKey: 'v-private', at: NOW, consent: { analytics: true, ad: true }, firstTouch: touch, adIdentifiers: { gclid: 'gcl-1', favourite: 'x' } });
    await sweep(api, [without, withConsent], batchId);
    const [plain, consented] = await recorded(batchId);
    expect(plain!.location.params).toEqual({ leaseType: '1', utm_source: 'google' });
    expect(plain!.payload).not.toHaveProperty('email');
    expect(plain!.firstTouch).toMatchObject({ utm_source: 'google', gclid: null, irclickid: null });
    expect(plain!.adIdentifiers).toBeNull();
    expect(JSON.stringify(plain)).not.toMatch(/example\.com|07700900123|gcl-1/);
    expect(consented!.firstTouch).toMatchObject({ gclid: 'gcl-1', irclickid: 'ir-1' });
    expect(consented!.adIdentifiers).toEqual({ gclid: 'gcl-1' });
  });

  test('a batch over the limit, a body over 256 KB or a malformed envelope gets a 4xx naming the problem', async () => {
    const many = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => siteEvent('page_view', { visitorKey: 'v-big', at: NOW }));
    const tooMany = await sweep(api, many);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(`A sweep carries at most ${ANALYTICS_BATCH_MAX} events`);
    const huge = await sweep(api, [{ ...siteEvent('page_view', { visitorKey: 'v-big', at: NOW }), padding: 'x'.repeat(300 * 1024) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is larger than the 256 KB this route takes');
    const noBatch = await api.app.inject({ method: 'POST', url: '/locolytics/sweep', payload: { events: [] } });
    expect(noBatch.statusCode).toBe(400);
    expect(JSON.stringify(noBatch.json())).toContain('batchId');
    const notJson = await api.app.inject({ method: 'POST', url: '/locolytics/sweep', headers: { 'content-type': 'application/json' }, payload: '{"batchId":' });
    expect(notJson.statusCode).toBe(400);
  });

  test("a visitor's flood beyond the limit a minute is dropped and counted, and the next minute is counted afresh", async () => {
    now = new Date('2026-03-29T10:00:00Z');
    const batch = () => Array.from({ length: ANALYTICS_BATCH_MAX }, () => siteEvent('page_view', { visitorKey: 'v-flood', at: now }));
    let accepted = 0;
    let flood = 0;
    for (let sent = 0; sent < ANALYTICS_VISITOR_EVENTS_PER_MINUTE + 2 * ANALYTICS_BATCH_MAX; sent += ANALYTICS_BATCH_MAX) {
      const answer = (await sweep(api, batch())).json() as SweepAnswer;
      accepted += answer.accepted;
      flood += answer.dropped.flood!;
    }
    expect(accepted).toBe(ANALYTICS_VISITOR_EVENTS_PER_MINUTE);
    expect(flood).toBe(2 * ANALYTICS_BATCH_MAX);
    now = new Date('2026-03-29T10:01:01Z');
    expect(((await sweep(api, batch())).json() as SweepAnswer).accepted).toBe(ANALYTICS_BATCH_MAX);
  });

  test('the configurator reports its model and mode', async () => {
    const event = siteEvent('configurator_model', { visitorKey: 'v-config', at: NOW, path: '/car-leasing/configurator/5', payload: { vehicleId: 5, mode: 2 } });
    const response = await api.app.inject({ method: 'POST', url: '/analytics/vehicle-configurator/model', payload: event });
    expect(response.statusCode).toBe(202);
    expect((await recorded(event.id as string))[0]).toMatchObject({ name: 'configurator_model', payload: { vehicleId: 5, mode: 2 } });
    const badMode = siteEvent('configurator_model', { visitorKey: 'v-config', at: NOW, payload: { vehicleId: 5, mode: 3 } });
    const refused = await api.app.inject({ method: 'POST', url: '/analytics/vehicle-configurator/model', payload: badMode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ANALYTICS_EVENT_DROPPED', errors: { payload: expect.any(String) } });
    const wrongEvent = await api.app.inject({ method: 'POST', url: '/analytics/vehicle-configurator/model', payload: siteEvent('page_view', { visitorKey: 'v-config', at: NOW }) });
    expect(wrongEvent.statusCode).toBe(400);
    expect(JSON.stringify(wrongEvent.json())).toContain('event must be configurator_model');
  });
});
