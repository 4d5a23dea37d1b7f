import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../../app/store';
import { golfDeal } from '../../test-utils/deal-fixtures';
import { deferredReply, type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { fakeJwt, signedInUser } from '../../test-utils/tokens';
import { userSlice, type UserState } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { EnquirySection } from './EnquirySection';

// The real widget needs Web Crypto and workers that jsdom lacks; the tests play its part by dispatching the
// events it documents on the <altcha-widget> element.
jest.mock('altcha', () => ({}));

const deal = golfDeal as unknown as DealDetail;
const challenge = { provider: 'altcha', parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'sig' };
const initialUser = userSlice.reducer(undefined, { type: 'init' });

function renderSection(user: Partial<UserState> = {}, state: Partial<RootState> = {}) {
  let ids = 0;
  const store = makeStore({ ...state, user: { ...initialUser, ...user } }, { randomId: () => `key-${++ids}` });
  const view = render(
    <Provider store={store}>
      <EnquirySection deal={deal} />
    </Provider>,
  );
  return { store, ...view };
}

const withChallenge = (network: FakeNetwork) => network.on('GET', '/captcha/challenge', { body: challenge });

async function widget(): Promise<Element> {
  return waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('the captcha widget is not there yet');
    return element;
  });
}

async function solveCaptcha(payload = 'solved') {
  const element = await widget();
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

async function answerQuestions(user: ReturnType<typeof userEvent.setup>, own = 'No, I’ll hand it back', credit = 'Good') {
  await user.click(screen.getByRole('button', { name: 'Request a call back' }));
  await screen.findByRole('heading', { name: 'Two quick questions' });
  await user.click(screen.getByLabelText(own));
  await user.click(screen.getByLabelText(credit));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, postcode: string | null = 'sw1a 1aa') {
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Jones');
  await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  if (postcode !== null) await user.type(screen.getByLabelText('Postcode'), postcode);
}

const leadPosts = (network: FakeNetwork, path: string) => network.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('enquiry section on the deal page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.dataLayer;
  });

  it('takes an anonymous visitor through the questions, the call-back form and the code to the enquiry reference', async () => {
    const network = withChallenge(installFakeNetwork())
      .on('POST', '/lead/register', { body: { leadReference: 'LD-0123456789' } })
      .on('POST', '/lead/verify', { body: { enquiryReference: 'EQ-0123456789' } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderSection();

    expect(network.requests.some((request) => request.path === '/captcha/challenge')).toBe(false);
    await answerQuestions(user);
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBe(document.activeElement);
    await fillContact(user);
    expect((await widget()).getAttribute('challenge')).toBe(JSON.stringify({ parameters: challenge.parameters, signature: 'sig' }));
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    const code = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(leadPosts(network, '/lead/register')[0]?.body).toMatchObject({ vehiclePriceId: 5001, postcode: 'SW1A 1AA', 'g-recaptcha-response': 'solved' });

    await user.type(code, '123456');
    await user.click(screen.getByLabelText('By email'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Thanks, your request is confirmed' })).toBeTruthy();
    expect(screen.getByText('EQ-0123456789')).toBeTruthy();
    expect(leadPosts(network, '/lead/verify')[0]?.body).toEqual({
      leadReference: 'LD-0123456789',
      code: '123456',
      marketingCommunicationsEmail: true,
      marketingCommunicationsSms: false,
    });
    expect(window.dataLayer).toContainEqual({ event: 'order_complete', value: 235, currency: 'GBP', transaction_id: 'EQ-0123456789' });
    expect(store.getState().user).toMatchObject({ enquiryReference: 'EQ-0123456789', enquiredDeals: [5001], leadReference: null });
  });

  it('checks the form in the browser first, asking for the captcha', async () => {
    const network = withChallenge(installFakeNetwork());
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await screen.findByRole('heading', { name: 'Your details' });
    await widget();
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(screen.getByText('You need to prove you are human by clicking the box')).toBeTruthy();
    expect(leadPosts(network, '/lead/register')).toHaveLength(0);
  });

  it('places the field errors of a 400 beside their fields', async () => {
    withChallenge(installFakeNetwork()).on('POST', '/lead/register', {
      status: 400,
      body: {
        type: 'validation',
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        errors: { firstName: 'This is not a valid name', emailAddress: 'This is not a valid email', vehiclePriceId: 'Your deal should be numbers only' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await fillContact(user);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    const message = await screen.findByText('This is not a valid name');
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toContain(screen.getByText('This is not a valid email').id);
    expect(document.activeElement).toBe(firstName);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Some details need another look.');
    expect(alert.textContent).toContain('Your deal should be numbers only');

    await user.type(firstName, 'x');
    expect(screen.queryByText('This is not a valid name')).toBeNull();
  });

  it('sends one request for a double click, with the button disabled while it is out', async () => {
    const reply = deferredReply();
    const network = withChallenge(installFakeNetwork()).on('POST', '/lead/register', reply.handler);
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await fillContact(user);
    await solveCaptcha();
    const send = screen.getByRole('button', { name: 'Request my call back' }) as HTMLButtonElement;
    await user.dblClick(send);
    await waitFor(() => expect((screen.getByRole('button', { name: /Sending/ }) as HTMLButtonElement).disabled).toBe(true));
    await user.click(screen.getByRole('button', { name: /Sending/ }));
    await act(async () => reply.release({ body: { leadReference: 'LD-0123456789' } }));

    await screen.findByLabelText('Verification code');
    expect(leadPosts(network, '/lead/register')).toHaveLength(1);
  });

  it('says the deal is gone when the call-back answers 404', async () => {
    withChallenge(installFakeNetwork()).on('POST', '/lead/register', { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } });
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await fillContact(user);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This deal is no longer available.');
  });

  it('fetches a new challenge and asks for the box again when the API says the captcha expired', async () => {
    const network = withChallenge(installFakeNetwork()).on('POST', '/lead/register', {
      status: 422,
      body: { type: 'refused', code: 'CAPTCHA_HAS_EXPIRED', message: 'The captcha has expired' },
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await fillContact(user);
    await solveCaptcha('stale');
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    expect(await screen.findByText('You need to prove you are human by clicking the box')).toBeTruthy();
    await waitFor(() => expect(network.requests.filter((request) => request.path === '/captcha/challenge')).toHaveLength(2));
    await widget();
    // The old answer is gone with the old widget: sending again asks for the box without calling the API.
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));
    expect(leadPosts(network, '/lead/register')).toHaveLength(1);
  });

  it('asks for the box again when the API finds the captcha answer invalid', async () => {
    const network = withChallenge(installFakeNetwork()).on('POST', '/lead/register', {
      status: 400,
      body: { type: 'validation', code: 'CAPTCHA_INVALID', message: 'Invalid', errors: { 'g-recaptcha-response': 'You need to prove you are human by clicking the box' } },
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    await fillContact(user);
    await solveCaptcha('forged');
    await user.click(screen.getByRole('button', { name: 'Request my call back' }));

    expect(await screen.findByText('You need to prove you are human by clicking the box')).toBeTruthy();
    await waitFor(() => expect(network.requests.filter((request) => request.path === '/captcha/challenge')).toHaveLength(2));
    await solveCaptcha('honest');
    expect(screen.queryByText('You need to prove you are human by clicking the box')).toBeNull();
  });

  it('says the captcha cannot load when the API uses Google reCAPTCHA', async () => {
    installFakeNetwork().on('GET', '/captcha/challenge', { body: { provider: 'recaptcha' } });
    renderSection({ lead: { status: 'info', dealId: 5001, kind: 'call-back' } });

    expect((await screen.findByRole('alert')).textContent).toMatch(/can’t load just now/);
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('shows the code error beside the code field when the code is wrong', async () => {
    installFakeNetwork().on('POST', '/lead/verify', {
      status: 400,
      body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { code: 'This is not a valid verification code' } },
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001, kind: 'call-back' } });

    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const message = await screen.findByText('This is not a valid verification code');
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(code);
  });

  it('resets the lead and says the deal is gone when verification answers 404', async () => {
    installFakeNetwork().on('POST', '/lead/verify', { status: 404, body: { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS', message: 'gone' } });
    const user = userEvent.setup({ delay: null });
    const { store } = renderSection({ leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001, kind: 'call-back' } });

    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This deal is no longer available.');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeTruthy();
    expect(store.getState().user.leadReference).toBeNull();
  });

  it('sends a new code on request and says so, or gives the server’s reason when there were too many', async () => {
    let tooMany = false;
    installFakeNetwork().on('POST', '/lead/code/send', () =>
      tooMany ? { status: 429, body: { type: 'refused', code: 'TOO_MANY_SENDS', message: 'You have asked for too many codes. Please wait an hour and try again.' } } : { body: {} },
    );
    const user = userEvent.setup({ delay: null });
    renderSection({ leadReference: 'LD-0123456789', lead: { status: 'verify', dealId: 5001, kind: 'call-back' } });

    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();

    tooMany = true;
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have asked for too many codes. Please wait an hour and try again.');
  });

  it('steers someone who wants to own the car to the PCP form, which sends the deal without a postcode', async () => {
    const network = withChallenge(installFakeNetwork()).on('POST', '/lead/register/pcp', { body: { leadReference: 'LD-0123456789' } });
    const user = userEvent.setup({ delay: null });
    renderSection();

    await answerQuestions(user, 'Yes, I want to keep it', 'Good');
    expect(await screen.findByRole('heading', { name: 'A lease may not be what you want' })).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: 'Get a PCP quote' }));

    await screen.findByRole('heading', { name: 'Get a PCP quote for this car' });
    expect(screen.queryByLabelText('Postcode')).toBeNull();
    await fillContact(user, null);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send my details' }));

    await screen.findByLabelText('Verification code');
    expect(leadPosts(network, '/lead/register/pcp')[0]?.body).toMatchObject({
      manufacturer: 'Volkswagen',
      model: 'Golf',
      derivative: '1.5 TSI Life 5dr',
      monthlyPayment: 235,
      initialPaymentTotal: 2115,
      documentFee: 199,
      term: 36,
      'g-recaptcha-response': 'solved',
    });
  });

  it('steers someone with poor credit to the credit specialist, and can go back to the answers', async () => {
    withChallenge(installFakeNetwork());
    const user = userEvent.setup({ delay: null });
    renderSection();

    await answerQuestions(user, 'No, I’ll hand it back', 'Poor');
    await screen.findByRole('heading', { name: 'A specialist may serve you better' });
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect((screen.getByLabelText('Poor') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Talk to a credit specialist' }));
    expect(await screen.findByRole('heading', { name: 'Talk to a credit specialist' })).toBeTruthy();
  });

  it('asks for the unanswered questions before going on', async () => {
    installFakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderSection();

    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await screen.findByRole('heading', { name: 'Two quick questions' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const group = screen.getByRole('group', { name: 'Do you want to own the car at the end?' });
    expect(within(group).getByText('Your answer is required')).toBeTruthy();
    expect(document.activeElement).toBe(group);
  });

  it('offers a salary sacrifice check that says when it does not fit', async () => {
    installFakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderSection();

    await user.click(screen.getByRole('button', { name: 'Thinking of salary sacrifice?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could salary sacrifice suit you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Check if it suits me' }));
    const questions = within(screen.getByRole('dialog'));
    await user.click(questions.getAllByLabelText('No')[0]!);
    await user.click(questions.getAllByLabelText('Yes')[1]!);
    await user.click(questions.getAllByLabelText('Yes')[2]!);
    await user.click(questions.getByRole('button', { name: 'See if it suits me' }));

    expect(screen.getByRole('dialog', { name: 'Salary sacrifice isn’t open to you' }).textContent).toMatch(/scheme your employer runs/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Thinking of salary sacrifice?' }));
  });

  it('takes a suitable salary sacrifice check on to the call-back form', async () => {
    withChallenge(installFakeNetwork());
    const user = userEvent.setup({ delay: null });
    renderSection();

    await user.click(screen.getByRole('button', { name: 'Thinking of salary sacrifice?' }));
    await user.click(await screen.findByRole('button', { name: 'Check if it suits me' }));
    for (const answer of within(screen.getByRole('dialog')).getAllByLabelText('Yes')) await user.click(answer);
    await user.click(screen.getByRole('button', { name: 'See if it suits me' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  describe('signed in', () => {
    const idToken = fakeJwt(Date.now() + 15 * 60_000);
    const signedIn = signedInUser(Date.now(), idToken);

    it('sends the enquiry and shows its reference, pushing the order-complete event', async () => {
      const network = installFakeNetwork().on('POST', '/user/enquiry/send', { body: { enquiryReference: 'EQ-0123456789' } });
      const user = userEvent.setup({ delay: null });
      renderSection(signedIn);

      expect(screen.queryByRole('button', { name: 'Request a call back' })).toBeNull();
      await user.type(await screen.findByLabelText(/Phone number/), '07700 900123');
      await user.type(screen.getByLabelText('Postcode'), 'sw1a 1aa');
      await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));

      expect(await screen.findByText('EQ-0123456789')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Enquiry sent' })).toBeTruthy();
      expect(leadPosts(network, '/user/enquiry/send')[0]?.body).toEqual({ token: idToken, deal_id: 5001, phoneNumber: '07700%20900123', postcode: 'SW1A 1AA' });
      expect(window.dataLayer).toContainEqual({ event: 'order_complete', value: 235, currency: 'GBP', transaction_id: 'EQ-0123456789' });
    });

    it('places the server’s field errors beside the enquiry fields, and sends once for a double click', async () => {
      const reply = deferredReply();
      const network = installFakeNetwork().on('POST', '/user/enquiry/send', reply.handler);
      const user = userEvent.setup({ delay: null });
      renderSection(signedIn);

      await user.type(await screen.findByLabelText('Postcode'), 'SW1A 1AA');
      await user.dblClick(screen.getByRole('button', { name: 'Send my enquiry' }));
      await act(async () =>
        reply.release({ status: 400, body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Invalid', errors: { postcode: 'We do not deliver to this postcode' } } }),
      );

      const message = await screen.findByText('We do not deliver to this postcode');
      expect(screen.getByLabelText('Postcode').getAttribute('aria-describedby')).toContain(message.id);
      expect(leadPosts(network, '/user/enquiry/send')).toHaveLength(1);
    });

    it('shows the sending-enquiry message when the API fails, and the deal-gone message on a 404', async () => {
      let status = 500;
      installFakeNetwork().on('POST', '/user/enquiry/send', () => ({ status, body: status === 404 ? { type: 'notfound', code: 'DEAL_NO_LONGER_EXISTS' } : undefined }));
      const user = userEvent.setup({ delay: null });
      renderSection(signedIn);

      await user.type(await screen.findByLabelText('Postcode'), 'SW1A 1AA');
      await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));
      expect((await screen.findByRole('alert')).textContent).toBe("We're unable to send the enquiry. Please try again later.");

      status = 404;
      await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This deal is no longer available.'));
    });
  });
});
