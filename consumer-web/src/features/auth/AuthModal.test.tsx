import '../../test-utils/polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../app/routing/router';
import { PASSWORD_MESSAGES } from '@lease/domain';
import { appStarted } from '../../app/app-started';
import type { AppServices } from '../../app/services';
import { makeStore } from '../../app/store';
import { type FakeNetwork, installFakeNetwork, type RecordedRequest } from '../../test-utils/fake-fetch';
import { sam, sessionFor, signedInUser } from '../../test-utils/tokens';
import type { AuthFlowStep } from '../user/auth-flow';
import { authModalOpened, userSlice, type UserState } from '../user/user-slice';
import { AuthModalSlot } from './AuthModalSlot';

const initialUser = userSlice.reducer(undefined, { type: 'init' });

/** The modal as the layout renders it, after a button that had the focus, on a store with observable services. */
function renderModal(user: Partial<UserState> = {}, services: Partial<AppServices> = {}) {
  let ids = 0;
  const store = makeStore({ user: { ...initialUser, ...user } }, { randomId: () => `key-${++ids}`, loadPage: jest.fn(), ...services });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <button>Before</button>
        <AuthModalSlot />
      </MemoryRouter>
    </Provider>,
  );
  screen.getByRole('button', { name: 'Before' }).focus();
  return store;
}

async function openOn(step: AuthFlowStep, user: Partial<UserState> = {}, services: Partial<AppServices> = {}) {
  const store = renderModal(user, services);
  act(() => {
    store.dispatch(authModalOpened({ step }));
  });
  await screen.findByRole('dialog');
  return store;
}

const sent = (network: FakeNetwork, path: string): RecordedRequest[] => network.requests.filter((request) => request.method === 'POST' && request.path === path);
const heading = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 });
const refused = (status: number, code: string, message: string) => ({ status, body: { type: 'refused', code, message } });

