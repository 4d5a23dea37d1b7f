import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeNetwork, installFakeNetwork, type RecordedRequest } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { fakeJwt, signedInUser } from '../../test-utils/tokens';
import type { RewardHistoryItem } from './reward';

// The two reward pages of the account area (spec §2 /locospace/rewards and /locospace/refer-a-friend) against a
// recorded network: what a person sees and what the site sends.

const requestsTo = (network: FakeNetwork, method: string, path: string): RecordedRequest[] =>
  network.requests.filter((request) => request.method === method && request.path === path);

const claim = (overrides: Partial<RewardHistoryItem> = {}): RewardHistoryItem => ({
  claimId: 'L2-PIA1',
  kind: 'lease',
  brokerId: 2,
  brokerName: 'Northway Leasing',
  orderId: 'PIA-1',
  promoCode: null,
  value: 50,
  status: 10,
  statusLabel: 'Pending Approval',
  claimedOn: '1st Nov 2026',
  decidedOn: null,
  voucherSentOn: null,
  declineReason: null,
  ...overrides,
});

const suppliers = { suppliers: [{ id: 2, name: 'Northway Leasing' }, { id: 3, name: 'Southgate Cars' }] };

/** Opens the page signed in and fills the claim form as a person would, then sends it. */
async function claimThroughTheForm(fields: { orderId: string; phoneNumber: string; promoCode?: string }) {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/locospace/rewards', signedInUser(Date.now()));
  const form = await screen.findByRole('form', { name: 'Claim a reward' });
  await within(form).findByRole('option', { name: 'Northway Leasing' });
  await user.selectOptions(within(form).getByLabelText('Broker'), 'Northway Leasing');
  await user.type(within(form).getByLabelText('Order number'), fields.orderId);
  if (fields.promoCode) await user.type(within(form).getByLabelText(/Promotional code/), fields.promoCode);
  await user.type(within(form).getByLabelText(/Phone number/), fields.phoneNumber);
  await user.click(within(form).getByRole('button', { name: 'Claim my reward' }));
  return { form, ...view };
}

