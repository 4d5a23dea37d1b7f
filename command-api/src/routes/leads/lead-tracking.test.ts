import { randomUUID } from 'node:crypto';
import { leadStream, parseEventData, SEALED_PREFIX, trackingOf, type LeadEvent } from '@lease/domain';
import { leadWithContact, PersonVault, personIdForEmail, projectorNamed, rebuildProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { startHttpReceiver, type HttpReceiver } from '../../../../test-support/http-receiver';
import { alternativeBody, callBackBody, caughtUp, latestCode, LEAD_DEAL, seedLeadDeal, solveCaptcha } from '../../../../test-support/leads';
import { DeliveryWorker } from '../../delivery/delivery-worker';
import { snapshotDeal } from '../../leads/deal-snapshot';
import { hashCode } from '../../leads/verification-codes';
import { until } from '../../../../test-support/until';
import { versionOneEvent } from '../../../../test-support/catalogue-fixtures';

// Issue 15: click ids, the visitor key and campaign parameters are sealed with the person's key, so erasing the
// person shreds them with the rest of their lead.

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Tracking values no other test uses, so a search of the whole log finds only this lead's. */
function trackingFor(tag: string) {
  return {
    gclid: `Cj0KCQ-gclid-${tag}`,
    irclickid: `ir-click-${tag}`,
    llit_dd_uid: `dd-uid-${tag}`,
    visitorKey: `visitor-key-${tag}`,
    utm_source: `utm-source-${tag}`,
    utm_medium: `utm-medium-${tag}`,
    utm_campaign: `utm-campaign-${tag}`,
    llit_code: `llit-code-${tag}`,
  };
}

const requestedOf = (events: { type: string; data: unknown }[]) =>
  events.find((event) => event.type === 'CallBackRequested' || event.type === 'AlternativeLeadRequested')!.data as Extract<
    LeadEvent,
    { type: 'CallBackRequested' }
  >['data'];

describe('tracking values in lead events', () => {
  let api: TestApi;
  let vault: PersonVault;
  beforeAll(async () => {
    api = await createTestApi();
    vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    await seedLeadDeal(api);
  });
  afterAll(async () => api.cleanup());

  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.21' });
  /** Every event in the log, data and metadata, as JSON. */
  const logJson = async () => JSON.stringify((await api.store.readAll({ limit: 100_000 })).map(({ type, data, metadata }) => ({ type, data, metadata })));

  test('a call-back lead leaves no tracking value in clear in the log; erased, nothing reads them back', async () => {
    const tracking = trackingFor('cb1');
    const email = 'tracked.callback@example.com';
    const response = await post('/lead/register', callBackBody(await solveCaptcha(api.app), { emailAddress: email, ...tracking }));
    expect(response.statusCode).toBe(200);
    const { leadReference, position } = response.json();
    await caughtUp(api, position);

    const log = await logJson();
    for (const value of Object.values(tracking)) expect(log).not.toContain(value);
    const events = await api.store.readStream(leadStream(leadReference));
    const requested = requestedOf(events);
    expect(Object.keys(requested.tracking).sort()).toEqual(Object.keys(tracking).sort());
    for (const sealed of Object.values(requested.tracking)) expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    // Nor in the read model's row, which copies the sealed values.
    const [row] = await api.orm.em.fork().getConnection().execute('SELECT tracking FROM leads WHERE lead_reference = ?', [leadReference]);
    for (const value of Object.values(tracking)) expect(JSON.stringify(row)).not.toContain(value);

    // Opened with the person's key, they are all there.
    const personId = personIdForEmail(api.config.SERVER_SECRET, email);
    expect(await vault.open(personId, requested.tracking)).toEqual(tracking);
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking).toEqual(tracking);

    expect(await vault.erase(personId)).toBe(true);
    expect(await vault.open(personId, requested.tracking)).toBeNull();
    const erased = Object.fromEntries(Object.keys(tracking).map((field) => [field, '[erased]']));
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking).toEqual(erased);
    await rebuildProjection(api.store, api.orm, projectorNamed('leads')!);
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking).toEqual(erased);
    // The log itself was not rewritten, and still holds nothing in clear.
    expect(await api.store.readStream(leadStream(leadReference))).toEqual(events);
    const after = await logJson();
    for (const value of Object.values(tracking)) expect(after).not.toContain(value);
  });

  test('a PCP lead waiting in the outbox goes to the leads service with its tracking in clear, unless the person is erased', async () => {
    const receiver = await startHttpReceiver();
    const worker = new DeliveryWorker({
      store: api.store,
      orm: api.orm,
      vault,
      // Verified while no leads service was configured: the lead waits in the outbox for this worker.
      config: { ...api.config, LEADS_SERVICE_URL: receiver.url, DELIVERY_POLL_MS: 20 },
      mailer: null,
      sms: null,
      log: quietLog,
      now: api.clock,
    });
    try {
      const verifiedLead = async (tag: string) => {
        const email = `tracked.${tag}@example.com`;
        const tracking = trackingFor(tag);
        const registered = await post('/lead/register/pcp', alternativeBody(await solveCaptcha(api.app), { emailAddress: email, ...tracking }));
        expect(registered.statusCode).toBe(200);
        const { leadReference } = registered.json();
        const code = await latestCode(api, api.store, leadReference);
        const verified = await post('/lead/verify', { leadReference, code });
        expect(verified.statusCode).toBe(200);
        await caughtUp(api, verified.json().position);
        return { leadReference, tracking, personId: personIdForEmail(api.config.SERVER_SECRET, email) };
      };
      const kept = await verifiedLead('pcp-kept');
      const gone = await verifiedLead('pcp-gone');
      const [outbox] = await api.orm.em
        .fork()
        .getConnection()
        .execute(`SELECT payload FROM notification_outbox WHERE kind = 'alternative-lead' AND payload->>'leadReference' = ?`, [kept.leadReference]);
      for (const value of Object.values(kept.tracking)) expect(JSON.stringify(outbox)).not.toContain(value);
      await vault.erase(gone.personId);

      await worker.start();
      const delivered = await receiver.waitFor((request) => request.headers['x-lease-delivery'] === kept.leadReference);
      expect((delivered.json as { tracking: unknown }).tracking).toEqual(kept.tracking);
      const status = async () =>
        (
          await api.orm.em
            .fork()
            .getConnection()
            .execute<{ status: string; last_error: string | null }[]>(
              `SELECT status, last_error FROM notification_outbox WHERE kind = 'alternative-lead' AND payload->>'leadReference' = ?`,
              [gone.leadReference],
            )
        )[0];
      expect(await until(async () => (await status())?.status === 'failed' && status(), 'the erased lead to fail')).toEqual({
        status: 'failed',
        last_error: 'person-erased',
      });
      expect(receiver.requests.filter((request) => request.headers['x-lease-delivery'] === gone.leadReference)).toHaveLength(0);
      const log = await logJson();
      for (const value of [...Object.values(kept.tracking), ...Object.values(gone.tracking)]) expect(log).not.toContain(value);
    } finally {
      await worker.stop();
      await receiver.stop();
    }
  });
});