describe('authentication modal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    installFakeNetwork();
  });

  describe('as a dialog', () => {
    async function arriveFromSocialSignUp() {
      window.history.replaceState(null, '', '/?social-sign-up=true');
      const store = renderModal();
      act(() => {
        store.dispatch(appStarted());
      });
      await screen.findByRole('dialog');
      return store;
    }

    it('opens from a social sign-up link on pre-register, as a labelled dialog holding the focus, with every way in', async () => {
      await arriveFromSocialSignUp();

      const dialog = screen.getByRole('dialog', { name: 'Create your account' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.activeElement).toBe(dialog);
      expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([
        '×',
        'Continue with Google',
        'Continue with Facebook',
        'Sign up with email',
        'I already have an account',
      ]);
      expect(window.location.search).toBe('');
    });

    it('closes with its close button and gives the focus back', async () => {
      const store = await arriveFromSocialSignUp();

      fireEvent.click(screen.getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(store.getState().user.authModal).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    });

    it('closes with Escape', async () => {
      await arriveFromSocialSignUp();

      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('keeps Tab within the dialog', async () => {
      await arriveFromSocialSignUp();
      const last = screen.getByRole('button', { name: 'I already have an account' });
      last.focus();

      fireEvent.keyDown(last, { key: 'Tab' });

      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });

    it('moves the focus to the new step’s heading, which names the dialog', async () => {
      const user = userEvent.setup({ delay: null });
      await openOn('pre-register');

      await user.click(screen.getByRole('button', { name: 'I already have an account' }));

      expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
      expect(document.activeElement).toBe(heading());
    });
  });

  describe('signing up', () => {
    async function fillRegistration(user: ReturnType<typeof userEvent.setup>, password = 'correct horse 9') {
      await user.type(screen.getByLabelText('Email address'), ' sam@example.co.uk ');
      await user.type(screen.getByLabelText('Password'), password);
      await user.type(screen.getByLabelText('First name'), 'Sam');
      await user.type(screen.getByLabelText('Last name'), 'Jones');
    }

    it('goes from register to verify to signed in, then introduces the AI search', async () => {
      const session = sessionFor(Date.now());
      const network = installFakeNetwork()
        .on('POST', '/auth/register', { status: 201, body: { userId: 'user-1', email: 'sam@example.co.uk' } })
        .on('POST', '/auth/verify', { body: session });
      const user = userEvent.setup({ delay: null });
      const store = await openOn('pre-register');

      await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
      expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeTruthy();
      await fillRegistration(user);
      await user.click(screen.getByRole('button', { name: 'Create my account' }));

      expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeTruthy();
      expect(within(screen.getByRole('dialog')).getByText('sam@example.co.uk')).toBeTruthy();
      const [registration] = sent(network, '/auth/register');
      expect(registration?.body).toEqual({ email: 'sam@example.co.uk', password: 'correct horse 9', firstName: 'Sam', lastName: 'Jones' });
      expect(registration?.headers['Idempotency-Key']).toBe('key-1');

      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify my account' }));

      expect(await screen.findByRole('dialog', { name: 'Welcome: your account is ready' })).toBeTruthy();
      const [verification] = sent(network, '/auth/verify');
      expect(verification?.body).toEqual({ email: 'sam@example.co.uk', code: '123456' });
      expect(verification?.credentials).toBe('same-origin');
      expect(store.getState().user).toMatchObject({ isAuthenticated: true, idToken: session.idToken, firstName: 'Sam' });

      await user.click(screen.getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('sends the referral link this browser came through, and says so when it did not count', async () => {
      window.localStorage.setItem('referralCode', JSON.stringify({ value: 'ABCDEFGH23' }));
      const message = 'You can’t use your own referral link, so this sign-up earns no referral reward.';
      const network = installFakeNetwork()
        .on('POST', '/auth/register', { status: 201, body: { userId: 'user-1', email: 'sam@example.co.uk' } })
        .on('POST', '/auth/verify', { body: { ...sessionFor(Date.now()), referral: { counted: false, message } } });
      const user = userEvent.setup({ delay: null });
      await openOn('pre-register');

      await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
      await fillRegistration(user);
      await user.click(screen.getByRole('button', { name: 'Create my account' }));
      await screen.findByRole('dialog', { name: 'Check your email' });
      expect(sent(network, '/auth/register')[0]?.body).toMatchObject({ referralCode: 'ABCDEFGH23' });
      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify my account' }));

      const welcome = await screen.findByRole('dialog', { name: 'Welcome: your account is ready' });
      expect(within(welcome).getByText(message)).toBeTruthy();
      // Both calls say which browser this is, the same id each time.
      const device = sent(network, '/auth/register')[0]?.headers['X-Device-Id'];
      expect(device).toMatch(/^[0-9a-f]{32}$/);
      expect(sent(network, '/auth/verify')[0]?.headers['X-Device-Id']).toBe(device);
      window.localStorage.removeItem('referralCode');
    });

    it('checks the password against the policy before sending, in plain words', async () => {
      const network = installFakeNetwork();
      const user = userEvent.setup({ delay: null });
      await openOn('register');

      await fillRegistration(user, 'short1');
      await user.click(screen.getByRole('button', { name: 'Create my account' }));

      const password = screen.getByLabelText('Password');
      expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(password);
      expect(sent(network, '/auth/register')).toHaveLength(0);
    });

    it('shows the server’s field errors beside the fields, and a taken address beside the email with a way to sign in', async () => {
      let reply: { status: number; body: unknown } = {
        status: 400,
        body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { firstName: 'This is not a valid name' } },
      };
      installFakeNetwork().on('POST', '/auth/register', () => reply);
      const user = userEvent.setup({ delay: null });
      const store = await openOn('register');

      await fillRegistration(user);
      await user.click(screen.getByRole('button', { name: 'Create my account' }));
      const nameError = await screen.findByText('This is not a valid name');
      expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toContain(nameError.id);

      reply = refused(409, 'EMAIL_TAKEN', 'An account already uses this email address.');
      await user.click(screen.getByRole('button', { name: 'Create my account' }));
      const emailError = await screen.findByText('An account already uses this email address.');
      expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toContain(emailError.id);

      await user.click(screen.getByRole('button', { name: 'Sign in to that account' }));
      expect(store.getState().user.authModal).toEqual({ step: 'login', email: 'sam@example.co.uk' });
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('sam@example.co.uk');
    });
  });

  describe('signing in', () => {
    it('signs in with email and password, closing the modal', async () => {
      const session = sessionFor(Date.now());
      const network = installFakeNetwork().on('POST', '/auth/login', { body: session });
      const user = userEvent.setup({ delay: null });
      const store = await openOn('login');

      await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
      await user.type(screen.getByLabelText('Password'), ' spaces kept ');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(network, '/auth/login')[0]).toMatchObject({ body: { email: 'sam@example.co.uk', password: ' spaces kept ' }, credentials: 'same-origin' });
      expect(store.getState().user).toMatchObject({ isAuthenticated: true, idToken: session.idToken });
    });

    it('shows the API’s words for a wrong password', async () => {
      installFakeNetwork().on('POST', '/auth/login', refused(401, 'INVALID_CREDENTIALS', 'Your email or password is incorrect.'));
      const user = userEvent.setup({ delay: null });
      await openOn('login');

      await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
      await user.type(screen.getByLabelText('Password'), 'not the one');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect((await screen.findByRole('alert')).textContent).toBe('Your email or password is incorrect.');
    });

    it('goes to verify when the account is not verified, and a right code then signs in', async () => {
      const session = sessionFor(Date.now());
      let code = 'INVALID_CODE';
      const network = installFakeNetwork()
        .on('POST', '/auth/login', refused(403, 'USER_NOT_VERIFIED', 'Your account is not verified yet.'))
        .on('POST', '/auth/verify', () => (code === 'INVALID_CODE' ? refused(422, 'INVALID_CODE', 'This is not a valid verification code') : { body: session }));
      const user = userEvent.setup({ delay: null });
      const store = await openOn('login');

      await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
      await user.type(screen.getByLabelText('Password'), 'correct horse 9');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('dialog', { name: 'Verify your email address' })).toBeTruthy();
      expect(store.getState().user.authModal).toEqual({ step: 'verify', email: 'sam@example.co.uk' });
      expect(screen.queryByRole('alert')).toBeNull();

      await user.type(screen.getByLabelText('Verification code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify my account' }));
      const codeError = await screen.findByText('This is not a valid verification code');
      expect(screen.getByLabelText('Verification code').getAttribute('aria-describedby')).toContain(codeError.id);

      code = 'OK';
      await user.clear(screen.getByLabelText('Verification code'));
      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify my account' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(network, '/auth/verify').map((request) => request.body)).toEqual([
        { email: 'sam@example.co.uk', code: '000000' },
        { email: 'sam@example.co.uk', code: '123456' },
      ]);
      expect(store.getState().user.isAuthenticated).toBe(true);
    });

    it('checks the code is six digits before sending it', async () => {
      const network = installFakeNetwork();
      const user = userEvent.setup({ delay: null });
      await openOn('verify');

      await user.type(screen.getByLabelText('Verification code'), '12ab');
      await user.click(screen.getByRole('button', { name: 'Verify my account' }));

      expect(screen.getByText('This is not a valid verification code')).toBeTruthy();
      expect(sent(network, '/auth/verify')).toHaveLength(0);
    });

    it('sends a new code on request, and shows the already-verified step when there is nothing to verify', async () => {
      let status = 202;
      const network = installFakeNetwork().on('POST', '/auth/resend-code', () =>
        status === 202 ? { status, body: { message: 'sent' } } : refused(409, 'ALREADY_VERIFIED', 'This account is already verified.'),
      );
      const user = userEvent.setup({ delay: null });
      const store = renderModal();
      act(() => {
        store.dispatch(authModalOpened({ step: 'verify-from-signup', email: 'sam@example.co.uk' }));
      });

      await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
      expect(sent(network, '/auth/resend-code')[0]?.body).toEqual({ email: 'sam@example.co.uk' });

      status = 409;
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByRole('dialog', { name: 'Your account is already verified' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(store.getState().user.authModal).toEqual({ step: 'login', email: 'sam@example.co.uk' });
    });

    it('leaves for Google’s sign-in with the page to come back to, showing the Google step meanwhile', async () => {
      window.history.replaceState(null, '', '/car-leasing/search?fuelTypes=5');
      const loadPage = jest.fn();
      const user = userEvent.setup({ delay: null });
      await openOn('login', {}, { loadPage });

      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

      await waitFor(() => expect(loadPage).toHaveBeenCalled());
      const started = new URL(loadPage.mock.calls[0][0], 'http://site.test');
      expect(started.pathname).toBe('/auth/oauth/google/start');
      expect(started.searchParams.get('redirectUrl')).toBe('/car-leasing/search?fuelTypes=5');
      // The browser's device id goes too, the same one each time (refer a friend's self-referral rule).
      expect(started.searchParams.get('deviceId')).toMatch(/^[0-9a-f]{32}$/);
      expect(started.searchParams.get('deviceId')).toBe(JSON.parse(window.localStorage.getItem('deviceId')!).value);
      expect(screen.getByRole('dialog', { name: 'Continue with Google' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Taking you to Google…');
    });

    it('sends an account page that asked for sign-in back to that page after Facebook', async () => {
      const loadPage = jest.fn();
      const user = userEvent.setup({ delay: null });
      await openOn('pre-register', { redirectUrl: '/locospace/enquiries' }, { loadPage });

      await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

      await waitFor(() => expect(loadPage).toHaveBeenCalled());
      expect(new URL(loadPage.mock.calls[0][0], 'http://site.test').searchParams.get('redirectUrl')).toBe('/locospace/enquiries');
    });

    it('carries the referral link this browser came through to a social sign-up', async () => {
      window.localStorage.setItem('referralCode', JSON.stringify({ value: 'ABCDEFGH23' }));
      const loadPage = jest.fn();
      const user = userEvent.setup({ delay: null });
      await openOn('pre-register', {}, { loadPage });

      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

      await waitFor(() => expect(loadPage).toHaveBeenCalled());
      expect(new URL(loadPage.mock.calls[0][0], 'http://site.test').searchParams.get('referralCode')).toBe('ABCDEFGH23');
      window.localStorage.removeItem('referralCode');
    });
  });

  describe('resetting a password', () => {
    it('goes from forgot password to email sent to new password to complete, then back to sign in', async () => {
      const network = installFakeNetwork()
        .on('POST', '/auth/forgot-password', { status: 202, body: { message: 'If the address has an account, a code is on its way.' } })
        .on('POST', '/auth/reset-password', { body: { reset: true } });
      const user = userEvent.setup({ delay: null });
      const store = await openOn('login');

      await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('sam@example.co.uk');
      await user.click(screen.getByRole('button', { name: 'Send me a code' }));

      expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeTruthy();
      expect(sent(network, '/auth/forgot-password')[0]?.body).toEqual({ email: 'sam@example.co.uk' });
      await user.click(screen.getByRole('button', { name: 'Enter my code' }));

      await user.type(screen.getByLabelText('Code from the email'), '654321');
      await user.type(screen.getByLabelText('New password'), 'a much better one 2');
      await user.click(screen.getByRole('button', { name: 'Save my new password' }));

      expect(await screen.findByRole('dialog', { name: 'Your password has been changed' })).toBeTruthy();
      expect(sent(network, '/auth/reset-password')[0]?.body).toEqual({ email: 'sam@example.co.uk', code: '654321', password: 'a much better one 2' });

      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(store.getState().user.authModal).toEqual({ step: 'login', email: 'sam@example.co.uk' });
    });

    it('places a wrong code beside the code field', async () => {
      installFakeNetwork().on('POST', '/auth/reset-password', refused(422, 'CODE_EXPIRED', 'This code has expired. Ask for a new one.'));
      const user = userEvent.setup({ delay: null });
      const store = renderModal();
      act(() => {
        store.dispatch(authModalOpened({ step: 'new-password', email: 'sam@example.co.uk' }));
      });

      await user.type(await screen.findByLabelText('Code from the email'), '654321');
      await user.type(screen.getByLabelText('New password'), 'a much better one 2');
      await user.click(screen.getByRole('button', { name: 'Save my new password' }));

      const error = await screen.findByText('This code has expired. Ask for a new one.');
      expect(screen.getByLabelText('Code from the email').getAttribute('aria-describedby')).toContain(error.id);
    });
  });

  describe('gathering a mobile number after a first social sign-in', () => {
    it('checks the number is a UK one, saves it with the id token, then introduces the AI search', async () => {
      const network = installFakeNetwork().on('POST', '/user/mobile', { body: { ...sam, phoneNumber: '07700900456' } });
      const user = userEvent.setup({ delay: null });
      const signedIn = signedInUser(Date.now());
      const store = await openOn('gather-mobile', signedIn);

      await user.type(screen.getByLabelText('Mobile number'), '0800 12');
      await user.click(screen.getByRole('button', { name: 'Save my number' }));
      expect(screen.getByText('This is not a valid phone number')).toBeTruthy();
      expect(sent(network, '/user/mobile')).toHaveLength(0);

      await user.clear(screen.getByLabelText('Mobile number'));
      await user.type(screen.getByLabelText('Mobile number'), '07700 900456');
      await user.click(screen.getByRole('button', { name: 'Save my number' }));

      expect(await screen.findByRole('dialog', { name: 'Your number is saved' })).toBeTruthy();
      expect(sent(network, '/user/mobile')[0]).toMatchObject({
        body: { token: signedIn.idToken, phoneNumber: '07700 900456' },
        headers: { Authorization: `Bearer ${signedIn.idToken}` },
      });
      expect(store.getState().user.phoneNumber).toBe('07700900456');

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('dialog', { name: 'Welcome: your account is ready' })).toBeTruthy();
    });
  });
});

const PASSWORD_RULE_TEXT = 'At least 10 characters, at most 128. Mix in a number, a capital or a symbol.';
