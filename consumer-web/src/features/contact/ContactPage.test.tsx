import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_MESSAGES } from '@lease/domain';
import { deferredReply, type FakeNetwork, installFakeNetwork } from '../../test-utils/fake-fetch';
import { renderAppAt } from '../../test-utils/render-routes';

// The contact page's three variants, rendered in the whole app with the network faked at fetch: what a person
// sees of each form, what it says before and after sending, and what it sends.

// The real widget needs Web Crypto and workers that jsdom lacks; the tests play its part by dispatching the
// events it documents on the <altcha-widget> element.
jest.mock('altcha', () => ({}));

const challenge = { provider: 'altcha', parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'sig' };
const CONVERSATION = '3f2c8a4e-5b6d-4c7e-9f80-1a2b3c4d5e6f';
const SENT = { reference: 'FB-0123456789', message: FEEDBACK_MESSAGES.sent };
const CAPTCHA_MESSAGE = 'You need to prove you are human by clicking the box';

function site(): FakeNetwork {
  return installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.1.0' } }).on('GET', '/captcha/challenge', { body: challenge });
}

function renderContact(path: string) {
  let ids = 0;
  const view = renderAppAt(path, { visitorKey: 'visitor-1', visitorKeyTimestamp: 1 }, { randomId: () => `key-${++ids}` });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function solveCaptcha(payload = 'solved') {
  const element = await waitFor(() => {
    const widget = document.querySelector('altcha-widget');
    if (!widget) throw new Error('the captcha widget is not there yet');
    return widget;
  });
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>, message = 'The Golf deal page shows two prices.') {
  await user.type(await screen.findByLabelText('Name'), 'Sam Jones');
  await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
  await user.type(screen.getByLabelText('Message'), message);
}

const form = () => screen.getByRole('form');
const sends = (network: FakeNetwork) => network.requests.filter((request) => request.method === 'POST' && request.path === '/feedback/send');
const challenges = (network: FakeNetwork) => network.requests.filter((request) => request.path === '/captcha/challenge');

describe('the contact page', () => {
  it('asks feedback and support what the message is about', async () => {
    site();
    renderContact('/contact');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Feedback and support');
    expect(within(form()).getByRole('combobox', { name: 'What is it about?' })).toBeTruthy();
    expect(within(form()).getAllByRole('option').map((option) => option.textContent)).toContain('Something is not working');
    expect(within(form()).queryByLabelText('Company')).toBeNull();
    expect(within(form()).queryByRole('radiogroup')).toBeNull();
    expect(screen.getByLabelText('Phone number (optional)')).toBeTruthy();
    expect(screen.getByText('2,000 characters left')).toBeTruthy();
    expect(document.title).toBe('Feedback and support · Lease Deals');
  });

  it('asks an advertiser for their company and website, and says advertising never buys a score or a ranking', async () => {
    site();
    renderContact('/contact/advertising');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Advertise with us');
    expect(screen.getByText(/Advertising never changes a deal’s score or where it ranks in a search/)).toBeTruthy();
    expect(within(form()).getByRole('textbox', { name: 'Company' })).toBeTruthy();
    expect(within(form()).getByRole('textbox', { name: 'Website (optional)' })).toBeTruthy();
    expect(within(form()).queryByRole('combobox')).toBeNull();
    expect(document.title).toBe('Advertise with us · Lease Deals');
  });

  it('asks how the AI search did, as radio buttons in a group named by its legend', async () => {
    site();
    renderContact('/contact/ai-feedback');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tell us how the AI search did');
    const verdicts = within(form()).getByRole('group', { name: 'How did the AI search do?' });
    expect(within(verdicts).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'It found what I wanted',
      'It got some of it right',
      'It misunderstood me',
    ]);
    expect(within(form()).queryByLabelText('Company')).toBeNull();
    expect(screen.queryByText(/About your search/)).toBeNull();
  });

  it('says what is missing beside each field, in the API’s words, focuses the first, and sends nothing', async () => {
    const network = site();
    const { user } = renderContact('/contact');

    await user.click(await screen.findByRole('button', { name: 'Send my message' }));

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Your name is required').id);
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toContain(screen.getByText('Your email address is required').id);
    expect(screen.getByText('Your message is required')).toBeTruthy();
    expect(screen.getByText(FEEDBACK_MESSAGES.topic)).toBeTruthy();
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(sends(network)).toHaveLength(0);

    await user.type(name, 'Sam');
    expect(screen.queryByText('Your name is required')).toBeNull();
  });

  it('counts down the characters left and refuses a message over 2,000 characters', async () => {
    const network = site();
    const { user } = renderContact('/contact/advertising');
    const message = await screen.findByLabelText('Message');

    await user.type(message, 'Hello');
    expect(screen.getByText('1,995 characters left')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('1 character too many')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));

    expect(message.getAttribute('aria-describedby')).toContain(screen.getByText('Your message should be at most 2,000 characters').id);
    expect(screen.getByText('Your company is required')).toBeTruthy();
    expect(sends(network)).toHaveLength(0);
  });

  it('places the API’s field errors beside their fields and asks for the captcha again', async () => {
    const network = site().on('POST', '/feedback/send', {
      status: 400,
      body: {
        type: 'validation',
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        errors: { emailAddress: 'This is not a valid email', 'g-recaptcha-response': CAPTCHA_MESSAGE },
      },
    });
    const { user } = renderContact('/contact/advertising');
    await fillCommon(user);
    await user.type(screen.getByLabelText('Company'), 'Acme Leasing');
    await solveCaptcha('forged');
    await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));

    const error = await screen.findByText('This is not a valid email');
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(email);
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some details need another look.');
    // The spent solution is dropped with its widget: a fresh challenge to solve.
    await waitFor(() => expect(challenges(network)).toHaveLength(2));
  });

  it('sends the feedback form and shows the reference in place of the form, focused', async () => {
    const reply = deferredReply();
    const network = site().on('POST', '/feedback/send', reply.handler);
    const { user } = renderContact('/contact');
    await fillCommon(user);
    await user.type(screen.getByLabelText('Phone number (optional)'), '07700 900123');
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'A deal or a supplier');
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    const sending = await screen.findByRole('button', { name: /Sending…/ });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => reply.release({ body: SENT }));

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('FB-0123456789').closest('p')?.textContent).toBe('Your reference is FB-0123456789.');
    expect(screen.getByText(FEEDBACK_MESSAGES.sent)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const [sent] = sends(network);
    expect(sent!.body).toEqual({
      variant: 'feedback',
      name: 'Sam Jones',
      emailAddress: 'sam@example.co.uk',
      phoneNumber: '07700 900123',
      message: 'The Golf deal page shows two prices.',
      topic: 'deal',
      visitorKey: 'visitor-1',
      'g-recaptcha-response': 'solved',
    });
    expect(sent!.headers['Idempotency-Key']).toBe('key-1');
  });

  it('carries the AI search’s conversation and words from the link into the message', async () => {
    const network = site().on('POST', '/feedback/send', { body: SENT });
    const { user } = renderContact(`/contact/ai-feedback?conversation=${CONVERSATION}&q=${encodeURIComponent('electric SUV under £300 <b>now</b>')}`);

    expect((await screen.findByText(/About your search/)).textContent).toBe('About your search: electric SUV under £300 <b>now</b>');
    await fillCommon(user, 'It ignored the budget.');
    await user.click(screen.getByLabelText('It got some of it right'));
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send my feedback' }));

    await screen.findByText('FB-0123456789');
    expect(sends(network)[0]!.body).toMatchObject({
      variant: 'ai-feedback',
      verdict: 'partly',
      conversationId: CONVERSATION,
      query: 'electric SUV under £300 <b>now</b>',
      message: 'It ignored the budget.',
    });
  });

  it('leaves out a conversation that is not one, and asks for the verdict before sending', async () => {
    const network = site().on('POST', '/feedback/send', { body: SENT });
    const { user } = renderContact('/contact/ai-feedback?conversation=not-a-uuid');
    await fillCommon(user);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send my feedback' }));

    expect(screen.getByText(FEEDBACK_MESSAGES.verdict)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'How did the AI search do?' }));
    await user.click(screen.getByLabelText('It misunderstood me'));
    await user.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await screen.findByText('FB-0123456789');
    expect(sends(network)[0]!.body).not.toHaveProperty('conversationId');
  });

  it.each([
    [429, 'You have sent several messages in a short time. Please wait a few minutes and try again.'],
    [500, "We're unable to send your message. Please try again later."],
  ])('says so when the API answers %i, and sends the same message again under the same key', async (status, words) => {
    const network = site().on('POST', '/feedback/send', { status, body: { type: 'error', code: 'X', message: 'no' } });
    const { user } = renderContact('/contact');
    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'My account');
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send my message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(words);
    const again = screen.getByRole('button', { name: 'Send my message' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    await user.click(again);
    await waitFor(() => expect(sends(network)).toHaveLength(2));
    expect(sends(network).map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
  });

  it('is linked from the footer: Contact us and Advertise with us', async () => {
    site();
    renderContact('/contact');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(within(footer).getByRole('link', { name: 'Advertise with us' }).getAttribute('href')).toBe('/contact/advertising');
  });
});
