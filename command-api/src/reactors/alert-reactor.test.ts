import { dealId } from '@lease/domain';
import { lastQueryNews, projectors, queryNewsBetween, readReactorCheckpoint, rebuildProjection, storeReactorCheckpoint } from '@lease/projections';
import { PASSWORD, signedUpUser, type SignedIn } from '../../../test-support/accounts';
import { reactedTo, readModelsSettled, startAlertReactor } from '../../../test-support/alerts';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { appendDecemberGolfReprice, golf, seedHandmadeCatalogue, testEvent } from '../../../test-support/catalogue-fixtures';
import { startDeliveryWorker } from '../../../test-support/delivery';
import { caughtUp } from '../../../test-support/leads';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import { until } from '../../../test-support/until';
import type { DeliveryWorker } from '../delivery/delivery-worker';
import { INSTANT_FLUSH, INSTANT_NEWS, type AlertReactor } from './alert-reactor';
import { tellQueryNews } from './saved-search-telling';

// A cheaper feed reaches the people watching, through the real reactor, projectors, outbox, delivery worker and an
// SMTP peer: exactly one mail per drop, and still one after every projection is rebuilt and the reactor restarted.

const NOW = new Date('2026-12-01T09:30:00Z');
// The digest and instant tests move this world's one clock; everything else reads it at NOW.
let now = NOW;
const CHEAPER_DEAL = dealId(1, golf.vehicleId, [2, 36, 10000, 9, 2]);

