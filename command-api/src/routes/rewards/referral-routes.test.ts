import { accountCode, PASSWORD, signedUpStaff, signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';
import { caughtUp } from '../../../../test-support/leads';
import { readModelsSettled } from '../../../../test-support/alerts';

// Refer a friend through the real routes: the link, a friend signing up through it, the referrer's own mailbox
// refused, and the referral reward claimed for review when the friend's own reward is approved.

const NOW = new Date('2026-09-14T09:00:00Z');

describe('refer a friend', () => {
  let api: TestApi;
  let rita: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    await caughtUp(api, await seedHandmadeCatalogue(api.store));
    rita = await signedUpUser(api, 'rita.r@gmail.com');
    staff = await signedUpStaff(api, 'staff@example.com');
  });
  afterAll(async () => api.cleanup());

  const referrals = async (who: SignedIn) => (await api.app.inject({ url: `/user/referrals?token=${who.idToken}` })).json();

  /** Signs up through a referral link and confirms the address; answers the verify response. */
  async function joinThrough(email: string, referralCode: string, deviceId?: string) {
    const headers = deviceId ? { 'x-device-id': deviceId } : {};
    const registered = await api.app.inject({ method: 'POST', url: '/auth/register', headers, payload: { email, password: PASSWORD, referralCode } });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json();
    const verified = await api.app.inject({ method: 'POST', url: '/auth/verify', headers, payload: { email, code: await accountCode(api, userId) } });
    expect(verified.statusCode).toBe(200);
    return { ...verified.json(), userId } as { userId: string; idToken: string; accessToken: string; referral?: { counted: boolean; message: string | null } };
  }

  test('each person has a code and a link to share, and the terms', async () => {
    const mine = await referrals(rita);
    expect(mine.referralCode).toMatch(/^[A-Z2-7]{10}$/);
    expect(mine.referralLink).toBe(`${api.config.PUBLIC_ORIGIN}/?ref=${mine.referralCode}`);
    expect(mine.terms).toEqual({ referralReward: 25, friendReward: 50, perYear: 10 });
    expect(mine.friends).toEqual([]);
  });

  test('a malformed code is refused against referralCode; an unknown one does not stop the sign-up', async () => {
    const malformed = await api.app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'x1@example.com', password: PASSWORD, referralCode: 'nope!' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.referralCode).toBe('This referral link is not valid');
    const unknown = await joinThrough('x2@example.com', 'AAAAAAAAAA');
    expect(unknown.referral).toBeUndefined();
  });

  test("the referrer's own mailbox under another address is refused, said only once the address is proved", async () => {
    const { referralCode } = await referrals(rita);
    const self = await joinThrough('ritar+again@gmail.com', referralCode);
    expect(self.referral).toEqual({ counted: false, message: 'You can’t use your own referral link, so this sign-up earns no referral reward.' });
    expect((await referrals(rita)).friends).toEqual([]);
  });

  test("a friend who joins counts; their approved reward claims the referrer's for review", async () => {
    const { referralCode } = await referrals(rita);
    const friend = await joinThrough('fred@example.com', referralCode.toLowerCase());
    expect(friend.referral).toEqual({ counted: true, message: null });
    // The referrer reads a read model that another person's sign-up changed: it follows, it is not waited for.
    await readModelsSettled(api);
    expect((await referrals(rita)).friends).toEqual([{ joinedOn: '14th Sep 2026', rewardStatus: null, rewardStatusLabel: 'Waiting for their own reward' }]);

    const claimed = await api.app.inject({ method: 'POST', url: '/user/rewards/save', payload: { token: friend.idToken, brokerId: 2, orderId: 'F-1', phoneNumber: '07700 900555' } });
    expect(claimed.statusCode).toBe(200);
    const approved = await api.app.inject({
      method: 'POST',
      url: '/admin/api/reward-claims/L2-F1/approve',
      headers: { authorization: `Bearer ${staff.accessToken}` },
      payload: { version: 0 },
    });
    expect(approved.json()).toMatchObject({ status: 20 });
    await readModelsSettled(api);
    const history = (await api.app.inject({ url: `/user/rewards/history?token=${rita.idToken}` })).json().rewardsHistory;
    expect(history).toEqual([expect.objectContaining({ claimId: 'R-L2-F1', kind: 'referral', value: 25, status: 10, orderId: 'F-1' })]);
    expect((await referrals(rita)).friends).toEqual([expect.objectContaining({ rewardStatus: 10, rewardStatusLabel: 'Pending Approval' })]);
    // Approving the friend's claim again (a retry) claims nothing more.
    await api.app.inject({ method: 'POST', url: '/admin/api/reward-claims/L2-F1/approve', headers: { authorization: `Bearer ${staff.accessToken}` }, payload: { version: 1 } });
    expect((await api.store.readStream('reward-R-L2-F1')).length).toBe(1);
  });

  test("a sign-up on a browser the referrer has signed in on is the referrer, whatever the address", async () => {
    const ritasBrowser = 'browser-of-rita-0001';
    const login = await api.app.inject({ method: 'POST', url: '/auth/login', headers: { 'x-device-id': ritasBrowser }, payload: { email: 'rita.r@gmail.com', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { referralCode } = await referrals(rita);
    const sameBrowser = await joinThrough('not-rita@example.com', referralCode, ritasBrowser);
    expect(sameBrowser.referral).toEqual({ counted: false, message: 'You can’t use your own referral link, so this sign-up earns no referral reward.' });
    expect((await api.store.readStream(`referral-${sameBrowser.userId}`)).map((event) => [event.type, (event.data as { reason?: string }).reason])).toEqual([
      ['ReferralLinkUsed', undefined],
      ['ReferralRefused', 'same-device'],
    ]);
    const otherBrowser = await joinThrough('olga@example.com', referralCode, 'browser-of-olga-0001');
    expect(otherBrowser.referral).toEqual({ counted: true, message: null });
    // Only a keyed hash of the id is kept.
    const kept = await api.orm.em.fork().getConnection().execute<{ device_hash: string }[]>('SELECT device_hash FROM account_devices');
    expect(JSON.stringify(kept)).not.toContain('browser-of');
  });
});
