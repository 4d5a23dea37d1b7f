import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStarted } from '../../app/app-started';
import { deferredReply, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderWithStore } from '../../test-utils/render-app';
import { NewsletterSignUp } from './NewsletterSignUp';
import { readStoredProgress, storeProgress } from './subscription-storage';

const SIGN_UP = '/marketing/communication/sign-up';
const ACCEPTED = { status: 202, body: { status: 'check-your-inbox', message: 'Check your inbox' } };

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'sam@example.co.uk') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText(/First name/), 'Sam');
  await user.selectOptions(screen.getByLabelText('When will you lease?'), '1 to 3 months');
  await user.selectOptions(screen.getByLabelText('Monthly budget'), '£300');
}

const submitButton = () => screen.getByRole('button', { name: /send me deals|signing you up/i }) as HTMLButtonElement;

describe('newsletter sign-up', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers email, an optional name and the spec’s lease timings and budgets', () => {
    installFakeNetwork();
    renderWithStore(<NewsletterSignUp />);

    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).required).toBe(false);
    const timings = within(screen.getByLabelText('When will you lease?')).getAllByRole('option').map((option) => option.textContent);
    expect(timings).toEqual(['Choose a time', 'Under 4 weeks', '1 to 3 months', '3 to 6 months', '6 to 12 months', 'Over 1 year']);
    const budgets = within(screen.getByLabelText('Monthly budget')).getAllByRole('option').map((option) => option.textContent);
    expect(budgets).toEqual(['Choose a budget', 'Under £150', '£200', '£300', '£400', '£500', 'Over £500']);
  });

  it('asks for the missing fields without calling the API', async () => {
    const network = installFakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderWithStore(<NewsletterSignUp />);

    await user.click(submitButton());

    expect(screen.getByText('Your email is required')).toBeTruthy();
    expect(screen.getByText('Your lease timing is required')).toBeTruthy();
    expect(screen.getByText('Your budget is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(network.requests).toHaveLength(0);
  });

  it("shows the server's message next to the field it is about", async () => {
    installFakeNetwork().on('POST', SIGN_UP, {
      status: 400,
      body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid sign-up', errors: { email: 'This is not a valid email' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithStore(<NewsletterSignUp />);

    await fillIn(user, 'sam@nowhere');
    await user.click(submitButton());

    const message = await screen.findByText('This is not a valid email');
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toContain('Some details need another look.');
  });

  it('disables the button while sending, so a second click sends nothing', async () => {
    const reply = deferredReply();
    const network = installFakeNetwork().on('POST', SIGN_UP, reply.handler);
    const user = userEvent.setup({ delay: null });
    renderWithStore(<NewsletterSignUp />);

    await fillIn(user);
    await user.click(submitButton());

    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toContain('Signing you up');
    expect(screen.getByRole('status').textContent).toBe('Sending your details…');
    await user.click(submitButton());
    await act(async () => reply.release(ACCEPTED));

    await screen.findByText('Check your inbox');
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('asks the visitor to confirm from their inbox, and keeps nothing that names the address', async () => {
    const network = installFakeNetwork().on('POST', SIGN_UP, ACCEPTED);
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithStore(<NewsletterSignUp />);

    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText(/start once you follow it/)).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]?.body).toEqual({ email: 'sam@example.co.uk', name: 'Sam', leaseTiming: '1-3-months', budget: '300' });
    expect(store.getState().user.newsletter).toEqual({ status: 'check-your-inbox' });
    expect(readStoredProgress()).toEqual({ status: 'check-your-inbox' });
    const everythingStored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key)).join('\n');
    expect(everythingStored).not.toMatch(/sam@example|Sam\b/);
  });

  it('shows a remembered confirmed subscription on a later visit, forgets an old subscription id, and shows the form again on request', async () => {
    storeProgress({ status: 'subscribed', leaseTiming: 'under-4-weeks', budget: 'under-150' });
    window.localStorage.setItem('newsletterSubscriptionId', JSON.stringify({ value: 'sub-9' }));
    const network = installFakeNetwork().on('POST', SIGN_UP, ACCEPTED);
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithStore(<NewsletterSignUp />);
    act(() => {
      store.dispatch(appStarted());
    });

    expect(await screen.findByText("You're subscribed: Under 4 weeks, Under £150")).toBeTruthy();
    expect(window.localStorage.getItem('newsletterSubscriptionId')).toBeNull();
    expect(network.requests.filter((request) => request.path.startsWith('/marketing/'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign up another email' }));

    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(screen.queryByText(/You're subscribed/)).toBeNull();
  });

  it('explains a failure that is not about a field and lets the visitor try again', async () => {
    installFakeNetwork().on('POST', SIGN_UP, { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderWithStore(<NewsletterSignUp />);

    await fillIn(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We couldn't sign you up. An error has occurred at the API level. Please try again in a moment.");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });
});
