import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import request from 'supertest';
import { signedUpStaff, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { caughtUp } from '../../../../test-support/leads';
import { startSmtpPeer, type SmtpPeer } from '../../../../test-support/smtp-peer';
import { until } from '../../../../test-support/until';
import type { DeliveryWorker } from '../../delivery/delivery-worker';
import { routesOf } from '../../edge/route-table';
import { voucherCode } from '../../delivery/reward-messages';
import { ADMIN_API_PREFIX } from './admin-api';

// The staff console's API through the real HTTP layer: the guard on every route, the simple-rest dialect as
// ra-data-simple-rest itself speaks it (Content-Range exposed over CORS), and decisions with their versions.

const NOW = new Date('2026-05-11T10:00:00Z');
const CONSOLE_ORIGIN = 'https://console.example';

describe('the admin API', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  let staffA: SignedIn;
  let staffB: SignedIn;
  let carl: SignedIn;
  let dina: SignedIn;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({ clock: () => NOW, env: { SMTP_URL: smtp.url, CORS_ORIGINS: CONSOLE_ORIGIN } });
    await caughtUp(api, await seedHandmadeCatalogue(api.store));
    [staffA, staffB, carl, dina] = [
      await signedUpStaff(api, 'ada.staff@example.com'),
      await signedUpStaff(api, 'bo.staff@example.com'),
      await signedUpUser(api, 'carl@example.com'),
      await signedUpUser(api, 'dina@example.com'),
    ];
    for (const [who, orderId, promoCode] of [
      [carl, 'C-100', null],
      [carl, 'C-101', null],
      [dina, 'D-200', 'LOCO150'],
      [dina, 'D-201', null],
    ] as const) {
      const claimed = await api.app.inject({ method: 'POST', url: '/user/rewards/save', payload: { token: who.idToken, brokerId: 1, orderId, promoCode, phoneNumber: '07700 900123' } });
      if (claimed.statusCode !== 200) throw new Error(claimed.body);
    }
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    worker = await startDeliveryWorker(api);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.cleanup();
    await smtp?.stop();
  });

  const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.accessToken}` });
  const post = (url: string, who: SignedIn, payload: object) => api.app.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}${url}`, headers: bearer(who), payload });
  const claim = async (id: string) => (await api.app.inject({ url: `${ADMIN_API_PREFIX}/reward-claims/${id}`, headers: bearer(staffA) })).json();

  test('every admin route refuses without a valid access token (401) and for anyone not staff (403)', async () => {
    const routes = routesOf(api.app).filter((route) => route.url.startsWith(ADMIN_API_PREFIX) && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, 'L1-C100');
      const call = (headers: Record<string, string>) => api.app.inject({ method: route.method as 'GET', url, headers, payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, (await call({})).statusCode]).toEqual([route.url, 401]);
      expect([route.url, (await call({ authorization: 'Bearer forged.token.here' })).statusCode]).toEqual([route.url, 401]);
      // A person's id token is not an access token for the console.
      expect([route.url, (await call({ authorization: `Bearer ${carl.idToken}` })).statusCode]).toEqual([route.url, 401]);
      const refused = await call(bearer(carl));
      expect([route.url, refused.statusCode, refused.json().code]).toEqual([route.url, 403, 'STAFF_ONLY']);
    }
  });

  test('lists speak the simple-rest dialect through CORS, with Content-Range exposed', async () => {
    const preflight = await request(api.app.server)
      .options(`${ADMIN_API_PREFIX}/reward-claims`)
      .set('Origin', CONSOLE_ORIGIN)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);

    const listed = await request(api.app.server)
      .get(`${ADMIN_API_PREFIX}/reward-claims`)
      .query({ sort: JSON.stringify(['claimedAt', 'ASC']), range: JSON.stringify([0, 1]), filter: JSON.stringify({ status: 10 }) })
      .set('Origin', CONSOLE_ORIGIN)
      .set(bearer(staffA));
    expect(listed.status).toBe(200);
    expect(listed.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(listed.headers['content-range']).toBe('reward-claims 0-1/4');
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual(['L1-C100', 'L1-C101']);

    const elsewhere = await request(api.app.server).get(`${ADMIN_API_PREFIX}/reward-claims`).set('Origin', 'https://evil.example').set(bearer(staffA));
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('ra-data-simple-rest itself reads lists, one record and many records', async () => {
    const provider = simpleRestProvider(`${base}${ADMIN_API_PREFIX}`, (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${staffA.accessToken}` } }),
    );
    const page = await provider.getList('reward-claims', { pagination: { page: 2, perPage: 3 }, sort: { field: 'claimedAt', order: 'ASC' }, filter: { status: [10] } });
    expect(page.total).toBe(4);
    expect(page.data.map((row) => row.id)).toEqual(['L1-D201']);
    const byValue = await provider.getList('reward-claims', { pagination: { page: 1, perPage: 1 }, sort: { field: 'valuePence', order: 'DESC' }, filter: {} });
    expect(byValue.data[0]).toMatchObject({ id: 'L1-D200', value: 150, needsTwoApprovals: true });
    const one = await provider.getOne('reward-claims', { id: 'L1-C100' });
    expect(one.data).toMatchObject({ id: 'L1-C100', status: 10, statusLabel: 'Pending Approval', userId: carl.userId, version: 0 });
    expect(one.data.history).toEqual([expect.objectContaining({ revision: 0, type: 'RewardClaimed', actor: `user:${carl.userId}` })]);
    expect(JSON.stringify(one.data.history)).toContain('[sealed]');
    const many = await provider.getMany('reward-claims', { ids: ['L1-C101', 'L1-D200'] });
    expect(many.data.map((row) => row.id).sort()).toEqual(['L1-C101', 'L1-D200']);
  });

  test.each([
    ['range', { range: '[0,' }, 'range must be JSON'],
    ['range', { range: '[5,2]' }, 'range must be [first, last], whole numbers with first <= last'],
    ['sort', { sort: '["password","ASC"]' }, 'sort must be [field, "ASC" | "DESC"] with field one of claimedAt, valuePence, status, id'],
    ['filter', { filter: '{"status":99}' }, 'filter.status is one of 10, 20, 30, 40'],
    ['filter', { filter: '[1]' }, 'filter must be a JSON object'],
  ])('a malformed %s is a 400 naming it', async (field, query, message) => {
    const response = await api.app.inject({ url: `${ADMIN_API_PREFIX}/reward-claims`, query, headers: bearer(staffA) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  test('a decline needs a reason; a stale page is told the claim changed; a declined claim cannot be approved', async () => {
    const noReason = await post('/reward-claims/L1-C101/decline', staffA, { version: 0 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Give the reason the person will be told');
    const declined = await post('/reward-claims/L1-C101/decline', staffA, { version: 0, reason: 'The broker has no such order.' });
    expect(declined.json()).toMatchObject({ status: 30, declineReason: 'The broker has no such order.', decidedBy: staffA.userId, version: 1 });
    // Someone else's page still shows version 0.
    const stale = await post('/reward-claims/L1-C101/approve', staffB, { version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REWARD_CLAIM_CHANGED', message: 'This claim has changed since you opened it. Reload it to see what changed, then try again.' });
    const approveDeclined = await post('/reward-claims/L1-C101/approve', staffB, { version: 1 });
    expect(approveDeclined.statusCode).toBe(409);
    expect(approveDeclined.json().message).toBe('This claim was declined; it cannot be approved.');
    const history = (await api.app.inject({ url: `/user/rewards/history?token=${carl.idToken}` })).json().rewardsHistory;
    expect(history.find((row: { claimId: string }) => row.claimId === 'L1-C101')).toMatchObject({ status: 30, statusLabel: 'Declined', declineReason: 'The broker has no such order.' });
  });

  test('a claim above £100 takes two different staff members', async () => {
    const first = await post('/reward-claims/L1-D200/approve', staffA, { version: 0 });
    expect(first.json()).toMatchObject({ status: 10, approvals: [staffA.userId], version: 1 });
    const again = await post('/reward-claims/L1-D200/approve', staffA, { version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You approved this claim already; a second staff member must approve it too.');
    const second = await post('/reward-claims/L1-D200/approve', staffB, { version: 1 });
    expect(second.json()).toMatchObject({ status: 20, approvals: [staffA.userId, staffB.userId] });
  });

  test('bulk approval approves only pending claims no check flagged and one approval settles', async () => {
    // Carl's first claim is flagged (no enquiry through the site); Dina's second is flagged as her repeat.
    const bulk = await post('/reward-claims/approve-many', staffA, { ids: ['L1-C100', 'L1-D201', 'L1-C101', 'nope'] });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().approved).toEqual([]);
    expect(bulk.json().skipped).toEqual(
      expect.arrayContaining([
        { id: 'L1-C100', reason: expect.stringContaining('A check flagged it') },
        { id: 'L1-C101', reason: 'It is Declined.' },
        { id: 'nope', reason: 'There is no such reward claim.' },
      ]),
    );
    const flaggedOnly = (await api.app.inject({ url: `${ADMIN_API_PREFIX}/reward-claims`, query: { filter: JSON.stringify({ flag: 'order-unknown' }) }, headers: bearer(staffA) })).json();
    expect(flaggedOnly.map((row: { id: string }) => row.id).sort()).toEqual(['L1-C100', 'L1-C101', 'L1-D200', 'L1-D201']);
  });

  test("a deal's score parts and its price-feed stream, for admin mode", async () => {
    const [deal] = await api.orm.em.fork().getConnection().execute<{ deal_id: string; score_group: number }[]>(
      'SELECT deal_id, score_group FROM deals WHERE supplier_id = 1 ORDER BY deal_id LIMIT 1',
    );
    const [group] = await api.orm.em.fork().getConnection().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM deals WHERE score_group = ?', [deal!.score_group]);
    const response = await api.app.inject({ url: `${ADMIN_API_PREFIX}/deals/${deal!.deal_id}`, headers: bearer(staffA) });
    expect(response.statusCode).toBe(200);
    const parts = response.json();
    expect(parts).toMatchObject({ id: Number(deal!.deal_id), supplierId: 1, comparable: group!.n, stream: `pricefeed-1-${parts.vehicleId}` });
    expect(parts.betterValue).toBeLessThan(parts.comparable);
    expect(parts.streamEvents[0]).toMatchObject({ type: expect.stringMatching(/^PriceFeed/) });
    expect((await api.app.inject({ url: `${ADMIN_API_PREFIX}/deals/999999999`, headers: bearer(staffA) })).statusCode).toBe(404);
  });

  test('an approved claim mails its voucher and reads 40 once the mail is sent', async () => {
    const approved = await post('/reward-claims/L1-C100/approve', staffB, { version: 0 });
    expect(approved.json()).toMatchObject({ status: 20 });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes('carl@example.com') && candidate.subject === 'Your £50.00 reward voucher');
    expect(mail.text).toContain(voucherCode(api.config.SERVER_SECRET, 'L1-C100'));
    const history = await until(async () => {
      const rows = (await api.app.inject({ url: `/user/rewards/history?token=${carl.idToken}` })).json().rewardsHistory;
      const row = rows.find((candidate: { claimId: string }) => candidate.claimId === 'L1-C100');
      return row?.status === 40 ? row : undefined;
    }, 'the voucher recorded as sent');
    expect(history).toMatchObject({ statusLabel: 'Voucher Sent', voucherSentOn: '11th May 2026' });
    expect((await claim('L1-C100')).history.map((event: { type: string }) => event.type)).toEqual(['RewardClaimed', 'RewardApproved', 'RewardVoucherSent']);
  });
});
