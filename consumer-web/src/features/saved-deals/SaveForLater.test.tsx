import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { golfGarageEntry } from '../../test-utils/account-space-fixtures';
import { golfDeal, golfDealPath, golfHistory, golfProfiles, golfVehicle } from '../../test-utils/deal-fixtures';
import { type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { sessionFor, signedInUser } from '../../test-utils/tokens';
import { readSavedDeals, type SavedDeal, writeSavedDeals } from './saved-deal';

const posts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

function dealNetwork() {
  return installFakeNetwork()
    .on('GET', '/deal', { body: golfDeal })
    .on('GET', '/search/lease-profile', { body: golfProfiles })
    .on('GET', '/vehicle', { body: golfVehicle })
    .on('GET', '/deal/history/profile', { body: golfHistory('1Y') })
    .on('GET', '/price-alerts/exists', { body: { doesPriceAlertExist: false } });
}

const savedHere = (id: number, savedAt: string): SavedDeal => ({
  id,
  path: `/car-leasing/x/y/z/101/2-36-10000-9-1/${id}/deal`,
  title: 'Volkswagen Golf',
  derivative: '1.5 TSI Life 5dr',
  monthlyPayment: 235,
  leaseType: 2,
  term: 36,
  mileage: 10000,
  initialPaymentInMonths: 9,
  savedAt,
});

const siteHeader = () => document.querySelector('header.site-header') as HTMLElement;

async function signInFromHeader() {
  const user = userEvent.setup({ delay: null });
  await user.click(within(siteHeader()).getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await user.type(within(dialog).getByLabelText('Email address'), 'sam@example.co.uk');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse 9');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('Save for later', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a signed-in person’s saves in their garage, showing what it already holds', async () => {
    let saved = true;
    const signedIn = signedInUser(Date.now());
    const network = dealNetwork()
      .on('GET', '/user/garage/list', () => ({ body: { results: saved ? [golfGarageEntry()] : [], pagination: { page: 1, pageSize: 5, total: saved ? 1 : 0 }, sort: 2 } }))
      .on('POST', '/user/garage/remove', () => {
        saved = false;
        return { body: { removed: true, position: '5-5' } };
      })
      .on('POST', '/user/garage/save', () => {
        saved = true;
        return { body: { position: '6-6' } };
      });
    const user = userEvent.setup({ delay: null });
    renderAppAt(golfDealPath, signedIn);

    const button = await screen.findByRole('button', { name: 'Saved for later' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(siteHeader()).getByRole('link', { name: /^Saved deals/ }).textContent).toBe('Saved deals (1)');

    await user.click(button);
    await screen.findByRole('button', { name: 'Save for later' });
    expect(within(siteHeader()).getByRole('link', { name: /^Saved deals/ }).textContent).toBe('Saved deals');
    await user.click(screen.getByRole('button', { name: 'Save for later' }));

    expect(await screen.findByRole('button', { name: 'Saved for later' })).toBeTruthy();
    expect(posts(network, '/user/garage/remove')[0]?.body).toEqual({ token: signedIn.idToken, vehicleId: 101, dealId: 5001 });
    expect(posts(network, '/user/garage/save')[0]?.body).toEqual({ token: signedIn.idToken, vehicleId: 101, dealId: 5001 });
    // Nothing went into this browser's list.
    expect(readSavedDeals()).toEqual([]);
  });

  it('says so when the garage cannot take it, leaving the button as it was', async () => {
    dealNetwork()
      .on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } })
      .on('POST', '/user/garage/save', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderAppAt(golfDealPath, signedInUser(Date.now()));

    await user.click(await screen.findByRole('button', { name: 'Save for later' }));

    expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue saving this deal to your garage. Please try again later.');
    expect(screen.getByRole('button', { name: 'Save for later' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('merges the deals saved in this browser into the account at sign-in, then reads the account’s garage', async () => {
    writeSavedDeals([savedHere(5001, '2026-11-20T10:00:00.000Z'), savedHere(5002, '2026-11-19T10:00:00.000Z')]);
    let merged = false;
    const network = dealNetwork()
      .on('POST', '/auth/login', { body: sessionFor(Date.now()) })
      .on('POST', '/user/garage/merge', () => {
        merged = true;
        return { body: { merged: 2, position: '8-8' } };
      })
      .on('GET', '/user/garage/list', () => ({
        body: { results: merged ? [golfGarageEntry(), golfGarageEntry({ dealId: 5002 })] : [], pagination: { page: 1, pageSize: 5, total: merged ? 2 : 0 }, sort: 2 },
      }));
    renderAppAt(golfDealPath);
    expect((await screen.findByRole('button', { name: 'Saved for later' })).getAttribute('aria-pressed')).toBe('true');
    expect(within(siteHeader()).getByRole('link', { name: /^Saved deals/ }).textContent).toBe('Saved deals (2)');

    await signInFromHeader();

    await waitFor(() => expect(readSavedDeals()).toEqual([]));
    expect(posts(network, '/user/garage/merge')).toHaveLength(1);
    expect(posts(network, '/user/garage/merge')[0]?.body).toMatchObject({
      deals: [
        { dealId: 5001, savedAt: '2026-11-20T10:00:00.000Z' },
        { dealId: 5002, savedAt: '2026-11-19T10:00:00.000Z' },
      ],
    });
    await waitFor(() => expect(within(siteHeader()).getByRole('link', { name: /^Saved deals/ }).textContent).toBe('Saved deals (2)'));
    expect(within(siteHeader()).getByRole('link', { name: /^Saved deals/ }).getAttribute('href')).toBe('/locospace/garage');
    expect(screen.getByRole('button', { name: 'Saved for later' }).getAttribute('aria-pressed')).toBe('true');
    const lastRead = network.requests.filter((request) => request.path === '/user/garage/list').at(-1);
    expect(lastRead?.query.get('consistentWith')).toBe('8-8');
  });

  it('keeps this browser’s list when the merge fails, and says so in the garage', async () => {
    writeSavedDeals([savedHere(5001, '2026-11-20T10:00:00.000Z')]);
    const network = dealNetwork()
      .on('POST', '/auth/login', { body: sessionFor(Date.now()) })
      .on('POST', '/user/garage/merge', { status: 500 })
      .on('GET', '/user/garage/list', { body: { results: [], pagination: { page: 1, pageSize: 5, total: 0 }, sort: 2 } });
    const user = userEvent.setup({ delay: null });
    renderAppAt(golfDealPath);
    await screen.findByRole('button', { name: 'Saved for later' });

    await signInFromHeader();
    await waitFor(() => expect(posts(network, '/user/garage/merge')).toHaveLength(1));
    await user.click(await within(siteHeader()).findByRole('link', { name: /^Saved deals/ }));

    expect(await screen.findByText('There has been an issue adding the deals saved on this device to your garage. We will try again when you next sign in.')).toBeTruthy();
    expect(readSavedDeals().map((deal) => deal.id)).toEqual([5001]);
  });
});
