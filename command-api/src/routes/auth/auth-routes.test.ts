import { createLocalJWKSet, jwtVerify } from 'jose';
import { userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { accountCode, PASSWORD, refreshCookie, signedUpUser } from '../../../../test-support/accounts';
import { solveCaptcha } from '../../../../test-support/leads';
import { REFRESH_REUSE_GRACE_MS } from '../../accounts/sessions';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, SIGN_IN_LOCK_MS } from '../../accounts/sign-in-throttle';

describe('/auth: email sign-up, sign-in and sessions', () => {
  let api: TestApi;
  let clockMs = Date.parse('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date(clockMs) });
  });
  afterAll(() => api.cleanup());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    api.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const withCookie = (cookie: string) => ({ cookie: `ld_refresh=${cookie}` });

  test('sign-up: a code is emailed (hashed in the log), the right code verifies and signs in with a refresh cookie', async () => {
    const registered = await post('/auth/register', { email: 'Ada@Example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json();

    const events = await api.store.readStream(userStream(userId));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'EmailVerificationCodeIssued']);
    const code = await accountCode(api, userId, 'EmailVerificationCodeIssued');
    // The log holds neither the code, the address nor the password.
    const logged = JSON.stringify(events.map((event) => event.data));
    expect(logged).not.toContain(code);
    expect(logged.toLowerCase()).not.toContain('ada@example.com');
    expect(logged).not.toContain(PASSWORD);

    const wrong = await post('/auth/verify', { email: 'ada@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', errors: { code: 'This is not a valid verification code' } });

    const verified = await post('/auth/verify', { email: 'ada@example.com', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: userId, email: 'ada@example.com', firstName: 'Ada', isVerified: true, usedSocialLogin: false });
    const cookie = verified.cookies.find((candidate) => candidate.name === 'ld_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect(verified.json()).not.toHaveProperty('refreshToken');

    // Once verified, the code is just a wrong code: the route says nothing of which accounts are verified.
    const again = await post('/auth/verify', { email: 'ada@example.com', code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CODE');
  });

  test('an address has one account: another sign-up with it is refused, a retry with the same key is answered the same', async () => {
    const taken = await post('/auth/register', { email: ' ADA@example.com ', password: PASSWORD, 'g-recaptcha-response': await solveCaptcha(api.app) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: expect.stringContaining('Sign in') } });

    const headers = { 'idempotency-key': 'sign-up-attempt-1' };
    const first = await post('/auth/register', { email: 'grace@example.com', password: PASSWORD }, headers);
    const retry = await post('/auth/register', { email: 'grace@example.com', password: PASSWORD }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().userId).toBe(first.json().userId);
    const types = (await api.store.readStream(userStream(first.json().userId))).map((event) => event.type);
    expect(types.filter((type) => type === 'UserRegistered')).toHaveLength(1);
  });

  test('bad sign-up details are named field by field, the password rule in plain words', async () => {
    const response = await post('/auth/register', { email: 'not-an-email', password: 'short', firstName: 'A1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'This is not a valid email',
      password: 'Your password needs at least 10 characters',
      firstName: 'This is not a valid name',
    });
    const common = await post('/auth/register', { email: 'someone@example.com', password: 'password123' });
    expect(common.json().errors.password).toMatch(/attackers try/);
  });

  test('an unverified account cannot sign in: the answer says so and a new code is sent', async () => {
    const { userId } = (await post('/auth/register', { email: 'lin@example.com', password: PASSWORD })).json();
    const login = await post('/auth/login', { email: 'lin@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('USER_NOT_VERIFIED');
    const codes = (await api.store.readStream(userStream(userId))).filter((event) => event.type === 'EmailVerificationCodeIssued');
    expect(codes).toHaveLength(2);
  });

  test('wrong passwords lock the account after five, even for the right one, until the window has passed', async () => {
    await signedUpUser(api, 'kim@example.com');
    const wrong = () => post('/auth/login', { email: 'kim@example.com', password: 'Wrong-password-1' }, {}, '10.0.0.1');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await wrong()).statusCode).toBe(401);
    const locked = await post('/auth/login', { email: 'kim@example.com', password: PASSWORD }, {}, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    clockMs += SIGN_IN_LOCK_MS + 1000;
    const after = await post('/auth/login', { email: 'kim@example.com', password: PASSWORD }, {}, '10.0.0.2');
    expect(after.statusCode).toBe(200);
    // The right password cleared the count: one more mistake does not lock again.
    expect((await wrong()).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'kim@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  test('twenty wrong passwords at once: at most five are ever checked, the rest are refused before their check', async () => {
    await signedUpUser(api, 'par@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/auth/login', { email: 'par@example.com', password: `Wrong-password-${i}` }, {}, `10.1.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // 401 is an evaluated password; 429 is one refused without being checked.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await post('/auth/login', { email: 'par@example.com', password: PASSWORD }, {}, '10.1.1.1')).statusCode).toBe(429);
    clockMs += SIGN_IN_LOCK_MS + 1000;
  });

  test('one address trying many accounts is locked out too, and an unknown email fails like a wrong password', async () => {
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: PASSWORD }, {}, '10.9.9.9');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Your email or password is incorrect.');
    for (let i = 1; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await post('/auth/login', { email: `guess${i}@example.com`, password: PASSWORD }, {}, '10.9.9.9');
      expect(response.statusCode).toBe(401);
    }
    expect((await post('/auth/login', { email: 'kim@example.com', password: PASSWORD }, {}, '10.9.9.9')).statusCode).toBe(429);
    expect((await post('/auth/login', { email: 'kim@example.com', password: PASSWORD }, {}, '10.9.9.10')).statusCode).toBe(200);
    clockMs += SIGN_IN_LOCK_MS + 1000;
  });

  test('a refresh token is good once: it rotates, and a used one coming back revokes the whole family', async () => {
    const user = await signedUpUser(api, 'ola@example.com');
    const first = await post('/auth/refresh', undefined, withCookie(user.cookie));
    expect(first.statusCode).toBe(200);
    const next = refreshCookie(first)!;
    expect(next).not.toBe(user.cookie);
    expect(first.json().user.email).toBe('ola@example.com');

    clockMs += REFRESH_REUSE_GRACE_MS + 1000;
    const replay = await post('/auth/refresh', undefined, withCookie(user.cookie));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_FAILED', reason: 'reused' });
    // The thief's replay also ended the honest holder's session.
    const honest = await post('/auth/refresh', undefined, withCookie(next));
    expect(honest.statusCode).toBe(401);
    expect(honest.json().reason).toBe('revoked');
    expect((await post('/auth/refresh')).json().reason).toBe('missing');
  });

  test('a page left mid-refresh may present its used token again within the grace, and only while the successor it never got is unused', async () => {
    const user = await signedUpUser(api, 'noor@example.com');
    // The first refresh's answer is lost (the person clicked a link as the page loaded): the browser still holds
    // the used token, and its next page presents it.
    const lost = refreshCookie(await post('/auth/refresh', undefined, withCookie(user.cookie)))!;
    clockMs += REFRESH_REUSE_GRACE_MS - 1000;
    const retried = await post('/auth/refresh', undefined, withCookie(user.cookie));
    expect(retried.statusCode).toBe(200);
    const kept = refreshCookie(retried)!;
    // The lost successor was replaced, not joined: the family still has one live token.
    expect((await post('/auth/refresh', undefined, withCookie(lost))).json().reason).toBe('revoked');
    const onwards = await post('/auth/refresh', undefined, withCookie(kept));
    expect(onwards.statusCode).toBe(200);
    // The successor has now been used, so the old token coming back, even within the grace, is a copy.
    const copy = await post('/auth/refresh', undefined, withCookie(user.cookie));
    expect(copy.json()).toMatchObject({ code: 'REFRESH_FAILED', reason: 'reused' });
    expect((await post('/auth/refresh', undefined, withCookie(refreshCookie(onwards)!))).json().reason).toBe('revoked');
  });

  test('sign-out revokes the session and clears the cookie; signing out again is harmless', async () => {
    const user = await signedUpUser(api, 'pat@example.com');
    const out = await post('/auth/logout', undefined, withCookie(user.cookie));
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === 'ld_refresh')?.value).toBe('');
    expect((await post('/auth/logout', undefined, withCookie(user.cookie))).statusCode).toBe(204);
    expect((await post('/auth/refresh', undefined, withCookie(user.cookie))).statusCode).toBe(401);
  });

  test('forgot-password answers the same for an unknown address; the code resets the password and ends every session', async () => {
    const user = await signedUpUser(api, 'rui@example.com');
    const known = await post('/auth/forgot-password', { email: 'rui@example.com' });
    const unknown = await post('/auth/forgot-password', { email: 'no-account@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);

    const code = await accountCode(api, user.userId, 'PasswordResetRequested');
    const weak = await post('/auth/reset-password', { email: 'rui@example.com', code, password: 'aaaaaaaaaa' });
    expect(weak.json().errors.password).toMatch(/more than one kind/);
    const badCode = await post('/auth/reset-password', { email: 'rui@example.com', code: code === '000000' ? '111111' : '000000', password: 'New-password-42' });
    expect(badCode.statusCode).toBe(400);
    const reset = await post('/auth/reset-password', { email: 'rui@example.com', code, password: 'New-password-42' });
    expect(reset.statusCode).toBe(200);

    expect((await post('/auth/refresh', undefined, withCookie(user.cookie))).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'rui@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'rui@example.com', password: 'New-password-42' })).statusCode).toBe(200);
  });

  test('tokens verify against the published JWKS with our issuer and audience', async () => {
    const user = await signedUpUser(api, 'jo@example.com');
    const jwks = await api.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.json().keys).toHaveLength(1);
    expect(jwks.json().keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(user.idToken, createLocalJWKSet(jwks.json()), {
      issuer: api.config.AUTH_ISSUER,
      audience: api.config.AUTH_AUDIENCE,
      currentDate: new Date(clockMs),
    });
    expect(payload).toMatchObject({ sub: user.userId, email: 'jo@example.com', token_use: 'id' });
  });
});
