import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeNetwork, installFakeNetwork, type RecordedRequest } from '../../../test-utils/fake-fetch';
import { renderAppAt } from '../../../test-utils/render-routes';
import { sam, signedInUser } from '../../../test-utils/tokens';

const NEW_ADDRESS = 'sam.new@example.co.uk';
const SENT = `We’ve sent a code to ${NEW_ADDRESS}. Enter it below to move your account to that address.`;

const posts = (network: FakeNetwork, path: string): RecordedRequest[] => network.requests.filter((request) => request.method === 'POST' && request.path === path);
const panel = () => screen.queryByRole('form', { name: 'Confirm your new email address' });
const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;

async function codeEntered(code: string) {
  const user = userEvent.setup({ delay: null });
  const field = within(panel() as HTMLElement).getByLabelText('Verification code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(panel() as HTMLElement).getByRole('button', { name: 'Confirm' }));
  return field;
}

describe('changing the account’s email address (/locospace/account-details)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the old address after a save with a new one, and asks for the code sent to the new one', async () => {
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork()
      .on('GET', '/user/details', { body: { ...sam, pendingEmail: null } })
      .on('POST', '/user/details/update', { body: { ...sam, firstName: 'Samuel', pendingEmail: NEW_ADDRESS } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderAppAt('/locospace/account-details', signedIn);
    await waitFor(() => expect(emailField().value).toBe('sam@example.co.uk'));
    expect(panel()).toBeNull();

    await user.clear(emailField());
    await user.type(emailField(), NEW_ADDRESS);
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Samuel');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));

    const form = await screen.findByRole('form', { name: 'Confirm your new email address' });
    expect(form.textContent).toContain(SENT);
    // The form is the account again once the save is done: its address is still the old one.
    await waitFor(() => expect(emailField().value).toBe('sam@example.co.uk'));
    expect(screen.queryByText('Your details are saved.')).toBeNull();
    expect(screen.getByText(/Your name and phone number are saved\. Your email address changes once you confirm/)).toBeTruthy();
    expect(store.getState().user).toMatchObject({ email: 'sam@example.co.uk', pendingEmail: NEW_ADDRESS, firstName: 'Samuel' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Verification code')));
    expect(posts(network, '/user/details/update')[0]?.body).toMatchObject({ token: signedIn.idToken, email: NEW_ADDRESS, firstName: 'Samuel' });
  });

  it('shows the panel for a change read with the account, as after a reload', async () => {
    installFakeNetwork().on('GET', '/user/details', { body: { ...sam, pendingEmail: NEW_ADDRESS } });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));

    const form = await screen.findByRole('form', { name: 'Confirm your new email address' });
    expect(form.textContent).toContain(SENT);
    expect(emailField().value).toBe('sam@example.co.uk');
    // Read, not just asked for: the focus stays where the person put it.
    expect(document.activeElement).not.toBe(within(form).getByLabelText('Verification code'));
  });

  it('checks the code is six digits before sending it', async () => {
    const network = installFakeNetwork().on('GET', '/user/details', { body: { ...sam, pendingEmail: NEW_ADDRESS } });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    await screen.findByRole('form', { name: 'Confirm your new email address' });

    const field = await codeEntered('12ab5');

    expect(screen.getByText('This is not a valid verification code').id).toBe('account-email-code-error');
    expect(field.getAttribute('aria-describedby')).toContain('account-email-code-error');
    expect(posts(network, '/user/email/confirm')).toHaveLength(0);
  });

  it('says a wrong code beside the code field, and keeps the old address and the panel', async () => {
    installFakeNetwork()
      .on('GET', '/user/details', { body: { ...sam, pendingEmail: NEW_ADDRESS } })
      .on('POST', '/user/email/confirm', {
        status: 400,
        body: { type: 'validation', code: 'INVALID_CODE', message: 'This is not a valid verification code', errors: { code: 'This is not a valid verification code' } },
      });
    const { store } = renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    await screen.findByRole('form', { name: 'Confirm your new email address' });

    const field = await codeEntered('123456');

    const error = await screen.findByText('This is not a valid verification code');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(panel()).not.toBeNull();
    expect(store.getState().user).toMatchObject({ email: 'sam@example.co.uk', pendingEmail: NEW_ADDRESS });
  });

  it('puts the API’s words for an expired code beside the field', async () => {
    installFakeNetwork()
      .on('GET', '/user/details', { body: { ...sam, pendingEmail: NEW_ADDRESS } })
      .on('POST', '/user/email/confirm', { status: 422, body: { type: 'refused', code: 'CODE_EXPIRED', message: 'This code has expired. Ask for a new one.' } });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    await screen.findByRole('form', { name: 'Confirm your new email address' });

    const field = await codeEntered('123456');

    const error = await screen.findByText('This code has expired. Ask for a new one.');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('moves the account to the new address with the right code, and the panel goes', async () => {
    const signedIn = signedInUser(Date.now());
    const network = installFakeNetwork()
      .on('GET', '/user/details', { body: { ...sam, pendingEmail: NEW_ADDRESS } })
      .on('POST', '/user/email/confirm', { body: { ...sam, email: NEW_ADDRESS, pendingEmail: null } });
    const { store } = renderAppAt('/locospace/account-details', signedIn);
    await screen.findByRole('form', { name: 'Confirm your new email address' });

    await codeEntered('123456');

    await waitFor(() => expect(panel()).toBeNull());
    expect(emailField().value).toBe(NEW_ADDRESS);
    expect(screen.getByText(`Your email address is now ${NEW_ADDRESS}.`)).toBeTruthy();
    expect(store.getState().user).toMatchObject({ email: NEW_ADDRESS, pendingEmail: null });
    expect(posts(network, '/user/email/confirm')[0]?.body).toEqual({ token: signedIn.idToken, code: '123456' });
    expect(posts(network, '/user/email/confirm')[0]?.headers.Authorization).toBe(`Bearer ${signedIn.idToken}`);
  });

  it('reads the account again when the API has no change waiting (confirmed elsewhere), and says so', async () => {
    let reads = 0;
    const network = installFakeNetwork()
      .on('GET', '/user/details', () => {
        reads += 1;
        return { body: reads === 1 ? { ...sam, pendingEmail: NEW_ADDRESS } : { ...sam, email: NEW_ADDRESS, pendingEmail: null } };
      })
      .on('POST', '/user/email/confirm', {
        status: 422,
        body: { type: 'refused', code: 'NO_EMAIL_CHANGE', message: 'There is no change of address waiting for a code. Change your email again to get one.' },
      });
    renderAppAt('/locospace/account-details', signedInUser(Date.now()));
    await screen.findByRole('form', { name: 'Confirm your new email address' });

    await codeEntered('123456');

    await waitFor(() => expect(panel()).toBeNull());
    expect(emailField().value).toBe(NEW_ADDRESS);
    expect(screen.getByRole('alert').textContent).toBe('There is no change of address waiting for a code. Change your email again to get one.');
    expect(network.requests.filter((request) => request.path === '/user/details')).toHaveLength(2);
  });
});
