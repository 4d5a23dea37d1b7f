import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { issueSupplierKey, sendFeed } from '../test-support/supplier-feeds';
import { until } from '../test-support/until';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';

// The account space as a person uses it, in Chromium over the real API, its alert reactor and a real SMTP peer
// (docs/account-space.md): a deal saved for later before signing in joins the account's garage at sign-in; price
// alert emails switched on, an alert set on the deal, a search saved; then the deal's supplier sends a cheaper
// price and the alert shows as triggered on /locospace/price-alerts, and its email arrives.

jest.setTimeout(120_000);

const SEEN_WITHIN_MS = 20_000;
const SERVER_SECRET = 'account-space-e2e-secret-long-enough-for-the-config';
const EMAIL = 'ola@example.com';
const PASSWORD = 'Kettle-drum-42';

/** Pounds as the site writes them: £1,234.50. */
const money = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const header = (page: Page) => page.locator('header.site-header');

interface Deal {
  id: number;
  vehicleId: number;
  manufacturerName: string;
  rangeName: string;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  stockStatus: number;
  monthlyPayment: number;
  excessMileagePencePerMile: number;
  supplier: { id: number };
}

describeInBrowser('the account space in the browser', () => {
  let site: SeededSite;
  let smtp: SmtpPeer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    site = await startSeededSite({ scale: 'tiny', env: { SMTP_URL: smtp.url, DELIVERY_POLL_MS: '50', SERVER_SECRET } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await smtp?.stop();
  });

  const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> => {
    const response = await fetch(`${site.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };

  /** An account made as any sign-up is: registered, and verified with the code from its email. */
  async function signUp(): Promise<void> {
    await api('/auth/register', { method: 'POST', body: { email: EMAIL, password: PASSWORD, firstName: 'Ola', lastName: 'Nordmann' } });
    const mail = await smtp.waitFor((message) => message.to.includes(EMAIL) && /account code/.test(message.subject), SEEN_WITHIN_MS);
    await api('/auth/verify', { method: 'POST', body: { email: EMAIL, code: /\b(\d{6})\b/.exec(mail.text)![1] } });
  }

  test('a deal saved before sign-in joins the garage; an alert set on it fires when its supplier sends a cheaper price', async () => {
    await signUp();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // Signed out: the first result's deal, saved for later in this browser.
    await page.goto(`${site.url}/car-leasing/search`);
    const firstCard = page.getByRole('list', { name: 'Deals' }).getByRole('article').first();
    await firstCard.getByRole('heading').getByRole('link').click();
    await page.getByRole('region', { name: 'Overview' }).waitFor({ timeout: SEEN_WITHIN_MS });
    const dealPath = pathOf(page);
    const dealId = Number(dealPath.split('/').at(-2));
    const deal = await api<Deal>(`/deal?id=${dealId}`);
    const title = `${deal.manufacturerName} ${deal.rangeName}`;
    await page.getByRole('button', { name: 'Save for later', exact: true }).click();
    await page.getByRole('button', { name: 'Saved for later', exact: true, pressed: true }).waitFor();

    // Signing in merges it into the account: the header's saved deals now lead to the garage, which holds it.
    await header(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(EMAIL);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await header(page).getByRole('link', { name: /Ola/ }).waitFor({ timeout: SEEN_WITHIN_MS });
    const savedLink = header(page).getByRole('link', { name: 'Saved deals (1)' });
    await savedLink.waitFor({ timeout: SEEN_WITHIN_MS });
    // This browser's list is emptied once the account has it (a string: these type checks have no DOM library).
    expect(await page.evaluate("window.localStorage.getItem('savedDeals')")).toBe(JSON.stringify({ value: [] }));
    await savedLink.click();
    await page.waitForURL(/\/locospace\/garage$/);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await entry.waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await entry.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(dealPath);
    expect(await entry.innerText()).toContain(`${money(deal.monthlyPayment)} a month`);
    await page.screenshot({ path: join(SCREENSHOTS, 'account-garage.png'), fullPage: true });

    // Price alert emails are off for a new account: switched on in the account details.
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account details' }).click();
    const alertEmails = page.getByRole('switch', { name: 'Price alert emails' });
    await alertEmails.click();
    await page.getByRole('switch', { name: 'Price alert emails', checked: true }).waitFor({ timeout: SEEN_WITHIN_MS });

    // An alert on the deal, at its lease profile.
    await page.goto(`${site.url}${dealPath}`);
    await page.getByRole('button', { name: 'Set price alert', exact: true }).click();
    await page.getByRole('button', { name: 'Price alert set', exact: true, pressed: true, disabled: false }).waitFor({ timeout: SEEN_WITHIN_MS });
    await page.getByText('We’ll email you when its price drops.').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'account-deal-alert.png') });

    // A search saved under a name, listed with its results.
    await page.goto(`${site.url}/car-leasing/search`);
    const saveForm = page.getByRole('form', { name: 'Save this search' });
    await saveForm.getByLabel(/Name this search/).fill('Everyday cars');
    await saveForm.getByRole('button', { name: 'Save this search' }).click();
    await page.getByText('Search saved.').waitFor({ timeout: SEEN_WITHIN_MS });
    await page.screenshot({ path: join(SCREENSHOTS, 'account-search-saved.png') });
    await page.getByRole('link', { name: 'Your saved searches' }).click();
    const saved = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Everyday cars', exact: true }) });
    await saved.waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await saved.innerText()).toMatch(/[\d,]+ results? now · \d+ new since you last looked/);

    // The supplier sends the deal's lease at a fifth below the best price the alert saw when it was set.
    const session = await api<{ idToken: string }>('/auth/login', { method: 'POST', body: { email: EMAIL, password: PASSWORD } });
    const [alert] = (await api<{ results: { vehicleId: number; priceWhenSet: number; triggered: boolean }[] }>('/price-alerts/list/active', { token: session.idToken })).results;
    expect(alert).toMatchObject({ vehicleId: deal.vehicleId, triggered: false });
    const cheaper = Math.floor(alert!.priceWhenSet * 80) / 100;
    const key = await issueSupplierKey(site.api.store, site.url, SERVER_SECRET, deal.supplier.id);
    const { leaseType, term, mileage, initialPaymentInMonths, stockStatus } = deal;
    const sent = await sendFeed(site.url, key, {
      feedId: 'account-space-e2e',
      effectiveAt: new Date().toISOString(),
      mode: 'changes',
      vehicles: [{ vehicleId: deal.vehicleId, excessMileagePencePerMile: deal.excessMileagePencePerMile, offers: [{ leaseType, term, mileage, initialPaymentInMonths, stockStatus, monthlyPayment: cheaper }] }],
    });
    expect(sent.changed).toBe(1);

    // The reactor notices the drop: the alert shows as triggered at the new price, and its email arrives.
    const triggered = page.getByText(`Triggered: the price dropped to ${money(cheaper)} a month`, { exact: false });
    // The list is read when the page is shown, so each look is a fresh visit.
    await until(
      async () => {
        await page.goto(`${site.url}/locospace/price-alerts`);
        await page.getByRole('link', { name: title, exact: true }).waitFor({ timeout: SEEN_WITHIN_MS });
        return (await triggered.count()) > 0;
      },
      'the price alert to show as triggered',
      SEEN_WITHIN_MS,
    );
    expect(await page.getByRole('tab', { name: 'Active (1)' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: join(SCREENSHOTS, 'account-price-alerts.png'), fullPage: true });

    const mail = await smtp.waitFor((message) => message.to.includes(EMAIL) && message.subject === `Price drop: now £${cheaper.toFixed(2)} a month`, SEEN_WITHIN_MS);
    expect(mail.text).toContain(title);
    await context.close();
  });
});
