import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { userStream } from '@lease/domain';
import { projectorNamed, rebuildProjection } from '@lease/projections';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { PASSWORD, refreshCookie, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { tokenSettingsFor } from '../../auth/authenticate';
import { issueToken } from '../../auth/tokens';
import { grantStaffRole, revokeStaffRole } from '../../accounts/staff';

const NOT_AUTHENTICATED = { type: 'unauthorised', code: 'NOT_AUTHENTICATED', message: 'User needs to be authenticated to call this API.' };

/** Every account call, as the site makes it, with the token where spec §7 puts it. */
const ACCOUNT_CALLS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/user/details' },
  { method: 'GET', url: '/user/username' },
  { method: 'GET', url: '/user/communication/preferences' },
  { method: 'GET', url: '/user/preferences/marketing/email' },
  { method: 'GET', url: '/user/preferences/marketing/sms' },
  { method: 'GET', url: '/user/preferences/price-alerts' },
  { method: 'POST', url: '/user/details/update', payload: { email: 'x@example.com', firstName: 'Xavier' } },
  { method: 'POST', url: '/user/mobile', payload: { phoneNumber: '07700900123' } },
  { method: 'POST', url: '/user/preferences/marketing/email', payload: { value: true } },
  { method: 'POST', url: '/user/preferences/marketing/sms', payload: { value: true } },
  { method: 'POST', url: '/user/preferences/price-alerts', payload: { value: true } },
  { method: 'POST', url: '/user/erase', payload: {} },
];