describe('version-1 lead events, written with tracking in clear', () => {
  let api: TestApi;
  let vault: PersonVault;
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    api = await createTestApi({ env: { LEADS_SERVICE_URL: receiver.url } });
    vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    await seedLeadDeal(api);
  });
  afterAll(async () => {
    await api.cleanup();
    await receiver.stop();
  });

  const v1 = (type: string, data: unknown) => versionOneEvent(type, data, api.clock(), 'command-api');

  /** A lead as version 1 wrote it: sealed contact, clear tracking, and a code whose hash the test knows. */
  async function appendV1Lead(kind: 'call-back' | 'pcp', tag: string) {
    const leadReference = `LD-${kind === 'pcp' ? 'P' : 'C'}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const email = `v1.${tag}@example.com`;
    const personId = personIdForEmail(api.config.SERVER_SECRET, email);
    const contact = await vault.seal(personId, { emailAddress: email, phoneNumber: '07700900123', firstName: 'Vee', lastName: 'One' });
    const tracking = trackingFor(tag);
    const requested =
      kind === 'call-back'
        ? v1('CallBackRequested', {
            leadReference,
            personId,
            deal: await snapshotDeal(api.orm, LEAD_DEAL),
            contact: { ...contact, postcode: (await vault.seal(personId, { postcode: 'SW1A 1AA' })).postcode },
            tracking,
          })
        : v1('AlternativeLeadRequested', {
            leadReference,
            kind: 'pcp',
            personId,
            details: {
              manufacturer: 'Volkswagen',
              model: 'Golf',
              derivative: '1.5 TSI Life 5dr',
              leaseType: 1,
              term: 36,
              mileage: 10000,
              initialPaymentInMonths: 9,
              monthlyPaymentPence: 24_050,
              initialPaymentTotalPence: 216_450,
              documentFeePence: 19_900,
            },
            contact,
            tracking,
          });
    const code = '482913';
    const issued = v1('VerificationCodeIssued', {
      leadReference,
      codeId: randomUUID(),
      codeHash: hashCode(api.config.SERVER_SECRET, leadReference, code),
      channel: 'email',
      expiresAt: new Date(api.clock().getTime() + 10 * 60_000).toISOString(),
    });
    const result = await api.store.appendToStream(leadStream(leadReference), [requested, issued], { expectedRevision: 'no_stream' });
    await caughtUp(api, `${result.position.commit}-${result.position.prepare}`);
    return { leadReference, personId, tracking, code };
  }

  test('a version-1 call-back still projects and reads its tracking; once erased it reads as erased', async () => {
    const { leadReference, personId, tracking, code } = await appendV1Lead('call-back', 'v1-cb');
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking).toEqual(tracking);
    const verified = await api.app.inject({ method: 'POST', url: '/lead/verify', payload: { leadReference, code }, remoteAddress: '203.0.113.23' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().enquiryReference).toMatch(/^EQ-/);

    await vault.erase(personId);
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking).toEqual(
      Object.fromEntries(Object.keys(tracking).map((field) => [field, '[erased]'])),
    );
    await rebuildProjection(api.store, api.orm, projectorNamed('leads')!);
    expect((await leadWithContact(api.orm, vault, leadReference))!.tracking.gclid).toBe('[erased]');
  });

  test('a version-1 PCP lead is upcast and verified, and the leads service gets its tracking', async () => {
    const { leadReference, tracking, code } = await appendV1Lead('pcp', 'v1-pcp');
    const verified = await api.app.inject({ method: 'POST', url: '/lead/verify', payload: { leadReference, code }, remoteAddress: '203.0.113.24' });
    expect(verified.statusCode).toBe(200);
    const [delivered] = receiver.requests.filter((request) => request.headers['x-lease-delivery'] === leadReference);
    expect(delivered!.json).toMatchObject({ type: 'pcp', emailAddress: 'v1.v1-pcp@example.com', tracking });
  });

  test('read through the catalogue, a version-1 event has the new shape: tracking moved aside as clearTracking', async () => {
    const { leadReference, tracking } = await appendV1Lead('pcp', 'v1-shape');
    const [recorded] = await api.store.readStream(leadStream(leadReference));
    const data = parseEventData(recorded!.type, recorded!.data, 1) as { tracking: Record<string, string>; clearTracking?: Record<string, string> };
    expect(data.tracking).toEqual({});
    expect(data.clearTracking).toEqual(tracking);
    expect(trackingOf(data)).toEqual(tracking);
  });
});