describe('/locospace/rewards', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the claims with their status and UK dates, and why one was declined', async () => {
    installFakeNetwork()
      .on('GET', '/supplier/list', { body: suppliers })
      .on('GET', '/user/rewards/history', {
        body: {
          rewardsHistory: [
            claim({ claimId: 'L3-X9', brokerName: 'Southgate Cars', orderId: 'X9', status: 30, statusLabel: 'Declined', decidedOn: '3rd Nov 2026', declineReason: 'The broker has no such order.' }),
            claim({ claimId: 'R-L2-F1', kind: 'referral', value: 25, status: 40, statusLabel: 'Voucher Sent', decidedOn: '2nd Nov 2026', voucherSentOn: '2nd Nov 2026' }),
          ],
        },
      });
    renderAppAt('/locospace/rewards', signedInUser(Date.now()));

    const claims = await screen.findByRole('list', { name: 'Your claims' });
    const [declined, referral] = within(claims).getAllByRole('listitem');
    expect(declined!.textContent).toContain('Southgate Cars · order X9 · £50.00');
    expect(within(declined!).getByText('Declined')).toBeTruthy();
    expect(declined!.textContent).toContain('Claimed 1st Nov 2026 · decided 3rd Nov 2026');
    expect(declined!.textContent).toContain('Why: The broker has no such order.');
    expect(referral!.textContent).toContain('Referral reward · £25.00');
    expect(referral!.textContent).toContain('voucher sent 2nd Nov 2026');
  });

  it('checks the promotional code and the phone number with the spec’s messages before sending anything', async () => {
    const network = installFakeNetwork()
      .on('GET', '/supplier/list', { body: suppliers })
      .on('GET', '/user/rewards/history', { body: { rewardsHistory: [] } });
    const { form } = await claimThroughTheForm({ orderId: 'PIA-1', promoCode: 'not a code!', phoneNumber: '0770090' });

    expect(await within(form).findByText('This is not a valid promotional code')).toBeTruthy();
    expect(within(form).getByText('Your phone number should be between 10 and 11 numbers')).toBeTruthy();
    expect(requestsTo(network, 'POST', '/user/rewards/save')).toHaveLength(0);
  });

  it('sends a claim with the id token, says it is in, and reads the history again (spec §4)', async () => {
    const signedIn = signedInUser(Date.now());
    let history = [] as RewardHistoryItem[];
    const network = installFakeNetwork()
      .on('GET', '/supplier/list', { body: suppliers })
      .on('GET', '/user/rewards/history', () => ({ body: { rewardsHistory: history } }))
      .on('POST', '/user/rewards/save', () => {
        history = [claim()];
        return { body: { isRewardSubmissionSuccessful: true, position: '12-12' } };
      });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/locospace/rewards', signedIn);
    const form = await screen.findByRole('form', { name: 'Claim a reward' });
    expect(await screen.findByText('No claims yet.')).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText('Broker'), 'Northway Leasing');
    await user.type(within(form).getByLabelText('Order number'), ' PIA-1 ');
    await user.type(within(form).getByLabelText(/Phone number/), '07700 900123');
    await user.click(within(form).getByRole('button', { name: 'Claim my reward' }));

    expect(await screen.findByText(/Thank you: your claim is in\./)).toBeTruthy();
    expect(requestsTo(network, 'POST', '/user/rewards/save')[0]?.body).toMatchObject({ token: signedIn.idToken, brokerId: 2, orderId: 'PIA-1', promoCode: null, phoneNumber: '07700 900123' });
    expect(await within(screen.getByRole('list', { name: 'Your claims' })).findByText('Pending Approval')).toBeTruthy();
    expect(requestsTo(network, 'GET', '/user/rewards/history')).toHaveLength(2);
    expect(store.getState().locoSpace.isRewardSubmissionSuccessful).toBe(true);
    expect((within(form).getByLabelText('Order number') as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s refusal beside the field it names', async () => {
    installFakeNetwork()
      .on('GET', '/supplier/list', { body: suppliers })
      .on('GET', '/user/rewards/history', { body: { rewardsHistory: [] } })
      .on('POST', '/user/rewards/save', {
        status: 409,
        body: { type: 'conflict', title: 'Conflict', status: 409, code: 'ORDER_ALREADY_CLAIMED', detail: 'x', errors: { orderId: 'A reward has already been claimed for this order' } },
      });
    const { form } = await claimThroughTheForm({ orderId: 'PIA-1', phoneNumber: '07700 900123' });

    expect(await within(form).findByText('A reward has already been claimed for this order')).toBeTruthy();
    expect((within(form).getByLabelText('Order number') as HTMLInputElement).value).toBe('PIA-1');
  });

  it('shows the user-credentials error when no token can be had (spec §6)', async () => {
    installFakeNetwork()
      .on('GET', '/supplier/list', { body: suppliers })
      .on('POST', '/auth/refresh', { status: 500 });
    // Signed in, but the id token has run out and the API cannot give a new one.
    renderAppAt('/locospace/rewards', signedInUser(Date.now(), fakeJwt(Date.now() - 60_000, 'id')));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('There has been an issue fetching your user credentials. Please try again later.'));
  });
});

describe('/locospace/refer-a-friend', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the link to share with a copy button, the friends who joined and the terms', async () => {
    installFakeNetwork().on('GET', '/user/referrals', {
      body: {
        referralCode: 'ABCDEFGH23',
        referralLink: 'https://lease.example/?ref=ABCDEFGH23',
        friends: [{ joinedOn: '14th Sep 2026', rewardStatus: 10, rewardStatusLabel: 'Pending Approval' }],
        terms: { referralReward: 25, friendReward: 50, perYear: 10 },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAppAt('/locospace/refer-a-friend', signedInUser(Date.now()));

    const link = (await screen.findByLabelText('Your link')) as HTMLInputElement;
    expect(link.value).toBe('https://lease.example/?ref=ABCDEFGH23');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event gives the page a clipboard of its own: what the button wrote is there.
    expect(await navigator.clipboard.readText()).toBe('https://lease.example/?ref=ABCDEFGH23');
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    const friends = screen.getByRole('list', { name: 'Friends who joined' });
    expect(friends.textContent).toBe('A friend joined on 14th Sep 2026 · your reward: Pending Approval');
    expect(screen.getByText('At most 10 referral rewards a calendar year.')).toBeTruthy();
  });
});
