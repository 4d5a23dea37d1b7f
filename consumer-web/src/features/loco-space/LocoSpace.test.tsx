import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, type FakeNetwork, installFakeNetwork, type RecordedRequest } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';
import { sam, sessionFor, signedInUser } from '../../test-utils/tokens';
import { ACCOUNT_MENU } from './AccountMenu';
import { SAVING_ACCOUNT_INFO } from './flow-names';

const posts = (network: FakeNetwork, path: string): RecordedRequest[] => network.requests.filter((request) => request.method === 'POST' && request.path === path);
const gets = (network: FakeNetwork, path: string): RecordedRequest[] => network.requests.filter((request) => request.method === 'GET' && request.path === path);

const enquiry = (reference: string, sentAt = '2026-11-20T09:30:00.000Z') => ({
  enquiryReference: reference,
  source: 'enquiry',
  sentAt,
  supplierStatus: 'delivered',
  deliveredAt: sentAt,
  deal: {
    dealId: 5001,
    vehicleId: 101,
    vehicleType: 1,
    supplierName: 'Northway Leasing',
    manufacturer: 'Volkswagen',
    model: 'Golf Hatchback',
    derivative: '1.5 TSI Life 5dr',
    leaseType: 2,
    term: 36,
    mileage: 10000,
    initialPaymentInMonths: 9,
    stockStatus: 1,
    monthlyPayment: 235,
    initialPayment: 2115,
    documentFee: 199,
  },
});

