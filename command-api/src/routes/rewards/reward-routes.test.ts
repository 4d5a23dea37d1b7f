import { rewardStream } from '@lease/domain';
import { signedUpUser, type SignedIn } from '../../../../test-support/accounts';
import { createTestApi, type TestApi } from '../../../../test-support/api';
import { seedHandmadeCatalogue } from '../../../../test-support/catalogue-fixtures';
import { caughtUp } from '../../../../test-support/leads';

// A person's rewards through the real routes: the claim form's rules and messages, one claim per order, the
// automatic checks, and the history with UK dates.

// 23:30 on 30 June in UTC is already 1 July in the UK (BST): the history must say the UK day.
const NOW = new Date('2026-06-30T23:30:00Z');

describe('rewards for a person', () => {
  let api: TestApi;
  let amy: SignedIn;
  let amyAgain: SignedIn;
  let ben: SignedIn;

  beforeAll(async () => {
    api = await createTestApi({ clock: () => NOW });
    await caughtUp(api, await seedHandmadeCatalogue(api.store));
    amy = await signedUpUser(api, 'amy.smith@gmail.com');
    // Another account on the same Gmail mailbox: Gmail ignores dots and +tags.
    amyAgain = await signedUpUser(api, 'amysmith+deals@gmail.com');
    ben = await signedUpUser(api, 'ben@example.com');
  });
  afterAll(async () => api.cleanup());

  const claim = (who: SignedIn | null, body: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: '/user/rewards/save', payload: { ...(who ? { token: who.idToken } : {}), brokerId: 1, orderId: 'ORD-1001', phoneNumber: '07700 900123', ...body } });
  const history = async (who: SignedIn) => (await api.app.inject({ url: `/user/rewards/history?token=${who.idToken}` })).json().rewardsHistory;
  const events = async (claimId: string) => api.store.readStream(rewardStream(claimId));

  test('the supplier list names the brokers a reward can be claimed for', async () => {
    const response = await api.app.inject({ url: '/supplier/list' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suppliers.map((supplier: { id: number }) => supplier.id).sort()).toEqual([1, 2]);
  });

  test.each([
    [{ phoneNumber: '0770090' }, 'phoneNumber', 'Your phone number should be between 10 and 11 numbers'],
    [{ phoneNumber: '08700 900123' }, 'phoneNumber', 'This is not a valid phone number'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Your phone number is required'],
    [{ promoCode: 'NOT VALID!' }, 'promoCode', 'This is not a valid promotional code'],
    [{ orderId: '' }, 'orderId', 'Your order number is required'],
    [{ orderId: '#12' }, 'orderId', 'This is not a valid order number'],
    [{ brokerId: 'x' }, 'brokerId', 'Choose the broker you leased through'],
  ])('%j is refused against %s', async (body, field, message) => {
    const response = await claim(amy, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  test('an unknown broker is 404 against brokerId; no token is 401; nothing is written', async () => {
    const unknown = await claim(amy, { brokerId: 77, orderId: 'ORD-77' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.brokerId).toBe('We have no broker with the id 77.');
    expect((await claim(null, { orderId: 'ORD-78' })).statusCode).toBe(401);
    expect(await events('L77-ORD77')).toEqual([]);
    expect(await events('L1-ORD78')).toEqual([]);
  });

  test('a claim is pending at once, shows in the history with its UK date, and is safe to send again', async () => {
    const first = await claim(amy, { promoCode: 'spring-24' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isRewardSubmissionSuccessful: true, claimId: 'L1-ORD1001', status: 10 });
    expect((await claim(amy, { orderId: 'ord 1001', promoCode: 'spring-24' })).json()).toMatchObject({ claimId: 'L1-ORD1001' });
    expect(await events('L1-ORD1001')).toHaveLength(1);
    expect(await history(amy)).toEqual([
      expect.objectContaining({ claimId: 'L1-ORD1001', brokerName: expect.any(String), status: 10, statusLabel: 'Pending Approval', claimedOn: '1st Jul 2026', value: 50, promoCode: 'spring-24' }),
    ]);
    // The phone number is in the log only sealed.
    expect(JSON.stringify((await events('L1-ORD1001')).map((event) => event.data))).not.toContain('07700900123');
  });

  test('someone else claiming the same order is refused against orderId', async () => {
    const response = await claim(ben, { orderId: 'ORD1001' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REWARD_ORDER_CLAIMED', errors: { orderId: 'A reward has already been claimed for this order.' } });
    expect(await history(ben)).toEqual([]);
  });

  test('the checks say why a claim is flagged: the same mailbox behind another account, an order with no enquiry', async () => {
    const checksOf = async (claimId: string) => {
      const [claimed] = await events(claimId);
      return Object.fromEntries((claimed!.data as { checks: { check: string; flagged: boolean }[] }).checks.map((check) => [check.check, check.flagged]));
    };
    expect(await checksOf('L1-ORD1001')).toMatchObject({ 'repeat-claimant': false, 'same-email': false, 'order-unknown': true });

    // Ben sent supplier 2 an enquiry through the site, then claims for an order with them.
    const [deal] = await api.orm.em.fork().getConnection().execute<{ deal_id: string }[]>('SELECT deal_id FROM deals WHERE supplier_id = 2 LIMIT 1');
    const enquiry = await api.app.inject({ method: 'POST', url: '/user/enquiry/send', payload: { token: ben.idToken, deal_id: Number(deal!.deal_id), postcode: 'SW1A 1AA' } });
    expect(enquiry.statusCode).toBe(200);
    await caughtUp(api, enquiry.json().position);
    expect((await claim(ben, { brokerId: 2, orderId: 'B-2001', phoneNumber: '07700 900999' })).statusCode).toBe(200);
    expect(await checksOf('L2-B2001')).toMatchObject({ 'order-unknown': false, 'same-email': false, 'same-phone': false });

    // Amy's second account, with the same phone number as her first claim.
    expect((await claim(amyAgain, { orderId: 'ORD-3001' })).statusCode).toBe(200);
    expect(await checksOf('L1-ORD3001')).toMatchObject({ 'same-email': true, 'same-phone': true, 'repeat-claimant': false });
    // Amy claiming again is a repeat claimant.
    expect((await claim(amy, { orderId: 'ORD-4001' })).statusCode).toBe(200);
    expect(await checksOf('L1-ORD4001')).toMatchObject({ 'repeat-claimant': true });
  });
});