describe('alerts when a feed lowers a price', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;
  let reactor: AlertReactor;
  let amy: SignedIn;
  let ben: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({ clock: () => now, env: { SMTP_URL: smtp.url } });
    await caughtUp(api, await seedHandmadeCatalogue(api.store));
    amy = await signedUpUser(api, 'amy@example.com');
    ben = await signedUpUser(api, 'ben@example.com');
    worker = await startDeliveryWorker(api);
    reactor = startAlertReactor(api);
  });
  afterAll(async () => {
    await reactor.stop();
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
  });

  // A test that moves the clock and fails leaves the next at NOW all the same.
  afterEach(() => {
    now = NOW;
  });

  const post = async (url: string, who: SignedIn, payload: object) => {
    const response = await api.app.inject({ method: 'POST', url, payload: { ...payload, token: who.idToken } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  const outboxRows = async (kind: string) =>
    api.orm.em.fork().getConnection().execute<{ status: string }[]>('SELECT status FROM notification_outbox WHERE kind = ?', [kind]);

  /** A supplier-2 feed prices one Golf offer; the reactor acts on it (and, with `flush`, tells instant news). */
  const cut = async (feedId: string, effectiveAt: string, offer: [number, number, number, number, number, number], flush = true) => {
    const appended = await api.store.appendToStream('pricefeed-2-101', [testEvent('PriceFeedChangesPublished', {
      supplierId: 2, vehicleId: golf.vehicleId, feedId, effectiveAt, excessMileageTenthPence: 90,
      upserted: [[...offer, []]], dropped: [],
    })], { expectedRevision: 'any' });
    await reactedTo(reactor, appended.position);
    if (flush) await reactor.tellInstantNews();
    await readModelsSettled(api);
  };
  /** The searches a person was sent an instant mail for that names this price. */
  const toldTo = async (who: SignedIn, pence: number) =>
    api.orm.em
      .fork()
      .getConnection()
      .execute<{ search: string }[]>(
        `SELECT payload->>'searchReference' AS search FROM notification_outbox WHERE kind = 'saved-search-matches' AND payload->>'userId' = ? AND payload::text LIKE ?`,
        [who.userId, `%${pence}%`],
      );

  test('one price-drop mail per drop, through a retry, a rebuild of every projection and a restarted reactor', async () => {
    await post('/user/preferences/price-alerts', amy, { value: true });
    const added = await post('/price-alerts/add', amy, { vehicleId: golf.vehicleId, leaseType: 2, term: 36, mileage: 10000 });
    expect(added.alert).toMatchObject({ priceWhenSet: 235, currentBest: 235, triggered: false });
    // Ben watches the same car but has price-alert emails off: his alert is marked, he is not mailed.
    await post('/price-alerts/add', ben, { vehicleId: golf.vehicleId, leaseType: 2, term: 36, mileage: 10000 });
    // Amy also keeps a saved search for VW hatchbacks up to £230 a month, mailed at once.
    const saved = await post('/user/search/save', amy, { manufacturers: [1], leaseTypes: [2], monthlyPaymentMax: 230, name: 'Cheap Golfs', alert: 'instant' });

    const reprice = await appendDecemberGolfReprice(api.store, false);
    await reactedTo(reactor, reprice);
    const mail = await smtp.waitFor((candidate) => candidate.to.includes('amy@example.com') && candidate.subject.startsWith('Price drop'));
    expect(mail.subject).toBe('Price drop: now £225.00 a month');
    expect(mail.text).toContain('(it was £235.00)');
    expect(mail.text).toContain(`/${CHEAPER_DEAL}/deal`);
    const searchMail = await smtp.waitFor((candidate) => candidate.to.includes('amy@example.com') && candidate.subject === 'New deals in Cheap Golfs');
    expect(searchMail.text).toContain('£225.00 a month');
    expect(searchMail.text).toContain(`/car-leasing/search/${saved.searchReference}`);

    // The mail comes through the leads projection; the lists through the account space, which may not be there yet.
    await readModelsSettled(api);
    const [amyAlert] = (await api.app.inject({ url: `/price-alerts/list/active?token=${amy.idToken}` })).json().results;
    expect(amyAlert).toMatchObject({ triggered: true, lastNotifiedPrice: 225, currentBest: 225 });
    const [benAlert] = (await api.app.inject({ url: `/price-alerts/list/active?token=${ben.idToken}` })).json().results;
    expect(benAlert).toMatchObject({ triggered: true, lastNotifiedPrice: 225 });

    // The same feed delivered again (a supplier's retry) is no new drop.
    await reactedTo(reactor, await appendDecemberGolfReprice(api.store, false));
    // Every projection rebuilt from the start, and the reactor restarted, while another feed moves.
    for (const projector of projectors) await rebuildProjection(api.store, api.orm, projector);
    await reactor.stop();
    reactor = startAlertReactor(api);
    const unrelated = await api.store.appendToStream('pricefeed-2-201', [testEvent('PriceFeedChangesPublished', {
      supplierId: 2, vehicleId: 201, feedId: 'van-dec', effectiveAt: '2026-12-01T01:00:00.000Z', excessMileageTenthPence: 90, upserted: [], dropped: [],
    })], { expectedRevision: 'any' });
    await reactedTo(reactor, unrelated.position);
    await caughtUp(api, `${unrelated.position.commit}-${unrelated.position.prepare}`);
    await until(async () => (await outboxRows('price-drop')).every((row) => row.status === 'delivered') || undefined, 'deliveries settled');

    expect(mailsTo('amy@example.com').filter((candidate) => candidate.subject.startsWith('Price drop'))).toHaveLength(1);
    expect(mailsTo('amy@example.com').filter((candidate) => candidate.subject === 'New deals in Cheap Golfs')).toHaveLength(1);
    expect(mailsTo('ben@example.com').filter((candidate) => candidate.subject.startsWith('Price drop'))).toHaveLength(0);
    expect(await outboxRows('price-drop')).toEqual([{ status: 'delivered' }]);
  });

  test('a daily search mails one digest a UK day, from 8 in the morning', async () => {
    await post('/user/search/save', ben, { manufacturers: [1], leaseTypes: [2], name: 'All Golfs', alert: 'daily' });
    const cut = await api.store.appendToStream('pricefeed-2-101', [testEvent('PriceFeedChangesPublished', {
      supplierId: 2, vehicleId: golf.vehicleId, feedId: 'dec-2', effectiveAt: '2026-12-01T02:00:00.000Z', excessMileageTenthPence: 90,
      upserted: [[2, 36, 10000, 9, 2, 22_000, []]], dropped: [],
    })], { expectedRevision: 'any' });
    await reactedTo(reactor, cut.position);
    now = new Date('2026-12-02T07:59:00Z');
    expect(await reactor.sendDigestsIfDue()).toBe(0);
    now = new Date('2026-12-02T08:00:00Z');
    expect(await reactor.sendDigestsIfDue()).toBe(1);
    now = new Date('2026-12-02T21:00:00Z');
    expect(await reactor.sendDigestsIfDue()).toBe(0);
    const digest = await smtp.waitFor((candidate) => candidate.to.includes('ben@example.com') && candidate.subject === "Today's new deals in All Golfs");
    expect(digest.text).toContain('£220.00 a month');
  });

  test('an instant search hears its first news at once and then at most once an hour; one switched off hears nothing', async () => {
    const saved = await post('/user/search/save', ben, { manufacturers: [1], leaseTypes: [2], name: 'Quiet', alert: 'instant' });
    await post('/user/search/alert', ben, { searchReference: saved.searchReference, alert: 'off' });
    await readModelsSettled(api);
    // The digest test's cut reaches Amy's search too, and whether a timer flush told her of it while its clock
    // stood on 2 December, or left it held, is timing. Held, it went at the first flush after 09:00 below and put
    // this test's news in her hour. So this test flushes only when it says, and starts with nothing held: what
    // the tests before left goes two hours before this test's news.
    await reactor.stop();
    reactor = startAlertReactor(api, { flushIntervalMs: 3_600_000 });
    now = new Date('2026-12-03T07:00:00Z');
    await reactor.tellInstantNews();
    now = new Date('2026-12-03T09:00:00Z');

    await cut('dec-3', '2026-12-01T03:00:00.000Z', [2, 48, 8000, 9, 2, 20_500]);
    expect(await toldTo(ben, 20_500)).toEqual([]);
    expect(await toldTo(amy, 20_500)).toHaveLength(1);
    const mail = await smtp.waitFor((candidate) => candidate.to.includes('amy@example.com') && candidate.text.includes('£205.00 a month'));
    expect(mail.subject).toBe('New deals in Cheap Golfs');

    // Ten minutes on, a newer deal waits for the hour to be up.
    now = new Date('2026-12-03T09:10:00Z');
    await cut('dec-3b', '2026-12-01T04:00:00.000Z', [2, 24, 8000, 9, 2, 19_900]);
    expect(await toldTo(amy, 19_900)).toEqual([]);

    // A flush that crashes after telling and before saying so is tried again with the same news: the parts it
    // wrote are refused, and nobody is told twice. What the database held before the flush is kept to put back.
    const sql = api.orm.em.fork().getConnection();
    const before = await sql.execute<{ query: string; told_at: Date; told_seq: string; held: boolean }[]>('SELECT * FROM saved_query_instant');
    const checkpointBefore = (await readReactorCheckpoint(api.orm, INSTANT_NEWS))!;
    now = new Date('2026-12-03T10:00:00Z');
    await reactor.tellInstantNews();
    await readModelsSettled(api);
    expect(await toldTo(amy, 19_900)).toHaveLength(1);
    const held = await smtp.waitFor((candidate) => candidate.to.includes('amy@example.com') && candidate.text.includes('£199.00 a month'));
    expect(held.subject).toBe('New deals in Cheap Golfs');

    const flushed = (await readReactorCheckpoint(api.orm, INSTANT_NEWS))!;
    await sql.execute('DELETE FROM saved_query_instant');
    for (const row of before) {
      await sql.execute('INSERT INTO saved_query_instant (query, told_at, told_seq, held) VALUES (?, ?, ?, ?)', [row.query, row.told_at, row.told_seq, row.held]);
    }
    await storeReactorCheckpoint(api.orm, INSTANT_NEWS, checkpointBefore);
    await storeReactorCheckpoint(api.orm, INSTANT_FLUSH, { commit: flushed.commit, prepare: BigInt(now.getTime()) });
    expect(await reactor.tellInstantNews()).toBe(0);
    await readModelsSettled(api);
    expect(await toldTo(amy, 19_900)).toHaveLength(1);
    expect(await readReactorCheckpoint(api.orm, INSTANT_FLUSH)).toBeNull();
  });

  test('a flush an earlier build left in flight is finished under its key: nobody it told hears twice', async () => {
    // This reactor flushes only when told to, so the earlier build's state can be laid down first.
    await reactor.stop();
    reactor = startAlertReactor(api, { flushIntervalMs: 3_600_000 });
    now = new Date('2026-12-05T09:00:00Z');
    const afterSeq = (await readReactorCheckpoint(api.orm, INSTANT_NEWS))!.commit;
    await cut('dec-5', '2026-12-02T03:00:00.000Z', [2, 36, 8000, 9, 2, 18_800], false);
    const upTo = await lastQueryNews(api.orm);
    // The build before the hourly gap stored its flush's last news row as INSTANT_NEWS's prepare, told under that
    // row's number, and stopped before it stored the commit.
    await storeReactorCheckpoint(api.orm, INSTANT_NEWS, { commit: afterSeq, prepare: upTo });
    const news = await queryNewsBetween(api.orm, afterSeq, upTo, 20);
    const cause = `saved-search-news:${upTo}`;
    const metadata = { correlationId: cause, causationId: cause, actor: 'system' as const, occurredAt: now.toISOString(), source: { app: 'alert-reactor', version: 'before-the-gap' } };
    expect(await tellQueryNews(api.store, api.orm, { mode: 'instant', news, key: upTo.toString(), metadata })).toBe(1);

    expect(await reactor.tellInstantNews()).toBe(0);
    await readModelsSettled(api);
    expect(await toldTo(amy, 18_800)).toHaveLength(1);
    expect(await readReactorCheckpoint(api.orm, INSTANT_NEWS)).toEqual({ commit: upTo, prepare: upTo });
  });

  test('news found while a search was not instant is not in its first instant mail after', async () => {
    now = new Date('2026-12-06T09:00:00Z');
    // Amy's tokens from 1 December have expired: she signs in again each time she changes the search.
    const amyNow = async (): Promise<SignedIn> => {
      const login = await api.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'amy@example.com', password: PASSWORD } });
      return { ...amy, idToken: (login.json() as { idToken: string }).idToken };
    };
    const saved = await post('/user/search/save', await amyNow(), { manufacturers: [1], leaseTypes: [2], monthlyPaymentMax: 220, name: 'Golfs under 220', alert: 'instant' });
    await readModelsSettled(api);
    const toldThisSearch = async (pence: number) => (await toldTo(amy, pence)).filter((row) => row.search === saved.searchReference);
    await cut('dec-6', '2026-12-03T03:00:00.000Z', [2, 48, 10000, 9, 2, 18_500]);
    expect(await toldThisSearch(18_500)).toHaveLength(1);

    // Daily for a while: what is found then waits for the digest.
    await post('/user/search/alert', await amyNow(), { searchReference: saved.searchReference, alert: 'daily' });
    await readModelsSettled(api);
    now = new Date('2026-12-06T11:00:00Z');
    await cut('dec-6b', '2026-12-03T04:00:00.000Z', [2, 24, 10000, 9, 2, 18_400]);
    expect(await toldThisSearch(18_400)).toEqual([]);

    // Instant again: its next mail is the news found since, not what the digest is for.
    await post('/user/search/alert', await amyNow(), { searchReference: saved.searchReference, alert: 'instant' });
    await readModelsSettled(api);
    now = new Date('2026-12-06T11:05:00Z');
    await cut('dec-6c', '2026-12-03T05:00:00.000Z', [2, 36, 10000, 9, 2, 18_300]);
    expect(await toldThisSearch(18_300)).toHaveLength(1);
    expect(await toldThisSearch(18_400)).toEqual([]);
  });

  test('an alert whose vehicle is withdrawn expires with the reason', async () => {
    await post('/price-alerts/add', amy, { vehicleId: 102 });
    const withdrawn = await api.store.appendToStream('vehicle-102', [testEvent('VehicleWithdrawn', { vehicleId: 102, reason: 'Discontinued' }, NOW.toISOString())], { expectedRevision: 'any' });
    await reactedTo(reactor, withdrawn.position);
    await readModelsSettled(api);
    const expired = (await api.app.inject({ url: `/price-alerts/list/expired?token=${amy.idToken}` })).json().results;
    expect(expired).toEqual([expect.objectContaining({ vehicleId: 102, status: 'expired', expiredReason: 'This vehicle is no longer offered.' })]);
  });
});
