import { userStream } from '@lease/domain';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { accountCode, PASSWORD, signedUpUser } from '../../../../test-support/accounts';

// An address belongs to an account only once a code sent to it has come back (issue 15, critical findings).
describe('nobody takes an address that is not theirs', () => {
  let api: TestApi;
  const clockMs = Date.parse('2026-06-10T09:00:00Z');

  beforeAll(async () => {
    api = await createTestApi({ clock: () => new Date(clockMs) });
  });
  afterAll(() => api.cleanup());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url, payload, headers });
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

  test("replaying one's own Idempotency-Key with someone else's address is refused, and the owner can still sign up", async () => {
    const key = { 'idempotency-key': 'my-own-key-1' };
    const mine = await post('/auth/register', { email: 'mallory@example.com', password: PASSWORD }, key);
    expect(mine.statusCode).toBe(201);
    const replay = await post('/auth/register', { email: 'victim@example.com', password: PASSWORD }, key);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', errors: { 'Idempotency-Key': expect.stringContaining('different request') } });
    // Nothing was taken: Mallory's password does not open the victim's address, and the victim signs up.
    expect((await post('/auth/login', { email: 'victim@example.com', password: PASSWORD })).statusCode).toBe(401);
    const owner = await post('/auth/register', { email: 'victim@example.com', password: 'Another-horse-5' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().userId).not.toBe(mine.json().userId);
    // The same request again under the same key is still answered as the first was.
    const retry = await post('/auth/register', { email: 'mallory@example.com', password: PASSWORD }, key);
    expect([retry.statusCode, retry.json().userId]).toEqual([201, mine.json().userId]);
  });

  test('a new address waits for the code sent to it; the account keeps its old one until then', async () => {
    const ann = await signedUpUser(api, 'ann@example.com', { firstName: 'Ann' });
    const update = await post('/user/details/update', { email: 'ann.new@example.com', firstName: 'Annie' }, withToken(ann.idToken));
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ email: 'ann@example.com', pendingEmail: 'ann.new@example.com', firstName: 'Annie' });
    // Not hers yet: it does not sign in, and the old address still does.
    expect((await post('/auth/login', { email: 'ann.new@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'ann@example.com', password: PASSWORD })).statusCode).toBe(200);
    // A retry of the same change sends no second code.
    await post('/user/details/update', { email: 'ann.new@example.com', firstName: 'Annie' }, withToken(ann.idToken));
    const types = (await api.store.readStream(userStream(ann.userId))).map((event) => event.type);
    expect(types.filter((type) => type === 'EmailChangeRequested')).toHaveLength(1);

    const code = await accountCode(api, ann.userId, 'EmailChangeRequested');
    const wrong = await post('/user/email/confirm', { code: code === '000000' ? '111111' : '000000' }, withToken(ann.idToken));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', errors: { code: 'This is not a valid verification code' } });

    const confirmed = await post('/user/email/confirm', { code }, withToken(ann.idToken));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'ann.new@example.com', pendingEmail: null });
    expect((await post('/auth/login', { email: 'ann.new@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: 'ann@example.com', password: PASSWORD })).statusCode).toBe(401);
    // The old address is free for someone else.
    expect((await post('/auth/register', { email: 'ann@example.com', password: PASSWORD })).statusCode).toBe(201);
  });

  test("an address someone else holds cannot be asked for, and no code is sent to it", async () => {
    const bea = await signedUpUser(api, 'bea@example.com');
    await signedUpUser(api, 'cal@example.com');
    const taken = await post('/user/details/update', { email: 'cal@example.com' }, withToken(bea.idToken));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const types = (await api.store.readStream(userStream(bea.userId))).map((event) => event.type);
    expect(types).not.toContain('EmailChangeRequested');
    expect(types).not.toContain('AccountDetailsUpdated');
  });

  test('confirming with nothing waiting says so', async () => {
    const dan = await signedUpUser(api, 'dan@example.com');
    const response = await post('/user/email/confirm', { code: '123456' }, withToken(dan.idToken));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('NO_EMAIL_CHANGE');
  });
});
