import type { Browser } from 'playwright-core';
import { parseDealId } from '../domain/src';
import { dealPath } from '../consumer-web/src/app/paths';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { until } from '../test-support/until';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';
import { fillCallBackForm } from './support/call-back-form';
import { join } from 'node:path';

// The call-back journey as a visitor makes it, in Chromium over the real API (tiny catalogue) with a real SMTP peer:
// the qualifying questions, the contact form with the ALTCHA check solved in the page, the code read from the email
// that arrives, and the enquiry reference at the end. Then the same journey where the supplier's next feed drops
// the deal while the code is being typed.

jest.setTimeout(90_000);

const SEEN_WITHIN_MS = 20_000;

type Deal = Parameters<typeof dealPath>[0] & { id: number; monthlyPayment: number };

async function someDeals(site: SeededSite, count: number): Promise<Deal[]> {
  const response = await fetch(`${site.url}/search/v2?pageSize=24&grouping=1`);
  const { results } = (await response.json()) as { results: Deal[] };
  if (results.length < count) throw new Error('the tiny catalogue has too few deals');
  return results.slice(0, count);
}

/** The supplier's next feed, without this deal: what happens to a deal the visitor is enquiring about. */
async function supplierDrops(site: SeededSite, deal: Deal): Promise<void> {
  const { supplierId, vehicleId, profile } = parseDealId(deal.id)!;
  const appended = await site.api.store.appendToStream(
    `pricefeed-${supplierId}-${vehicleId}`,
    [
      {
        id: crypto.randomUUID(),
        type: 'PriceFeedChangesPublished',
        data: { supplierId, vehicleId, feedId: `drop-${deal.id}`, effectiveAt: new Date().toISOString(), excessMileageTenthPence: 90, upserted: [], dropped: [profile] },
        metadata: { schemaVersion: 1, occurredAt: new Date().toISOString(), actor: 'system' },
      },
    ],
    { expectedRevision: 'any' },
  );
  // The read model has caught up once the deal answers 404.
  const consistent = `${site.url}/deal?id=${deal.id}&consistentWith=${appended.position.commit}-${appended.position.prepare}`;
  await until(async () => (await fetch(consistent)).status === 404, 'the dropped deal to be no longer offered', SEEN_WITHIN_MS);
}

describeInBrowser('call-back journey in the browser', () => {
  let site: SeededSite;
  let smtp: SmtpPeer;
  let browser: Browser;
  let deals: Deal[];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    site = await startSeededSite({ scale: 'tiny', env: { SMTP_URL: smtp.url, DELIVERY_POLL_MS: '50' } });
    browser = await launchBrowser();
    deals = await someDeals(site, 2);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await smtp?.stop();
  });

  const codeFor = async (email: string) => {
    const mail = await smtp.waitFor((message) => message.to.includes(email), SEEN_WITHIN_MS);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return { code, mail };
  };

  test('questions, details, the code from the email, and the enquiry reference', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const deal = deals[0]!;
    await page.goto(`${site.url}${dealPath(deal)}`);
    await fillCallBackForm(page, 'priya@example.com');

    const { code, mail } = await codeFor('priya@example.com');
    expect(mail.subject).toBe(`${code} is your Lease Deals verification code`);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const reference = page.getByText(/EQ-[0-9A-Z]{10}/);
    await reference.first().waitFor({ timeout: SEEN_WITHIN_MS });
    await page.screenshot({ path: join(SCREENSHOTS, 'call-back-success.png'), fullPage: true });
    const enquiryReference = /EQ-[0-9A-Z]{10}/.exec((await reference.first().textContent()) ?? '')![0];

    // The order-complete event, worth the monthly payment in pounds.
    const orderComplete = await page.evaluate(() =>
      ((globalThis as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find((entry) => entry.event === 'order_complete'),
    );
    expect(orderComplete).toMatchObject({ value: deal.monthlyPayment, currency: 'GBP' });
    // And the person's confirmation follows by email.
    const confirmation = await smtp.waitFor((message) => message.to.includes('priya@example.com') && message.subject.includes(enquiryReference), SEEN_WITHIN_MS);
    expect(confirmation.text).toContain(enquiryReference);
    await context.close();
  });

  test("the supplier drops the deal while the code is typed: 'This deal is no longer available.' and the form resets", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const deal = deals[1]!;
    await page.goto(`${site.url}${dealPath(deal)}`);
    await fillCallBackForm(page, 'dropped@example.com');
    const { code } = await codeFor('dropped@example.com');

    await supplierDrops(site, deal);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This deal is no longer available.').first().waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await page.getByLabel('Verification code').count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'call-back-deal-gone.png'), fullPage: true });
    await context.close();
  });
});
