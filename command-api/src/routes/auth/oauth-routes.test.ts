import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInClaimStream, userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { accountCode, PASSWORD, refreshCookie, signedUpUser } from '../../../../test-support/accounts';
import { startOidcProvider, type LocalOidcProvider } from '../../../../test-support/oidc-provider';
import { solveCaptcha } from '../../../../test-support/leads';
import { signInKey } from '../../accounts/accounts';
import { issuerConfiguration } from '../../accounts/oauth/providers';
import { FLOW_COOKIE, FLOW_TTL_MS, openFlow, safeRedirectPath, sealFlow } from '../../accounts/oauth/flow-cookie';

const PUBLIC_ORIGIN = 'http://localhost:3000';
const GOOGLE = { client_id: 'lease-deals-google', client_secret: 'google-client-secret-for-tests', redirect_uris: [`${PUBLIC_ORIGIN}/auth/oauth/google/callback`] };

interface SiteLanding {
  location: URL;
  refresh: string | undefined;
  flowCleared: boolean;
}

describe('/auth/oauth: Google and Facebook sign-in against a local OpenID Connect provider', () => {
  let provider: LocalOidcProvider;
  let api: TestApi;

  beforeAll(async () => {
    provider = await startOidcProvider([GOOGLE]);
    // Google points at the local provider; Facebook has no client, so it is switched off.
    api = await createTestApi({
      env: {
        PUBLIC_ORIGIN,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: GOOGLE.client_id,
        GOOGLE_CLIENT_SECRET: GOOGLE.client_secret,
        OIDC_ALLOW_HTTP: 'true',
      },
    });
  }, 30_000);
  afterAll(async () => {
    await api?.cleanup();
    await provider?.stop();
  });

  const get = (url: string, cookie?: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** Our start page: the provider's authorization URL, and the flow cookie it set. */
  async function start(redirectUrl?: string, more: Record<string, string> = {}) {
    const query = new URLSearchParams({ ...(redirectUrl === undefined ? {} : { redirectUrl }), ...more }).toString();
    const response = await get(`/auth/oauth/google/start${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(302);
    const flow = response.cookies.find((cookie) => cookie.name === FLOW_COOKIE)!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/oauth', maxAge: 600 });
    return { authorizationUrl: response.headers.location as string, flow: flow.value };
  }

  /** Our callback, as the browser arrives at it from the provider, and where it sends the browser on. */
  async function land(callback: URL, cookie: string | undefined): Promise<SiteLanding> {
    const response = await get(callback.pathname + callback.search, cookie);
    expect(response.statusCode).toBe(302);
    return {
      location: new URL(response.headers.location as string, PUBLIC_ORIGIN),
      refresh: refreshCookie(response),
      flowCleared: response.cookies.some((candidate) => candidate.name === FLOW_COOKIE && candidate.value === '' && candidate.maxAge === 0),
    };
  }

  /** A whole sign-in: start, the provider's login and consent, back to our callback with the flow cookie. */
  async function signInWithGoogle(login: string, redirectUrl?: string, more: Record<string, string> = {}) {
    const { authorizationUrl, flow } = await start(redirectUrl, more);
    const callback = await provider.authorize(authorizationUrl, login, { stopAt: `${PUBLIC_ORIGIN}/auth/oauth/google/callback` });
    return land(callback, `${FLOW_COOKIE}=${flow}`);
  }

  /** What the site does next: /auth/refresh with the cookie, which answers the account. */
  async function accountOf(landing: SiteLanding) {
    expect(landing.refresh).toBeDefined();
    const response = await api.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: `ld_refresh=${landing.refresh}` } });
    expect(response.statusCode).toBe(200);
    return response.json().user;
  }

  const googleClaimHolder = async (login: string) => {
    const events = await api.store.readStream(signInClaimStream('google', signInKey({ config: api.config } as Parameters<typeof signInKey>[0], login)));
    return events.filter((event) => event.type === 'SignInClaimed').map((event) => (event.data as { userId: string }).userId);
  };

  test('/auth/providers lists only the providers with a client', async () => {
    const response = await get('/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: ['google'] });
  });

  test('start sends the browser to the provider with PKCE, state and nonce, and keeps them only in a sealed cookie', async () => {
    const { authorizationUrl, flow } = await start('/deals/ford?term=36');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE.client_id,
      response_type: 'code',
      redirect_uri: GOOGLE.redirect_uris[0],
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
    // The cookie carries the verifier, but nothing in it can be read.
    expect(flow).not.toContain(url.searchParams.get('state'));
    expect(Buffer.from(flow, 'base64url').toString('latin1')).not.toContain('/deals');
  });

  test('a first sign-in creates a verified account that used social login (new=1); the next finds it (new=0)', async () => {
    const first = await signInWithGoogle('ada@example.com', '/deals/ford?term=36');
    expect(first.location.pathname).toBe('/auth');
    expect(Object.fromEntries(first.location.searchParams)).toEqual({ provider: 'google', new: '1', redirectUrl: '/deals/ford?term=36' });
    expect(first.flowCleared).toBe(true);
    const user = await accountOf(first);
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Tester', isVerified: true, usedSocialLogin: true });

    const events = await api.store.readStream(userStream(user.id));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'SocialIdentityLinked']);
    expect(events[0]!.data).toMatchObject({ method: 'google', passwordHash: null });
    // Neither the address nor the provider's subject is in the log.
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain('ada@example.com');
    expect(await googleClaimHolder('ada@example.com')).toEqual([user.id]);

    const second = await signInWithGoogle('ada@example.com');
    expect(Object.fromEntries(second.location.searchParams)).toEqual({ provider: 'google', new: '0' });
    expect((await accountOf(second)).id).toBe(user.id);
    expect((await api.store.readStream(userStream(user.id))).map((event) => event.type)).toEqual(['UserRegistered', 'SocialIdentityLinked']);

    // The address is taken now: an email sign-up with it is refused (to a person who solved the captcha).
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'ada@example.com', password: 'Correct-horse-9', 'g-recaptcha-response': await solveCaptcha(api.app) },
    });
    expect(signUp.statusCode).toBe(409);
  });

  test('an email account with the address the provider verified is linked, not duplicated', async () => {
    const existing = await signedUpUser(api, 'grace@example.com', { firstName: 'Grace' });
    const landing = await signInWithGoogle('grace@example.com');
    expect(Object.fromEntries(landing.location.searchParams)).toEqual({ provider: 'google', new: '0' });
    const user = await accountOf(landing);
    expect(user).toMatchObject({ id: existing.userId, firstName: 'Grace', usedSocialLogin: true });
    const types = (await api.store.readStream(userStream(existing.userId))).map((event) => event.type);
    expect(types.filter((type) => type === 'SocialIdentityLinked')).toHaveLength(1);
    expect(await googleClaimHolder('grace@example.com')).toEqual([existing.userId]);
    // Password sign-in still works for the same account.
    const login = await api.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'grace@example.com', password: 'Correct-horse-9' } });
    expect(login.json().user.id).toBe(existing.userId);
  });

  test('an account that never verified its address is not handed the identity, even when the provider vouches for it', async () => {
    const registered = await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'mo@example.com', password: 'Correct-horse-9' } });
    expect(registered.statusCode).toBe(201);
    const refused = await signInWithGoogle('mo@example.com');
    expect(Object.fromEntries(refused.location.searchParams)).toEqual({ error: 'sign_in_failed' });
    expect(await googleClaimHolder('mo@example.com')).toEqual([]);
    const types = (await api.store.readStream(userStream(registered.json().userId))).map((event) => event.type);
    expect(types).not.toContain('SocialIdentityLinked');
  });

  test('an address the provider did not verify is never used: it neither takes an account nor makes one', async () => {
    await signedUpUser(api, 'lin@example.com');
    const refused = await signInWithGoogle('lin@example.com#unverified');
    expect(Object.fromEntries(refused.location.searchParams)).toEqual({ error: 'email_unverified', provider: 'google' });
    expect(refused.refresh).toBeUndefined();
    expect(await googleClaimHolder('lin@example.com#unverified')).toEqual([]);

    // Nobody holds kim's address afterwards: had the unverified sign-in made an account, kim's own verified
    // sign-in would later have been linked into the stranger's account.
    const fresh = await signInWithGoogle('kim@example.com#unverified');
    expect(Object.fromEntries(fresh.location.searchParams)).toEqual({ error: 'email_unverified', provider: 'google' });
    const owner = await signInWithGoogle('kim@example.com');
    expect(owner.location.searchParams.get('new')).toBe('1');
    expect(await accountOf(owner)).toMatchObject({ email: 'kim@example.com', isVerified: true });
  });

  test('a reset code proves the address and cuts an identity its provider never vouched for (linked before that was asked)', async () => {
    const eve = await signedUpUser(api, 'eve@example.com');
    const login = 'eve@example.com#unverified';
    const subjectHash = signInKey({ config: api.config } as Parameters<typeof signInKey>[0], login);
    // What a sign-in made before providers were asked left behind: a link without emailVerified, and the claim.
    const metadata = { schemaVersion: 1, actor: 'system', occurredAt: api.clock().toISOString() };
    await api.store.appendToStream(userStream(eve.userId), [{ id: randomUUID(), type: 'SocialIdentityLinked', data: { userId: eve.userId, provider: 'google', subjectHash }, metadata }], {
      expectedRevision: 'any',
    });
    await api.store.appendToStream(signInClaimStream('google', subjectHash), [{ id: randomUUID(), type: 'SignInClaimed', data: { userId: eve.userId, kind: 'google' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    expect(await accountOf(await signInWithGoogle(login))).toMatchObject({ id: eve.userId });

    expect((await api.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'eve@example.com' } })).statusCode).toBe(202);
    const code = await accountCode(api, eve.userId, 'PasswordResetRequested');
    const reset = await api.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { email: 'eve@example.com', code, password: 'Another-horse-7' } });
    expect(reset.statusCode).toBe(200);

    const types = (await api.store.readStream(userStream(eve.userId))).map((event) => event.type);
    expect(types).toContain('SocialIdentitiesUnlinked');
    const after = await signInWithGoogle(login);
    expect(after.refresh).toBeUndefined();
    expect(Object.fromEntries(after.location.searchParams)).toEqual({ error: 'email_unverified', provider: 'google' });
  });

  test('a missing or tampered flow cookie, a wrong state, another sign-in\'s cookie and another provider are refused, with nothing appended', async () => {
    const stopAt = `${PUBLIC_ORIGIN}/auth/oauth/google/callback`;
    const attempt = async (cookieFor: (flow: string) => string | undefined, callbackFor: (callback: URL) => URL = (callback) => callback) => {
      const { authorizationUrl, flow } = await start('/somewhere');
      const callback = await provider.authorize(authorizationUrl, 'mallory@example.com', { stopAt });
      return land(callbackFor(callback), cookieFor(flow));
    };
    const flipped = (flow: string) => {
      const raw = Buffer.from(flow, 'base64url');
      raw[20] = raw[20]! ^ 1;
      return raw.toString('base64url');
    };
    const refusals = [
      await attempt(() => undefined),
      await attempt((flow) => `${FLOW_COOKIE}=${flipped(flow)}`),
      await attempt((flow) => `${FLOW_COOKIE}=${flow}`, (callback) => {
        const wrong = new URL(callback);
        wrong.searchParams.set('state', 'not-the-state-we-sent');
        return wrong;
      }),
      // A flow cookie from another sign-in: its state is not the one the provider sent back.
      await (async () => {
        const other = await start();
        return attempt(() => `${FLOW_COOKIE}=${other.flow}`);
      })(),
    ];
    for (const refusal of refusals) {
      expect(refusal.location.pathname + refusal.location.search).toBe('/auth?error=sign_in_failed');
      expect(refusal.refresh).toBeUndefined();
      expect(refusal.flowCleared).toBe(true);
    }
    expect(await googleClaimHolder('mallory@example.com')).toEqual([]);

    // Google's flow cookie at Facebook's callback.
    const googleFlow = await start();
    const facebook = await land(new URL(`${PUBLIC_ORIGIN}/auth/oauth/facebook/callback?code=x&state=y`), `${FLOW_COOKIE}=${googleFlow.flow}`);
    expect(facebook.location.search).toBe('?error=sign_in_failed');
  });

  test('a sign-in that stopped half-way is finished by the next one, on the same account', async () => {
    const append = api.store.appendToStream.bind(api.store);
    let failed = false;
    // The account and its address are written; the store fails as the identity's claim is taken.
    const failOnce = jest.spyOn(api.store, 'appendToStream').mockImplementation(async (stream, ...rest) => {
      if (!failed && stream.startsWith('signin-google-')) {
        failed = true;
        throw new Error('the store went away');
      }
      return append(stream, ...rest);
    });
    try {
      const broken = await signInWithGoogle('half@example.com');
      expect(broken.location.search).toBe('?error=sign_in_failed');
      expect(broken.refresh).toBeUndefined();
    } finally {
      failOnce.mockRestore();
    }
    expect(await googleClaimHolder('half@example.com')).toEqual([]);

    const again = await signInWithGoogle('half@example.com');
    expect(Object.fromEntries(again.location.searchParams)).toEqual({ provider: 'google', new: '1' });
    const user = await accountOf(again);
    expect(user.email).toBe('half@example.com');
    expect((await api.store.readStream(userStream(user.id))).map((event) => event.type)).toEqual(['UserRegistered', 'SocialIdentityLinked']);
    expect(await googleClaimHolder('half@example.com')).toEqual([user.id]);
  });

  test('a flow cookie opens only with our secret and only for ten minutes', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const flow = { provider: 'google' as const, codeVerifier: 'v', state: 's', nonce: 'n', redirectUrl: null, referralCode: null, deviceHash: null, expiresAt: at.getTime() + FLOW_TTL_MS };
    const sealed = sealFlow(api.config.SERVER_SECRET, flow);
    expect(openFlow(api.config.SERVER_SECRET, sealed, at)).toEqual(flow);
    expect(openFlow(api.config.SERVER_SECRET, sealed, new Date(at.getTime() + FLOW_TTL_MS))).toBeNull();
    expect(openFlow('another-secret-that-is-long-enough-to-pass', sealed, at)).toBeNull();
    expect(openFlow(api.config.SERVER_SECRET, sealed.slice(0, -2), at)).toBeNull();
  });

  test('a plain-http issuer is refused unless OIDC_ALLOW_HTTP is set', async () => {
    const strict = { config: { ...api.config, OIDC_ALLOW_HTTP: false } } as Parameters<typeof issuerConfiguration>[0];
    await expect(issuerConfiguration(strict, 'google')).rejects.toThrow(/https/i);
    const allowed = { config: api.config } as Parameters<typeof issuerConfiguration>[0];
    await expect(issuerConfiguration(allowed, 'google')).resolves.toBeDefined();
  });

  test("an issuer whose discovery names no token endpoint (Facebook's) gets the Graph API's", async () => {
    const server = createServer((request, response) => {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/dialog/oauth`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['id_token'] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const facebook = { config: { ...api.config, FACEBOOK_ISSUER: issuer, FACEBOOK_CLIENT_ID: 'fb-app' } } as Parameters<typeof issuerConfiguration>[0];
      const configuration = await issuerConfiguration(facebook, 'facebook');
      expect(configuration.serverMetadata()).toMatchObject({ issuer, token_endpoint: 'https://graph.facebook.com/oauth/access_token' });
      expect(configuration.clientMetadata().client_id).toBe('fb-app');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('cancelling at the provider comes back as access_denied', async () => {
    const { authorizationUrl, flow } = await start('/deals');
    const callback = await provider.authorize(authorizationUrl, 'shy@example.com', { stopAt: `${PUBLIC_ORIGIN}/auth/oauth/google/callback`, cancel: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const landing = await land(callback, `${FLOW_COOKIE}=${flow}`);
    expect(landing.location.pathname + landing.location.search).toBe('/auth?error=access_denied');
    expect(landing.refresh).toBeUndefined();
  });

  test('a provider without a client sends the browser back with provider_not_configured, as does an unknown one', async () => {
    // A provider we know is named, so the site can say which; a name we do not know is not echoed.
    for (const [name, location] of [
      ['facebook', '/auth?error=provider_not_configured&provider=facebook'],
      ['twitter', '/auth?error=provider_not_configured'],
    ]) {
      const response = await get(`/auth/oauth/${name}/start?redirectUrl=/deals`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.cookies.find((cookie) => cookie.name === FLOW_COOKIE)).toBeUndefined();
    }
  });

  test('a redirectUrl that is not a path on this site is dropped', async () => {
    const landing = await signInWithGoogle('ola@example.com', '//evil.example/phish');
    expect(Object.fromEntries(landing.location.searchParams)).toEqual({ provider: 'google', new: '1' });
    for (const unsafe of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'deals', '/deals\nSet-Cookie: x=1', '']) {
      expect(safeRedirectPath(unsafe)).toBeNull();
    }
    expect(safeRedirectPath('/deals/ford?term=36#top')).toBe('/deals/ford?term=36#top');
  });

  test("a Google sign-up through a referral link is referred; on the referrer's own browser it is refused and the site is told", async () => {
    const referrer = await signedUpUser(api, 'rhea@example.com');
    await api.app.inject({ method: 'POST', url: '/auth/login', headers: { 'x-device-id': 'browser-of-rhea-0001' }, payload: { email: 'rhea@example.com', password: PASSWORD } });
    const { referralCode } = (await api.app.inject({ url: `/user/referrals?token=${referrer.idToken}` })).json();

    const friend = await signInWithGoogle('gus@example.com', undefined, { referralCode, deviceId: 'browser-of-gus-00001' });
    expect(Object.fromEntries(friend.location.searchParams)).toEqual({ provider: 'google', new: '1' });
    const gus = await accountOf(friend);
    expect((await api.store.readStream(`referral-${gus.id}`)).map((event) => event.type)).toEqual(['ReferralLinkUsed', 'FriendReferred']);

    const self = await signInWithGoogle('rhea.second@example.com', undefined, { referralCode, deviceId: 'browser-of-rhea-0001' });
    expect(Object.fromEntries(self.location.searchParams)).toEqual({ provider: 'google', new: '1', referral: 'refused' });
    const second = await accountOf(self);
    expect((await api.store.readStream(`referral-${second.id}`)).map((event) => event.type)).toEqual(['ReferralLinkUsed', 'ReferralRefused']);

    // A returning person is not referred again, and a mangled code never stops a sign-in.
    const again = await signInWithGoogle('gus@example.com', undefined, { referralCode: 'not a code!', deviceId: 'x' });
    expect(Object.fromEntries(again.location.searchParams)).toEqual({ provider: 'google', new: '0' });
  });
});
