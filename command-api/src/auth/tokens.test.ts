import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { startHttpReceiver, type HttpReceiver } from '../../../test-support/http-receiver';
import { signingKeyFrom } from './token-keys';
import { InvalidToken, issueToken, verifyToken, type TokenSettings } from './tokens';

const SECRET = 'a-server-secret-that-is-long-enough-for-tests';
const settingsAt = (generation: number): TokenSettings => {
  const key = signingKeyFrom(SECRET, generation);
  const previous = generation > 1 ? [signingKeyFrom(SECRET, generation - 1)] : [];
  return { issuer: 'lease-deals', audience: 'lease-deals-site', key, verificationKeys: [key, ...previous] };
};
const identity = { userId: 'u1', email: 'u1@example.com', roles: [] };

describe('token keys', () => {
  test('after a rotation the previous key still verifies, the one before it does not', async () => {
    const at = new Date('2026-03-29T00:30:00Z');
    const fromFirst = await issueToken(settingsAt(1), identity, 'id', at);
    expect((await verifyToken(settingsAt(2), fromFirst, 'id', at)).userId).toBe('u1');
    await expect(verifyToken(settingsAt(3), fromFirst, 'id', at)).rejects.toBeInstanceOf(InvalidToken);
    expect(settingsAt(2).key.kid).not.toBe(settingsAt(1).key.kid);
  });
});

describe('an external OIDC issuer', () => {
  let jwks: HttpReceiver;
  let api: TestApi;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'pool-key-1', alg: 'RS256', use: 'sig' };
    jwks = await startHttpReceiver({ respond: () => ({ status: 200, body: { keys: [publicJwk] } }) });
    api = await createTestApi({
      env: { AUTH_EXTERNAL_ISSUER: `${jwks.url}/eu-west-1_pool`, AUTH_EXTERNAL_AUDIENCE: 'site-client', AUTH_EXTERNAL_JWKS_URL: `${jwks.url}/jwks.json` },
    });
  });
  afterAll(async () => {
    await api.cleanup();
    await jwks.stop();
  });

  const poolToken = (claims: Record<string, unknown>, key = privateKey, kid = 'pool-key-1') =>
    new SignJWT({ token_use: 'id', email: 'pat@example.com', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject('pool-user-1')
      .setIssuer(`${jwks.url}/eu-west-1_pool`)
      .setAudience('site-client')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
  const enquiries = (token: string) => api.app.inject({ method: 'GET', url: '/user/enquiries', query: { token } });

  test("its id tokens are accepted, checked against its published keys; its access tokens and other keys' signatures are not", async () => {
    const accepted = await enquiries(await poolToken({}));
    expect(accepted.statusCode).toBe(200);
    expect(jwks.requests.some((request) => request.path === '/jwks.json')).toBe(true);

    expect((await enquiries(await poolToken({ token_use: 'access' }))).statusCode).toBe(401);
    const stranger = (await generateKeyPair('RS256')).privateKey;
    expect((await enquiries(await poolToken({}, stranger))).statusCode).toBe(401);
    expect((await enquiries(await poolToken({}, stranger, 'another-kid'))).statusCode).toBe(401);
  });
});
