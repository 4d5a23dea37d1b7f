import { enquiryStream, personIdForUser } from '@lease/domain';
import { isSealed, PersonVault } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { caughtUp, dropLeadDeal, LEAD_DEAL, seedLeadDeal } from '../../../../test-support/leads';
import { signingKeyFrom } from '../../auth/token-keys';
import { issueToken, type Identity, type TokenSettings } from '../../auth/tokens';

const HOUR = 3_600_000;
const NOT_AUTHENTICATED = { type: 'unauthorised', code: 'NOT_AUTHENTICATED', message: 'User needs to be authenticated to call this API.' };

const sam: Identity = { userId: 'user-sam', email: 'sam.oneill@example.com', roles: [] };
const alex: Identity = { userId: 'user-alex', email: 'alex@example.com', roles: [] };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signed-in enquiries over HTTP', () => {
  let api: TestApi;
  let settings: TokenSettings;
  // Each send moves the clock a second on, so "newest first" is decided by when they were sent, not by chance.
  let nowMs = Date.now();
  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date(nowMs) });
    settings = { issuer: api.config.AUTH_ISSUER, audience: api.config.AUTH_AUDIENCE, key: signingKeyFrom(api.config.SERVER_SECRET), verificationKeys: [] };
    await seedLeadDeal(api);
  });
  afterAll(async () => api.cleanup());

  const idToken = (identity: Identity = sam) => issueToken(settings, identity, 'id', new Date(nowMs));
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    api.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const send = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}, remoteAddress?: string) => {
    nowMs += 1000;
    const body = { token: await idToken(), deal_id: LEAD_DEAL, phoneNumber: '07700900123', postcode: 'SW1A 1AA', ...overrides };
    return post('/user/enquiry/send', body, headers, remoteAddress);
  };
  const list = async (token: string, query: Record<string, string> = {}) =>
    api.app.inject({ url: `/user/enquiries?${new URLSearchParams({ token, ...query })}` });
  const events = async (enquiryReference: string) => api.store.readStream(enquiryStream(enquiryReference));

  test('an enquiry with the id token in the body answers an enquiry reference', async () => {
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.json().enquiryReference).toMatch(/^EQ-[0-9A-Z]{10}$/);
    expect(response.json().position).toMatch(/^\d+-\d+$/);
  });

  test('the id token may come as a bearer Authorization header instead', async () => {
    const response = await send({ token: undefined }, { authorization: `Bearer ${await idToken()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().enquiryReference).toMatch(/^EQ-/);
  });

  test('a URI-encoded phone number and a lower-case postcode are accepted; the event has the deal as seen and the contact sealed', async () => {
    const response = await send({ phoneNumber: encodeURIComponent('+44 7700 900123'), postcode: 'sw1a 1aa' });
    expect(response.statusCode).toBe(200);
    const { enquiryReference } = response.json();
    const [sent, ...rest] = await events(enquiryReference);
    expect(rest).toHaveLength(0);
    expect(sent!.type).toBe('EnquirySent');
    expect(sent!.metadata).toMatchObject({ actor: `user:${sam.userId}` });
    const data = sent!.data as { userId: string; personId: string; deal: object; contact: Record<string, string> };
    expect(data).toMatchObject({
      userId: sam.userId,
      personId: personIdForUser(sam.userId),
      deal: { dealId: LEAD_DEAL, supplierId: 7, supplierName: 'Supplier 7', term: 36, mileage: 10000, initialPaymentInMonths: 9, monthlyPaymentPence: 24_000 },
    });
    for (const field of ['emailAddress', 'phoneNumber', 'postcode']) expect(isSealed(data.contact[field])).toBe(true);
    const logged = JSON.stringify({ data: sent!.data, metadata: sent!.metadata });
    for (const plain of ['sam.oneill@example.com', '07700900123', '7700 900123', '7700900123', 'SW1A 1AA', 'sw1a 1aa', 'SW1A1AA']) {
      expect(logged).not.toContain(plain);
    }
    // Opened with the person's key, the fields are the normalised forms the supplier will be sent.
    const vault = new PersonVault(api.orm, api.config.SERVER_SECRET);
    expect(await vault.open(data.personId, data.contact)).toEqual({ emailAddress: 'sam.oneill@example.com', phoneNumber: '07700900123', postcode: 'SW1A 1AA' });
  });

  test('the same Idempotency-Key answers the same enquiry and appends one event', async () => {
    const headers = { 'idempotency-key': 'enquiry-form-1' };
    const first = await send({}, headers);
    const second = await send({}, headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().enquiryReference).toBe(first.json().enquiryReference);
    expect(await events(first.json().enquiryReference)).toHaveLength(1);
    // Another person's same key is their own enquiry.
    const theirs = await send({ token: await idToken(alex) }, headers);
    expect(theirs.json().enquiryReference).not.toBe(first.json().enquiryReference);
  });

  test("without a token every enquiry call answers 401 with the spec's message", async () => {
    const response = await send({ token: undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
    expect((await list('')).json()).toEqual(NOT_AUTHENTICATED);
    const remove = await post('/user/enquiry/remove', { enquiryReference: 'EQ-0000000000' });
    expect(remove.statusCode).toBe(401);
  });

  const refused: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () => {
        const issuedAt = Math.floor(nowMs / 1000);
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
          sub: sam.userId,
          email: sam.email,
          roles: [],
          token_use: 'id',
          iss: settings.issuer,
          aud: settings.audience,
          iat: issuedAt,
          exp: issuedAt + 900,
        })}.`;
      },
    ],
    ['a signature by another key', () => issueToken({ ...settings, key: signingKeyFrom('another-secret-that-is-long-enough-to-pass') }, sam, 'id', new Date(nowMs))],
    ['another issuer', () => issueToken({ ...settings, issuer: 'someone-else' }, sam, 'id', new Date(nowMs))],
    ['another audience', () => issueToken({ ...settings, audience: 'another-site' }, sam, 'id', new Date(nowMs))],
    ['an expired token', () => issueToken(settings, sam, 'id', new Date(nowMs - HOUR))],
    ['an access token where an id token is needed', () => issueToken(settings, sam, 'access', new Date(nowMs))],
  ];

  test.each(refused)('%s is refused with 401, in the body or as a bearer', async (_, token) => {
    const forged = await token();
    for (const response of [await send({ token: forged }), await send({ token: undefined }, { authorization: `Bearer ${forged}` }), await list(forged)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  test('a bearer header wins over a body token: a bad bearer is refused even with a good token in the body', async () => {
    const response = await send({}, { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  test("the list is a person's own, newest first, 10 a page with the total", async () => {
    const lister: Identity = { userId: 'user-lister', email: 'lister@example.com', roles: [] };
    const token = await idToken(lister);
    const sent: string[] = [];
    let position = '';
    for (let i = 0; i < 11; i++) {
      const response = await send({ token }, {}, '198.51.100.11');
      expect(response.statusCode).toBe(200);
      sent.push(response.json().enquiryReference);
      position = response.json().position;
    }
    const newestFirst = [...sent].reverse();
    const first = await list(token, { consistentWith: position });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-consistency']).toBe('consistent');
    const page1 = first.json();
    expect({ total: page1.total, page: page1.page, pageSize: page1.pageSize }).toEqual({ total: 11, page: 1, pageSize: 10 });
    expect(page1.enquiries.map((item: { enquiryReference: string }) => item.enquiryReference)).toEqual(newestFirst.slice(0, 10));
    expect(page1.enquiries[0]).toMatchObject({
      source: 'enquiry',
      supplierStatus: expect.any(String),
      deal: { dealId: LEAD_DEAL, supplierName: 'Supplier 7', monthlyPayment: 240, term: 36, mileage: 10000 },
    });
    const page2 = (await list(token, { page: '2' })).json();
    expect(page2.total).toBe(11);
    expect(page2.enquiries.map((item: { enquiryReference: string }) => item.enquiryReference)).toEqual(newestFirst.slice(10));
    // Another person sees none of them.
    const theirs = (await list(await idToken({ userId: 'user-stranger', email: null, roles: [] }), { consistentWith: position })).json();
    expect(theirs).toMatchObject({ enquiries: [], total: 0 });
  });

  test('removing an enquiry takes it off the list; another person removing it gets 404 and it stays', async () => {
    const { enquiryReference, position } = (await send()).json();
    const refs = async (consistentWith: string) =>
      (await list(await idToken(), { consistentWith })).json().enquiries.map((item: { enquiryReference: string }) => item.enquiryReference);
    expect(await refs(position)).toContain(enquiryReference);

    const stranger = await post('/user/enquiry/remove', { token: await idToken(alex), enquiryReference });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'ENQUIRY_NOT_FOUND' });
    expect(await events(enquiryReference)).toHaveLength(1);
    expect(await refs(position)).toContain(enquiryReference);

    // Lower case is the same reference, as it may be read out over the phone.
    const removed = await post('/user/enquiry/remove', { token: await idToken(), enquiryReference: enquiryReference.toLowerCase() });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().enquiryReference).toBe(enquiryReference);
    await caughtUp(api, removed.json().position);
    expect(await refs(removed.json().position)).not.toContain(enquiryReference);
    expect((await events(enquiryReference)).map((event) => event.type)).toEqual(['EnquirySent', 'EnquiryRemoved']);
    // Removing it again changes nothing.
    const again = await post('/user/enquiry/remove', { token: await idToken(), enquiryReference });
    expect(again.statusCode).toBe(200);
    expect(await events(enquiryReference)).toHaveLength(2);
  });

  test('a 400 names every invalid field at once', async () => {
    const response = await send({ deal_id: 'abc', postcode: 'nope', phoneNumber: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: 'validation',
      errors: {
        deal_id: 'Your deal should be numbers only',
        postcode: 'This is not a valid postcode',
        phoneNumber: 'Your phone number should be between 10 and 11 numbers',
      },
    });
    expect(Object.keys(response.json().errors).sort()).toEqual(['deal_id', 'phoneNumber', 'postcode']);
    const missing = await post('/user/enquiry/send', { token: await idToken() });
    expect(missing.json().errors).toEqual({ deal_id: 'Your deal is required', postcode: 'Your postcode is required' });
  });

  // Last: the deal stays dropped for the rest of the file.
  test("a deal the supplier dropped answers 404 with the spec's message", async () => {
    await dropLeadDeal(api);
    const response = await send();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DEAL_NO_LONGER_EXISTS', message: 'This deal is no longer available.' });
  });
});
