import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadConfig, startApi, type RunningApi } from '../command-api/src';
import { createTestDatabase } from '../test-support/database';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';

// The first slice in a real browser against the built site served by the real API: sign up, see the confirmation
// read back from the read model, restart the API, reload, and find the subscription still there.

jest.setTimeout(120_000);

describeInBrowser('newsletter sign-up in the browser', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let api: RunningApi;
  let browser: Browser;
  let page: Page;
  let port = 0;

  const start = async () => {
    api = await startApi(
      loadConfig({ ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SERVER_SECRET: 'e2e-secret-long-enough-for-the-config-check' }),
    );
    port = Number(new URL(api.url).port);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await database?.drop();
  });

  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `newsletter-${name}.png`), fullPage: true });

  test.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('signs up and keeps the subscription across an API restart (%s)', async (label, viewport) => {
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

    await page.getByLabel('Email address').fill(`${label}.reader@example.co.uk`);
    await page.getByRole('button', { name: 'Send me deals' }).click();
    await page.getByText("You're subscribed: 1 to 3 months, £300").waitFor();
    await shot(`${label}-3-subscribed`);

    await api.close();
    await start();
    await page.reload();
    await page.getByText("You're subscribed: 1 to 3 months, £300").waitFor();
    await shot(`${label}-4-after-restart`);
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