describe('the account area (/locospace)', () => {
  beforeEach(() => window.localStorage.clear());

  describe('for a signed-out visitor', () => {
    it('asks them to sign in, remembering the page, and shows it once they have', async () => {
      const network = installFakeNetwork()
        .on('POST', '/auth/login', { body: sessionFor(Date.now()) })
        .on('GET', '/user/enquiries', { body: { enquiries: [enquiry('EQ-0123456789')], total: 1, page: 1, pageSize: 10 } });
      const user = userEvent.setup({ delay: null });
      const { store } = renderAppAt('/locospace/enquiries');

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeTruthy();
      expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
      expect(store.getState().user.redirectUrl).toBe('/locospace/enquiries');

      await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
      await user.type(screen.getByLabelText('Password'), 'correct horse 9');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByText('EQ-0123456789')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(store.getState().user.redirectUrl).toBeNull();
      expect(gets(network, '/user/enquiries')).toHaveLength(1);
    });
  });

  describe('for a signed-in person', () => {
    it('has an account menu with the spec’s five links and the garage, and opens on the account details', async () => {
      installFakeNetwork().on('GET', '/user/details', { body: sam });
      const { router } = renderAppAt('/locospace', signedInUser(Date.now()));

      await waitFor(() => expect(router.state.location.pathname).toBe('/locospace/account-details'));
      const menu = await screen.findByRole('navigation', { name: 'Your account' });
      expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/locospace/account-details',
        '/locospace/garage',
        '/locospace/saved-searches',
        '/locospace/enquiries',
        '/locospace/refer-a-friend',
        '/locospace/rewards',
      ]);
      expect(ACCOUNT_MENU).toHaveLength(6);
      // The router's state moves before React renders the new location, so the current-page mark follows a moment later.
      await waitFor(() => expect(within(menu).getByRole('link', { name: 'Account details' }).getAttribute('aria-current')).toBe('page'));
    });

    it('shows the comparison, the spec’s hidden section, at its address', async () => {
      installFakeNetwork();
      renderAppAt('/locospace/comparison', signedInUser(Date.now()));

      expect(await screen.findByRole('heading', { level: 1, name: 'Compare vehicles' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Search car deals' }).getAttribute('href')).toBe('/car-leasing/search');
    });
  });

  describe('account details', () => {
    it('reads the details with the id token and shows them in the form', async () => {
      const signedIn = signedInUser(Date.now());
      const network = installFakeNetwork().on('GET', '/user/details', { body: { ...sam, firstName: 'Samantha', phoneNumber: '07700900999' } });
      renderAppAt('/locospace/account-details', { ...signedIn, firstName: 'Sam' });

      await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Samantha'));
      expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('07700900999');
      expect(gets(network, '/user/details')[0]?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
      expect(gets(network, '/user/details')[0]?.query.get('token')).toBeNull();
    });

    it('says so when the details cannot be read', async () => {
      installFakeNetwork().on('GET', '/user/details', { status: 500 });
      renderAppAt('/locospace/account-details', signedInUser(Date.now()));

      expect((await screen.findByRole('alert')).textContent).toBe('We are unable to retrieve your account details. Please try again later.');
    });

    it('saves the details, and on failure puts the previous phone number back and the server’s errors beside the fields', async () => {
      const reply = deferredReply();
      const network = installFakeNetwork().on('GET', '/user/details', { body: sam }).on('POST', '/user/details/update', reply.handler);
      const user = userEvent.setup({ delay: null });
      const signedIn = signedInUser(Date.now());
      const { store } = renderAppAt('/locospace/account-details', signedIn);
      const phone = await screen.findByLabelText(/Phone number/);
      await waitFor(() => expect((phone as HTMLInputElement).value).toBe('07700900123'));

      await user.clear(phone);
      await user.type(phone, '07700 900456');
      await user.click(screen.getByRole('button', { name: 'Save my details' }));
      await waitFor(() => expect(store.getState().user.phoneNumber).toBe('07700 900456'));
      await act(async () =>
        reply.release({
          status: 400,
          body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { phoneNumber: 'This number is on our blocked list', email: 'This is not a valid email' } },
        }),
      );

      await waitFor(() => expect(store.getState().user.phoneNumber).toBe('07700900123'));
      expect(screen.getByRole('alert').textContent).toContain('We are unable to save your account details. Please try again later.');
      const phoneError = screen.getByText('This number is on our blocked list');
      expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);
      expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toContain(screen.getByText('This is not a valid email').id);
      // What the person typed stays, so they can correct it.
      expect((phone as HTMLInputElement).value).toBe('07700 900456');
      expect(posts(network, '/user/details/update')[0]?.body).toEqual({
        token: signedIn.idToken,
        email: 'sam@example.co.uk',
        firstName: 'Sam',
        lastName: 'Jones',
        phoneNumber: '07700 900456',
      });
      expect(store.getState().loader.active).not.toContain(SAVING_ACCOUNT_INFO);
    });

    it('says the details are saved, holding the account the API answered with', async () => {
      installFakeNetwork()
        .on('GET', '/user/details', { body: sam })
        .on('POST', '/user/details/update', { body: { ...sam, firstName: 'Samuel' } });
      const user = userEvent.setup({ delay: null });
      const { store } = renderAppAt('/locospace/account-details', signedInUser(Date.now()));
      const firstName = await screen.findByLabelText('First name');
      await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Sam'));

      await user.clear(firstName);
      await user.type(firstName, 'Samuel');
      await user.click(screen.getByRole('button', { name: 'Save my details' }));

      expect(await screen.findByText('Your details are saved.')).toBeTruthy();
      expect(store.getState().user).toMatchObject({ firstName: 'Samuel', userName: 'Samuel' });
    });

    it('checks a phone number is a UK one before saving', async () => {
      const network = installFakeNetwork().on('GET', '/user/details', { body: sam });
      const user = userEvent.setup({ delay: null });
      renderAppAt('/locospace/account-details', signedInUser(Date.now()));
      const phone = await screen.findByLabelText(/Phone number/);
      await waitFor(() => expect((phone as HTMLInputElement).value).toBe('07700900123'));

      await user.clear(phone);
      await user.type(phone, '12345');
      await user.click(screen.getByRole('button', { name: 'Save my details' }));

      expect(screen.getByText('This is not a valid phone number')).toBeTruthy();
      expect(posts(network, '/user/details/update')).toHaveLength(0);
    });

    it('switches a preference once the API has saved it, sending the token and the value', async () => {
      const signedIn = signedInUser(Date.now());
      const network = installFakeNetwork()
        .on('GET', '/user/details', { body: sam })
        .on('POST', '/user/preferences/marketing/sms', { body: { value: true } })
        .on('POST', '/user/preferences/price-alerts', { status: 500 });
      const user = userEvent.setup({ delay: null });
      renderAppAt('/locospace/account-details', signedIn);

      const sms = await screen.findByRole('switch', { name: 'Deals and news by text message' });
      expect((sms as HTMLInputElement).checked).toBe(false);
      await user.click(sms);
      await waitFor(() => expect((sms as HTMLInputElement).checked).toBe(true));
      expect(posts(network, '/user/preferences/marketing/sms')[0]?.body).toEqual({ token: signedIn.idToken, value: true });

      const alerts = screen.getByRole('switch', { name: 'Price alert emails' });
      await user.click(alerts);
      expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue updating your marketing preferences. Please try again later.');
      expect((alerts as HTMLInputElement).checked).toBe(true);
    });

    it('deletes the account after asking again, then signs out and goes home', async () => {
      const signedIn = signedInUser(Date.now());
      const network = installFakeNetwork()
        .on('GET', '/user/details', { body: sam })
        .on('POST', '/user/erase', { status: 202 })
        .on('POST', '/auth/logout', { status: 204 });
      const user = userEvent.setup({ delay: null });
      const { store, router } = renderAppAt('/locospace/account-details', signedIn);

      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Delete your account for good?' }));
      expect(posts(network, '/user/erase')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(() => expect(store.getState().user.isAuthenticated).toBe(false));
      expect(posts(network, '/user/erase')[0]?.body).toEqual({ token: signedIn.idToken });
      expect(posts(network, '/auth/logout')).toHaveLength(1);
      expect(store.getState().user.authModal).toBeNull();
    });
  });

  describe('enquiries', () => {
    it('lists the enquiries with their reference, deal and date, 10 a page, with the later pages linked', async () => {
      const network = installFakeNetwork().on('GET', '/user/enquiries', (request) => ({
        body: { enquiries: [enquiry(`EQ-000000000${request.query.get('page')}`)], total: 12, page: Number(request.query.get('page')), pageSize: 10 },
      }));
      const user = userEvent.setup({ delay: null });
      renderAppAt('/locospace/enquiries', signedInUser(Date.now()));

      const item = (await screen.findByText('EQ-0000000001')).closest('li') as HTMLElement;
      expect(within(item).getByRole('link', { name: 'Volkswagen Golf Hatchback' }).getAttribute('href')).toBe(
        '/car-leasing/volkswagen/golf-hatchback/1-5-tsi-life-5dr/101/2-36-10000-9-1/5001/deal',
      );
      expect(item.textContent).toContain('£235.00 a month excluding VAT');
      expect(item.textContent).toContain('from Northway Leasing');
      expect(item.textContent).toContain('sent 20 Nov 2026');
      expect(screen.getByText('Page 1 of 2')).toBeTruthy();

      await user.click(screen.getByRole('link', { name: 'Older enquiries' }));
      expect(await screen.findByText('EQ-0000000002')).toBeTruthy();
      expect(gets(network, '/user/enquiries').map((request) => request.query.get('page'))).toEqual(['1', '2']);
    });

    it('removes an enquiry from the list, then reads the page again once the list has the removal', async () => {
      let removed = false;
      const signedIn = signedInUser(Date.now());
      const network = installFakeNetwork()
        .on('GET', '/user/enquiries', () => ({
          body: { enquiries: removed ? [enquiry('EQ-BBBBBBBBBB')] : [enquiry('EQ-AAAAAAAAAA'), enquiry('EQ-BBBBBBBBBB')], total: removed ? 1 : 2, page: 1, pageSize: 10 },
        }))
        .on('POST', '/user/enquiry/remove', () => {
          removed = true;
          return { body: { enquiryReference: 'EQ-AAAAAAAAAA', position: '42-42' } };
        });
      const user = userEvent.setup({ delay: null });
      renderAppAt('/locospace/enquiries', signedIn);

      await user.click(await screen.findByRole('button', { name: 'Remove enquiry EQ-AAAAAAAAAA about the Volkswagen Golf Hatchback' }));

      await waitFor(() => expect(screen.queryByText('EQ-AAAAAAAAAA')).toBeNull());
      expect(screen.getByText('EQ-BBBBBBBBBB')).toBeTruthy();
      expect(posts(network, '/user/enquiry/remove')[0]?.body).toEqual({ token: signedIn.idToken, enquiryReference: 'EQ-AAAAAAAAAA' });
      await waitFor(() => expect(gets(network, '/user/enquiries')).toHaveLength(2));
      expect(gets(network, '/user/enquiries')[1]?.query.get('consistentWith')).toBe('42-42');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your enquiries' })));
    });

    it('says when there are none, and when they cannot be read', async () => {
      let status = 200;
      installFakeNetwork().on('GET', '/user/enquiries', () => (status === 200 ? { body: { enquiries: [], total: 0, page: 1, pageSize: 10 } } : { status }));
      const first = renderAppAt('/locospace/enquiries', signedInUser(Date.now()));
      expect(await screen.findByText(/No enquiries yet\./)).toBeTruthy();
      first.unmount();

      status = 500;
      renderAppAt('/locospace/enquiries', signedInUser(Date.now()));
      expect((await screen.findByRole('alert')).textContent).toBe('There has been an issue fetching your enquiries. Please try again later.');
    });
  });
});
