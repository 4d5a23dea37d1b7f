import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';

// The contact form's three variants as a visitor sends them, in Chromium over the real API (tiny catalogue) with a
// real SMTP peer: the ALTCHA check solved in the page, the reference shown, then the copy in the variant's mailbox
// (configured here, so the test sees the configuration obeyed) and the acknowledgement to the sender.

jest.setTimeout(90_000);

const SEEN_WITHIN_MS = 20_000;
const REFERENCE = /FB-[0-9A-HJKMNP-TV-Z]{10}/;
const MAILBOXES = {
  SUPPORT_MAILBOX: 'help-desk@e2e.example',
  ADVERTISING_MAILBOX: 'sales-team@e2e.example',
  AI_FEEDBACK_MAILBOX: 'ai-team@e2e.example',
};

describeInBrowser('the contact form in the browser', () => {
  let site: SeededSite;
  let smtp: SmtpPeer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [site, browser] = await Promise.all([
      startSeededSite({ scale: 'tiny', version: 'e2e', env: { SMTP_URL: smtp.url, DELIVERY_POLL_MS: '50', ...MAILBOXES } }),
      launchBrowser(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterEach(async () => {
    await page?.close();
  });

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `contact-${name}.png`), fullPage: true });

  async function fillContact(email: string, message: string) {
    await page.getByLabel('Name', { exact: true }).fill('Priya Shah-Jones');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number (optional)').fill('07700 900456');
    await page.getByLabel('Message', { exact: true }).fill(message);
  }

  /** Ticks the box (the widget solves the API's own challenge in the page), sends, and reads the reference shown. */
  async function send(button: string): Promise<string> {
    await page.locator('altcha-widget').getByText(/not a robot/i).click();
    await page.locator('altcha-widget [data-state="verified"]').first().waitFor({ timeout: SEEN_WITHIN_MS });
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor({ timeout: SEEN_WITHIN_MS });
    const shown = await page.getByText(/Your reference is/).textContent();
    return REFERENCE.exec(shown ?? '')![0];
  }

  /** The team's copy in its mailbox, and the acknowledgement at the sender's address: both name the reference. */
  async function mailsFor(reference: string, mailbox: string, sender: string) {
    const copy = await smtp.waitFor((mail) => mail.to.includes(mailbox) && mail.subject.includes(reference), SEEN_WITHIN_MS);
    const acknowledgement = await smtp.waitFor((mail) => mail.to.includes(sender) && mail.text.includes(reference), SEEN_WITHIN_MS);
    expect(copy.to).toEqual([mailbox]);
    expect(acknowledgement.to).toEqual([sender]);
    return { copy, acknowledgement };
  }

  test('feedback and support: the question reaches the support mailbox, and the sender gets the reference', async () => {
    await page.goto(`${site.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Feedback and support' }).waitFor();
    await fillContact('priya.support@example.co.uk', 'The Golf deal page shows two different monthly prices.');
    await page.getByLabel('What is it about?').selectOption({ label: 'A deal or a supplier' });
    await shot('1-support-filled');
    const reference = await send('Send my message');
    await shot('2-support-sent');

    const { copy } = await mailsFor(reference, MAILBOXES.SUPPORT_MAILBOX, 'priya.support@example.co.uk');
    expect(copy.subject).toContain('Feedback and support');
    expect(copy.text).toContain('The Golf deal page shows two different monthly prices.');
    expect(copy.text).toContain('About: A deal or a supplier');
  });

  test('advertising, reached from the footer: the enquiry reaches the advertising mailbox with the company', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Advertise with us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Advertise with us' }).waitFor();
    await page.getByText(/never changes a deal’s score or where it ranks/).waitFor();
    await fillContact('priya.ads@example.co.uk', 'We would like to sponsor the electric car guide.');
    await page.getByLabel('Company', { exact: true }).fill('Acme Charging Ltd');
    await page.getByLabel('Website (optional)').fill('www.acme-charging.example');
    const reference = await send('Send my enquiry');
    await shot('3-advertising-sent');

    const { copy } = await mailsFor(reference, MAILBOXES.ADVERTISING_MAILBOX, 'priya.ads@example.co.uk');
    expect(copy.subject).toContain('Advertising');
    expect(copy.text).toContain('Company: Acme Charging Ltd');
    expect(copy.text).toContain('We would like to sponsor the electric car guide.');
  });

  test('AI feedback, from the AI search’s reading: the verdict, the search and its conversation reach the AI mailbox', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('searchbox', { name: 'Describe what you want' }).fill('automatic car under £700 a month');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'How we read “automatic car under £700 a month”' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await page.getByRole('link', { name: 'Tell us how the AI search did' }).click();

    await page.getByRole('heading', { level: 1, name: 'Tell us how the AI search did' }).waitFor();
    const conversation = new URL(page.url()).searchParams.get('conversation');
    expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText('About your search:').waitFor();
    expect(await page.getByText('About your search:').textContent()).toContain('automatic car under £700 a month');
    await page.getByRole('group', { name: 'How did the AI search do?' }).getByLabel('It got some of it right').check();
    await fillContact('priya.ai@example.co.uk', 'It read the budget but showed me manual cars too.');
    await shot('4-ai-feedback-filled');
    const reference = await send('Send my feedback');

    const { copy } = await mailsFor(reference, MAILBOXES.AI_FEEDBACK_MAILBOX, 'priya.ai@example.co.uk');
    expect(copy.subject).toContain('AI search feedback');
    expect(copy.text).toContain('AI search: It got some of it right');
    expect(copy.text).toContain('Searched for: automatic car under £700 a month');
    expect(copy.text).toContain(`Conversation: ${conversation}`);
  });
});
