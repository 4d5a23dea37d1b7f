import { userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { accountCode, PASSWORD, signedUpUser } from '../../../../test-support/accounts';
import { solveCaptcha } from '../../../../test-support/leads';

// Each /auth route that takes an address answers alike whether the address has no account, an unverified one or a
// verified one, so nobody can learn who has an account here by asking (issue 15, enumeration).
describe('the /auth routes say nothing of who has an account', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date('2026-04-02T08:00:00Z') });
    await signedUpUser(api, 'verified@example.com');
    await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'waiting@example.com', password: PASSWORD } });
  });
  afterAll(() => api.cleanup());

  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
  const answer = async (url: string, payload: object) => {
    const response = await post(url, payload);
    return { status: response.statusCode, body: response.json() };
  };
  const ADDRESSES = ['nobody@example.com', 'waiting@example.com', 'verified@example.com'];

  test('/auth/verify: a wrong code reads the same for every address', async () => {
    const answers = await Promise.all(ADDRESSES.map((email) => answer('/auth/verify', { email, code: '000000' })));
    expect(new Set(answers.map((each) => JSON.stringify(each))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });

  test('/auth/resend-code: the same 202 for every address; only the unverified one is sent a code', async () => {
    const answers = await Promise.all(ADDRESSES.map((email) => answer('/auth/resend-code', { email })));
    expect(new Set(answers.map((each) => JSON.stringify(each))).size).toBe(1);
    expect(answers[0]!.status).toBe(202);
    // Past the hourly limit of codes, still the same answer.
    for (let i = 0; i < 4; i++) expect((await post('/auth/resend-code', { email: 'waiting@example.com' })).statusCode).toBe(202);
  });

  test('/auth/reset-password: a wrong code reads the same for an unknown address, no reset asked for, and a real one', async () => {
    await post('/auth/forgot-password', { email: 'verified@example.com' });
    const answers = await Promise.all(ADDRESSES.map((email) => answer('/auth/reset-password', { email, code: '000000', password: 'Another-horse-5' })));
    expect(new Set(answers.map((each) => JSON.stringify(each))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });

  test('/auth/register: without a solved captcha a taken address is answered as a free one, and its owner is told by email', async () => {
    const taken = await post('/auth/register', { email: 'verified@example.com', password: 'Another-horse-5' });
    const free = await post('/auth/register', { email: 'free@example.com', password: 'Another-horse-5' });
    expect([taken.statusCode, free.statusCode]).toEqual([201, 201]);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().email).toBe('verified@example.com');

    const owner = await api.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'verified@example.com', password: PASSWORD } });
    const ownerId = owner.json().user.id as string;
    const types = (await api.store.readStream(userStream(ownerId))).map((event) => event.type);
    expect(types.filter((type) => type === 'SignUpAttempted')).toHaveLength(1);
    // The stranger's password opens nothing, and the owner's still works.
    expect((await post('/auth/login', { email: 'verified@example.com', password: 'Another-horse-5' })).statusCode).toBe(401);
    expect(owner.statusCode).toBe(200);
    // A second try within the hour sends no second email.
    await post('/auth/register', { email: 'verified@example.com', password: 'Another-horse-5' });
    expect((await api.store.readStream(userStream(ownerId))).filter((event) => event.type === 'SignUpAttempted')).toHaveLength(1);
  });

  test('/auth/register: a person who solved the captcha is told the address has an account', async () => {
    const told = await post('/auth/register', { email: 'verified@example.com', password: 'Another-horse-5', 'g-recaptcha-response': await solveCaptcha(api.app) });
    expect(told.statusCode).toBe(409);
    expect(told.json().code).toBe('EMAIL_TAKEN');
    const badCaptcha = await post('/auth/register', { email: 'verified@example.com', password: 'Another-horse-5', 'g-recaptcha-response': 'nonsense' });
    expect(badCaptcha.statusCode).toBe(400);
    expect(badCaptcha.json().errors).toEqual({ 'g-recaptcha-response': 'You need to prove you are human by clicking the box' });
  });

  test('the unverified account still verifies with its own code', async () => {
    const owner = await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'late@example.com', password: PASSWORD } });
    const code = await accountCode(api, owner.json().userId);
    expect((await post('/auth/verify', { email: 'late@example.com', code })).statusCode).toBe(200);
  });
});
