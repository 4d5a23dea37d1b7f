import { PersonVault } from '@lease/projections';
import { startSmtpPeer, type SmtpPeer } from '../../../../test-support/smtp-peer';
import type { DeliveryWorker } from '../../delivery/delivery-worker';
import { startDeliveryWorker } from '../../../../test-support/delivery';
import { parseSealed } from '../../../../projections/src/personal-data/sealed-field';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { PASSWORD, signedUpUser } from '../../../../test-support/accounts';
import { callBackBody, caughtUp, latestCode, seedLeadDeal, solveCaptcha } from '../../../../test-support/leads';
import { confirmationToken, settled, SIGN_UP, signUpBody } from '../../../../test-support/newsletter';

// What "erased" must mean (issue 15): after a person is erased, neither the log nor any table holds their email,
// phone number or name in a form anyone can read.
const EMAIL = 'zebedee.quartermaine@example.com';
const PHONE_DIGITS = '7700900987';
const FIRST = 'Zebedee';
const LAST = 'Quartermaine';

jest.setTimeout(60_000);

describe('erasing a person', () => {
  let api: TestApi;
  let smtp: SmtpPeer;
  let worker: DeliveryWorker;

  beforeAll(async () => {
    // The person's mail server refuses them, so their code's delivery fails, and the failure is recorded too.
    smtp = await startSmtpPeer({ rejectRecipient: (address) => (address === EMAIL ? 550 : undefined) });
    api = await createTestApi({ clock: () => new Date('2026-05-20T14:00:00Z'), env: { SMTP_URL: smtp.url } });
    await seedLeadDeal(api);
    worker = await startDeliveryWorker(api);
  });
  afterAll(async () => {
    await worker.stop();
    await api.cleanup();
    await smtp.stop();
  });

  /**
   * What anyone with the database and the server secret can read: every event's data and metadata and every row
   * of every table as text, plus every sealed value in them that still opens (its person's key still exists).
   */
  async function everything(): Promise<{ raw: string; readable: string }> {
    const events = await api.store.readAll({ limit: 1_000_000 });
    const connection = api.orm.em.fork().getConnection();
    const tables = await connection.execute<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const rows: unknown[] = [];
    for (const { table_name } of tables) rows.push(await connection.execute(`SELECT row_to_json(t) AS row FROM "${table_name}" t`));
    const text = JSON.stringify({ events: events.map((event) => [event.streamName, event.data, event.metadata]), rows });
    const vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    const opened: string[] = [];
    for (const sealed of new Set(text.match(/sealed:v1:[\w.-]+:[\w-]+:[\w-]*:[\w-]+/g) ?? [])) {
      const parts = parseSealed(sealed);
      const value = parts ? (await vault.open(parts.personId, { value: sealed }))?.value : null;
      if (value) opened.push(value);
    }
    return { raw: text.toLowerCase(), readable: `${text}\n${opened.join('\n')}`.toLowerCase() };
  }
  const found = (text: string) => [EMAIL, PHONE_DIGITS, FIRST, LAST].filter((value) => text.includes(value.toLowerCase()));

  test('an account, the leads sent from its address before signing up, a failed delivery and a newsletter subscription leave nothing readable behind', async () => {
    // A call-back before having an account, verified with its code.
    const lead = await api.app.inject({
      method: 'POST',
      url: '/lead/register',
      payload: callBackBody(await solveCaptcha(api.app), { emailAddress: EMAIL, phoneNumber: `0${PHONE_DIGITS}`, firstName: FIRST, lastName: LAST }),
    });
    expect(lead.statusCode).toBe(200);
    const { leadReference } = lead.json();
    for (let tries = 0; ; tries++) {
      const [row] = await api.orm.em.fork().getConnection().execute<{ status: string }[]>(
        "SELECT status FROM notification_outbox WHERE source_reference = ? AND kind = 'verification-code'",
        [leadReference],
      );
      if (row?.status === 'failed') break;
      if (tries > 300) throw new Error('the refused delivery was never recorded');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const verified = await api.app.inject({ method: 'POST', url: '/lead/verify', payload: { leadReference, code: await latestCode(api, api.store, leadReference) } });
    expect(verified.statusCode).toBe(200);

    // A newsletter subscription, confirmed from its link.
    expect((await api.app.inject({ method: 'POST', url: SIGN_UP, payload: signUpBody(EMAIL, { name: `${FIRST} ${LAST}` }) })).statusCode).toBe(202);
    const confirmed = await api.app.inject({ method: 'POST', url: '/marketing/communication/confirm', payload: { token: await confirmationToken(api, EMAIL) } });
    expect(confirmed.statusCode).toBeLessThan(300);

    // Then an account with the same address, name and phone.
    const person = await signedUpUser(api, EMAIL, { firstName: FIRST, lastName: LAST });
    const details = await api.app.inject({
      method: 'POST',
      url: '/user/details/update',
      headers: { authorization: `Bearer ${person.idToken}` },
      payload: { email: EMAIL, firstName: FIRST, lastName: LAST, phoneNumber: `0${PHONE_DIGITS}` },
    });
    expect(details.statusCode).toBe(200);
    // Before erasure the person is readable (so the search below can find them), but never their password or
    // its hash.
    const before = await everything();
    expect(found(before.readable)).toEqual([EMAIL, PHONE_DIGITS, FIRST, LAST]);
    expect(before.raw.includes('$argon2')).toBe(false);
    expect(before.readable.includes(PASSWORD.toLowerCase())).toBe(false);

    const erased = await api.app.inject({ method: 'POST', url: '/user/erase', headers: { authorization: `Bearer ${person.idToken}` }, payload: {} });
    expect(erased.statusCode).toBe(202);
    await caughtUp(api, erased.json().position);
    await settled(api);

    expect(found((await everything()).readable)).toEqual([]);
    // The lead's own read shows the person as erased rather than failing.
    expect((await api.app.inject({ method: 'POST', url: '/auth/login', payload: { email: EMAIL, password: PASSWORD } })).statusCode).toBe(401);
  });
});
