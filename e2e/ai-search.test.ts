import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';

// The AI-assisted search as a visitor uses it, in Chromium over the tiny catalogue: describe the car on the home
// page, see how the words were read (chips, the unread word) and the results; remove a chip; refine in
// conversation; switch to vans.

jest.setTimeout(90_000);

const SEEN_WITHIN_MS = 15_000;
const COUNTS = /^([\d,]+) results? · ([\d,]+) (cars?|vans?) · ([\d,]+) deals?$/;

describeInBrowser('the AI-assisted search in the browser', () => {
  let site: SeededSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSeededSite({ scale: 'tiny', version: 'e2e' }), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const chips = () => page.getByRole('list', { name: 'Read as' }).getByRole('listitem');
  const chipTexts = async () => (await chips().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  const results = async () => {
    const counts = page.getByText(COUNTS);
    await counts.waitFor({ timeout: SEEN_WITHIN_MS });
    return Number(COUNTS.exec((await counts.innerText()).trim())![1]!.replace(/,/g, ''));
  };
  const monthlyPrices = async () =>
    (await page.getByRole('list', { name: 'Deals' }).getByText(/^£[\d,.]+ a month$/).allInnerTexts()).map((text) => Number(text.replace(/[£,]|a month/g, '')));
  const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `ai-search-${name}.png`), fullPage: true });

  test('describe, see the reading and the results, remove a chip, refine, switch to vans', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('searchbox', { name: 'Describe what you want' }).fill('automatic car under £700 a month for my dog <b>now</b>');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/car-leasing\/search\?ai=/);

    await page.getByRole('heading', { name: 'How we read “automatic car under £700 a month for my dog <b>now</b>”' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await chips().first().waitFor();
    expect(await chipTexts()).toEqual([
      'gearbox: Automatic from “automatic” Edit ×',
      'vehicle type: car from “car” Edit ×',
      'monthly budget up to £700 from “under £700 a month” Edit ×',
    ]);
    // The unread words are shown as text: the query's markup is never rendered.
    await page.getByText('Not used: “dog”, “<b>now</b>”').waitFor();
    expect(await page.locator('.ai-reading b').count()).toBe(0);
    const budgeted = await results();
    expect(budgeted).toBeGreaterThan(0);
    expect(Math.max(...(await monthlyPrices()))).toBeLessThanOrEqual(700);
    await shot('1-read');

    await page.getByRole('button', { name: 'Remove monthly budget up to £700' }).click();
    await page.getByRole('button', { name: 'Remove monthly budget up to £700' }).waitFor({ state: 'detached', timeout: SEEN_WITHIN_MS });
    expect(await chipTexts()).toEqual([]);
    await page.getByText('Nothing in that changed the search.').waitFor();
    expect(await results()).toBeGreaterThanOrEqual(budgeted);

    await page.getByLabel('Refine your search').fill('cheaper');
    await page.getByRole('button', { name: 'Refine' }).click();
    await page.getByRole('heading', { name: 'How we read “cheaper”' }).waitFor({ timeout: SEEN_WITHIN_MS });
    // No budget left to lower, so "cheaper" sorts by cost, and the sort control says so.
    await page.getByText('sort: lowest cost first (no budget to lower)').waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('2');
    const prices = await monthlyPrices();
    expect(prices.length).toBeGreaterThan(1);
    await shot('2-refined');

    await page.getByLabel('Refine your search').fill('show me vans instead');
    await page.getByRole('button', { name: 'Refine' }).click();
    await page.waitForURL(/\/van-leasing\/search$/, { timeout: SEEN_WITHIN_MS });
    await page.getByRole('heading', { level: 1, name: 'Van lease deals' }).waitFor();
    await page.getByText('vehicle type: van').waitFor({ timeout: SEEN_WITHIN_MS });
    await page.getByText(/ vans? · /).waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await results()).toBeGreaterThan(0);
    await shot('3-vans');
  });
});
