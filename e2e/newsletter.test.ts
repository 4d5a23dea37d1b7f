import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningApi } from '../command-api/src';
import { startSiteApi } from '../test-support/site-server';
import { createTestDatabase } from '../test-support/database';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';
import { freePort } from '../scripts/free-port';

// The newsletter in a real browser against the built site served by the real API, with a real SMTP peer: sign up,
// be asked to confirm from the inbox (kept across an API restart and a reload), follow the emailed link, confirm
// with a click, and find the subscription on the home page.

jest.setTimeout(120_000);

describeInBrowser('newsletter sign-up in the browser', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let smtp: SmtpPeer;
  let port = 0;

  // The emailed links name the site's origin, so the port is chosen before the API starts and kept across restarts.
  const start = async () => {
    api = await startSiteApi(database.url, { port, env: { SMTP_URL: smtp.url, DELIVERY_POLL_MS: '50' } });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpPeer();
    port = await freePort();
    await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `newsletter-${name}.png`), fullPage: true });

  test.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('signs up, confirms from the emailed link and keeps the subscription across an API restart (%s)', async (label, viewport) => {
    page = await browser.newPage({ viewport });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByText(/^Version \d+\.\d+\.\d+/).waitFor();
    await shot(`${label}-1-home`);

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('When will you lease?').selectOption({ label: '1 to 3 months' });
    await page.getByLabel('Monthly budget').selectOption({ label: '£300' });
    await page.getByRole('button', { name: 'Send me deals' }).click();
    await page.getByText('This is not a valid email').waitFor();
    await shot(`${label}-2-invalid-email`);

    const email = `${label}.reader@example.co.uk`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me deals' }).click();
    await page.getByText('Check your inbox').waitFor();
    await shot(`${label}-3-check-your-inbox`);
    expect(await page.evaluate('JSON.stringify(window.localStorage)')).not.toContain('reader@example');

    await api.close();
    await start();
    await page.reload();
    await page.getByText('Check your inbox').waitFor();
    await shot(`${label}-4-after-restart`);

    const mail = await smtp.waitFor((message) => message.to.includes(email), 20_000);
    const link = /http:\/\/\S+\/newsletter\/confirm#token=\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText("You're subscribed: 1 to 3 months, £300").waitFor();
    await shot(`${label}-5-confirmed`);
    await page.getByRole('link', { name: "See today's deals" }).click();
    await page.locator('#newsletter').getByText("You're subscribed: 1 to 3 months, £300").waitFor();
    await page.close();
  });

  test('unknown paths show the site not-found page, and /admin/ serves the staff console login', async () => {
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/no-such-page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/not found/i);
    await page.goto(`http://127.0.0.1:${port}/admin/`);
    await page.getByLabel(/email|username/i).first().waitFor();
    await shot('admin-login');
    await page.close();
  });
});