describe('/user: the account area', () => {
  let api: TestApi;
  let ada: SignedIn;
  let bo: SignedIn;

  beforeAll(async () => {
    api = await createTestApi();
    ada = await signedUpUser(api, 'ada@example.com', { firstName: 'Ada', lastName: 'Lovelace' });
    bo = await signedUpUser(api, 'bo@example.com');
  });
  afterAll(() => api.cleanup());

  const call = (token: string | undefined, request: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    request.method === 'GET'
      ? api.app.inject({ method: 'GET', url: request.url, query: token ? { token } : {} })
      : api.app.inject({ method: 'POST', url: request.url, payload: { ...request.payload, token } });

  test('details, user name and preferences are read with the id token, in the query or as a bearer', async () => {
    const details = await call(ada.idToken, { method: 'GET', url: '/user/details' });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id: ada.userId,
      email: 'ada@example.com',
      userName: 'Ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: null,
      isVerified: true,
      preferences: { marketingEmail: false, marketingSms: false, priceAlert: false },
    });
    const bearer = await api.app.inject({ method: 'GET', url: '/user/username', headers: { authorization: `Bearer ${bo.idToken}` } });
    expect(bearer.json()).toEqual({ userName: 'bo' });
  });

  test('details are changed with the spec messages for bad fields, and a failed save changes nothing', async () => {
    const bad = await call(ada.idToken, { method: 'POST', url: '/user/details/update', payload: { email: 'nope', firstName: 'A', phoneNumber: '0123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: 'This is not a valid email',
      firstName: 'This is not a valid name',
      phoneNumber: 'Your phone number should be between 10 and 11 numbers',
    });
    const saved = await call(ada.idToken, {
      method: 'POST',
      url: '/user/details/update',
      payload: { email: 'ada@example.com', firstName: 'Augusta', lastName: 'King', phoneNumber: '+44 7700 900123' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Augusta', lastName: 'King', phoneNumber: '07700900123' });

    const taken = await call(ada.idToken, { method: 'POST', url: '/user/details/update', payload: { email: 'BO@example.com', firstName: 'Augusta' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toMatch(/already an account/);
    expect((await call(ada.idToken, { method: 'GET', url: '/user/details' })).json()).toMatchObject({ email: 'ada@example.com', phoneNumber: '07700900123' });
  });

  test('each preference is turned on and off by its own call; the same value again changes nothing', async () => {
    const on = await call(bo.idToken, { method: 'POST', url: '/user/preferences/marketing/email', payload: { value: true } });
    expect(on.json()).toEqual({ value: true });
    await call(bo.idToken, { method: 'POST', url: '/user/preferences/price-alerts', payload: { value: 'true' } });
    const count = async () => (await api.store.readStream(userStream(bo.userId))).filter((event) => event.type === 'MarketingPreferencesChanged').length;
    const before = await count();
    await call(bo.idToken, { method: 'POST', url: '/user/preferences/marketing/email', payload: { value: true } });
    expect(await count()).toBe(before);
    expect((await call(bo.idToken, { method: 'GET', url: '/user/communication/preferences' })).json()).toEqual({
      marketingEmail: true,
      marketingSms: false,
      priceAlert: true,
    });
    expect((await call(bo.idToken, { method: 'GET', url: '/user/preferences/marketing/sms' })).json()).toEqual({ value: false });
    const bad = await call(bo.idToken, { method: 'POST', url: '/user/preferences/marketing/sms', payload: { value: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.value).toBe('Your choice should be true or false');
  });

  test('every account call refuses a missing, unsigned, forged, foreign, expired or access token', async () => {
    const settings = tokenSettingsFor({ config: api.config } as never);
    const identity = { userId: ada.userId, email: 'ada@example.com', roles: [] };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const nowS = Math.floor(api.clock().getTime() / 1000);
    const claims = { sub: ada.userId, token_use: 'id', iss: settings.issuer, aud: settings.audience, iat: nowS, exp: nowS + 600 };
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const bad: Record<string, string | undefined> = {
      missing: undefined,
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      // Our key id, another key's signature: the signature check, not the key lookup, must refuse it.
      'forged signature': await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: settings.key.kid }).sign(otherKey),
      'wrong issuer': await issueToken({ ...settings, issuer: 'https://elsewhere.example' }, identity, 'id', api.clock()),
      'wrong audience': await issueToken({ ...settings, audience: 'another-app' }, identity, 'id', api.clock()),
      expired: await issueToken(settings, identity, 'id', new Date(api.clock().getTime() - 3_600_000)),
      'access token': ada.accessToken,
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(bad)) {
      for (const request of ACCOUNT_CALLS) {
        const response = await call(token, request);
        expect({ name, url: request.url, status: response.statusCode, body: response.json() }).toEqual({ name, url: request.url, status: 401, body: NOT_AUTHENTICATED });
      }
    }
  });

  test("a person reaches only their own account: no call takes another's id, and erasing another needs staff", async () => {
    const details = await call(bo.idToken, { method: 'GET', url: `/user/details?userId=${ada.userId}` });
    expect(details.json().id).toBe(bo.userId);
    const erase = await call(bo.idToken, { method: 'POST', url: '/user/erase', payload: { userId: ada.userId } });
    expect(erase.statusCode).toBe(403);
    expect((await api.store.readStream(userStream(ada.userId))).some((event) => event.type === 'UserErased')).toBe(false);
  });

  test('erasure shreds the personal data (also after a rebuild), ends sessions and frees the email; the log stays', async () => {
    const dee = await signedUpUser(api, 'dee@example.com', { firstName: 'Dee' });
    const before = (await api.store.readStream(userStream(dee.userId))).length;
    const erased = await call(dee.idToken, { method: 'POST', url: '/user/erase', payload: {} });
    expect(erased.statusCode).toBe(202);
    expect(erased.cookies.find((cookie) => cookie.name === 'ld_refresh')?.value).toBe('');
    // The token is still unexpired, but there is no account behind it any more.
    const afterErasure = `/user/details?consistentWith=${erased.json().position}`;
    expect((await call(dee.idToken, { method: 'GET', url: afterErasure })).statusCode).toBe(404);
    expect((await call(dee.idToken, { method: 'POST', url: '/user/preferences/marketing/sms', payload: { value: true } })).statusCode).toBe(410);
    expect((await api.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: `ld_refresh=${dee.cookie}` } })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'dee@example.com', password: PASSWORD } })).statusCode).toBe(401);

    await rebuildProjection(api.store, api.orm, projectorNamed('users')!);
    const [row] = await api.orm.em.fork().getConnection().execute<{ email: string; erased_at: Date | null }[]>('SELECT email, erased_at FROM users WHERE user_id = ?', [dee.userId]);
    expect(row!.erased_at).not.toBeNull();
    expect(row!.email).not.toContain('dee@');
    const events = await api.store.readStream(userStream(dee.userId));
    expect(events.length).toBe(before + 1);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('dee@example.com');
    // A new account may take the address.
    expect((await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'dee@example.com', password: PASSWORD } })).statusCode).toBe(201);
  });

  test('staff erase another account; the role is granted by email and read from the account, not the token', async () => {
    const eve = await signedUpUser(api, 'eve@example.com');
    const at = api.clock();
    const metadata = { correlationId: 't', causationId: 't', actor: 'script:test', occurredAt: at.toISOString(), source: { app: 'test', version: '0' } };
    expect(await grantStaffRole(api.store, { serverSecret: api.config.SERVER_SECRET, email: 'Ada@example.com', metadata, now: at })).toEqual({
      userId: ada.userId,
      granted: true,
    });
    expect((await grantStaffRole(api.store, { serverSecret: api.config.SERVER_SECRET, email: 'ada@example.com', metadata, now: at })).granted).toBe(false);
    const erased = await call(ada.idToken, { method: 'POST', url: '/user/erase', payload: { userId: eve.userId } });
    expect(erased.statusCode).toBe(202);
    expect(erased.json()).toMatchObject({ userId: eve.userId, erased: true });
    // A refreshed token names the role.
    const refreshed = await api.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: `ld_refresh=${ada.cookie}` } });
    expect(decodeJwt(refreshed.json().idToken).roles).toEqual(['staff']);
    expect(refreshCookie(refreshed)).toBeDefined();
  });

  test('a revoked staff role is refused at the next request, though the token still names it', async () => {
    const fay = await signedUpUser(api, 'fay@example.com');
    const gus = await signedUpUser(api, 'gus@example.com');
    const at = api.clock();
    const metadata = { correlationId: 't', causationId: 't', actor: 'script:test', occurredAt: at.toISOString(), source: { app: 'test', version: '0' } };
    const options = { serverSecret: api.config.SERVER_SECRET, email: 'fay@example.com', metadata, now: at };
    await grantStaffRole(api.store, options);
    const refreshed = await api.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: `ld_refresh=${fay.cookie}` } });
    const staffToken = refreshed.json().idToken as string;
    expect(decodeJwt(staffToken).roles).toEqual(['staff']);

    expect(await revokeStaffRole(api.store, options)).toEqual({ userId: fay.userId, revoked: true });
    expect((await revokeStaffRole(api.store, options)).revoked).toBe(false);
    const refused = await call(staffToken, { method: 'POST', url: '/user/erase', payload: { userId: gus.userId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STAFF_ONLY');
    expect((await api.store.readStream(userStream(gus.userId))).some((event) => event.type === 'UserErased')).toBe(false);
  });

  test('the visitor call puts one key in one experiment group, every time', async () => {
    const first = await api.app.inject({ method: 'POST', url: '/visitors', payload: { visitorKey: 'visitor-123' } });
    const again = await api.app.inject({ method: 'POST', url: '/visitors', payload: { visitorKey: 'visitor-123' } });
    expect(first.json()).toEqual(again.json());
    const groups = (await api.app.inject({ method: 'GET', url: '/visitors/experiments/groups' })).json().experiments[0];
    expect(groups.groups).toContain(first.json().experiment.group);
    expect((await api.app.inject({ method: 'POST', url: '/visitors', payload: { visitorKey: '' } })).json().errors.visitorKey).toBe('Your visitor key is required');
  });
});
