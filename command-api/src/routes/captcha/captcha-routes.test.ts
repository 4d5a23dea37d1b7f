import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { createCaptcha } from '../../captcha/captcha';

describe('GET /captcha/challenge', () => {
  let api: TestApi;
  beforeAll(async () => (api = await createTestApi({ runProjectors: false })));
  afterAll(async () => api.cleanup());

  test('answers an ALTCHA challenge, never cached, that solves to an accepted g-recaptcha-response', async () => {
    const response = await api.app.inject({ url: '/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge: Challenge & { provider: string } = response.json();
    expect(challenge.provider).toBe('altcha');
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', expiresAt: expect.any(Number) });

    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    // Exactly what the altcha widget submits in the form field.
    const field = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
    const captcha = createCaptcha({ config: api.config, orm: api.orm, now: api.clock });
    expect(await captcha.verify(field)).toBe('ok');
    expect(await captcha.verify(field)).toBe('expired');
  });

  test('is rate limited like the other public forms', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await api.app.inject({ url: '/captcha/challenge', remoteAddress: '198.51.100.7' })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /captcha/challenge with reCAPTCHA configured', () => {
  let api: TestApi;
  beforeAll(
    async () => (api = await createTestApi({ runProjectors: false, env: { RECAPTCHA_SECRET: 'the-site-secret' } })),
  );
  afterAll(async () => api.cleanup());

  test('tells the site to show the reCAPTCHA widget', async () => {
    const response = await api.app.inject({ url: '/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'recaptcha' });
  });
});
