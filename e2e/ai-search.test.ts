import { join } from 'node:path';
import { cardsDrawn, describeInBrowser, SCREENSHOTS, seededSiteInBrowser } from './support/browser';

// The AI-assisted search as a visitor uses it, in Chromium over the tiny catalogue: describe the car on the home
// page, see how the words were read (chips, the unread word) and the results; remove a chip; refine in
// conversation; switch to vans.

jest.setTimeout(90_000);

const SEEN_WITHIN_MS = 15_000;
const COUNTS = /^([\d,]+) results? · ([\d,]+) (cars?|vans?) · ([\d,]+) deals?$/;

describeInBrowser('the AI-assisted search in the browser', () => {
  const world = seededSiteInBrowser();

  const chips = () => world.page.getByRole('list', { name: 'Read as' }).getByRole('listitem');
  const chipTexts = async () => (await chips().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  const results = async () => {
    const counts = world.page.getByText(COUNTS);
    await counts.waitFor({ timeout: SEEN_WITHIN_MS });
    return Number(COUNTS.exec((await counts.innerText()).trim())![1]!.replace(/,/g, ''));
  };
  const monthlyPrices = async () => {
    await cardsDrawn(world.page, SEEN_WITHIN_MS);
    return (await world.page.getByRole('list', { name: 'Deals' }).getByText(/^£[\d,.]+ a month$/).allInnerTexts()).map((text) => Number(text.replace(/[£,]|a month/g, '')));
  };
  const shot = (name: string) => world.page.screenshot({ path: join(SCREENSHOTS, `ai-search-${name}.png`), fullPage: true });

  test('describe, see the reading and the results, remove a chip, refine, switch to vans', async () => {
    await world.page.goto(`${world.site.url}/`);
    await world.page.getByRole('searchbox', { name: 'Describe what you want' }).fill('automatic car under £700 a month for my dog <b>now</b>');
    await world.page.getByRole('button', { name: 'Search', exact: true }).click();
    await world.page.waitForURL(/\/car-leasing\/search\?ai=/);

    await world.page.getByRole('heading', { name: 'How we read “automatic car under £700 a month for my dog <b>now</b>”' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await chips().first().waitFor();
    expect(await chipTexts()).toEqual([
      'gearbox: Automatic from “automatic” Edit ×',
      'vehicle type: car from “car” Edit ×',
      'monthly budget up to £700 from “under £700 a month” Edit ×',
    ]);
    // The unread words are shown as text: the query's markup is never rendered.
    await world.page.getByText('Not used: “dog”, “<b>now</b>”').waitFor();
    expect(await world.page.locator('.ai-reading b').count()).toBe(0);
    const budgeted = await results();
    expect(budgeted).toBeGreaterThan(0);
    expect(Math.max(...(await monthlyPrices()))).toBeLessThanOrEqual(700);
    await shot('1-read');

    await world.page.getByRole('button', { name: 'Remove monthly budget up to £700' }).click();
    await world.page.getByRole('button', { name: 'Remove monthly budget up to £700' }).waitFor({ state: 'detached', timeout: SEEN_WITHIN_MS });
    expect(await chipTexts()).toEqual([]);
    await world.page.getByText('Nothing in that changed the search.').waitFor();
    expect(await results()).toBeGreaterThanOrEqual(budgeted);

    await world.page.getByLabel('Refine your search').fill('cheaper');
    await world.page.getByRole('button', { name: 'Refine' }).click();
    await world.page.getByRole('heading', { name: 'How we read “cheaper”' }).waitFor({ timeout: SEEN_WITHIN_MS });
    // No budget left to lower, so "cheaper" sorts by cost, and the sort control says so.
    await world.page.getByText('sort: lowest cost first (no budget to lower)', { exact: true }).waitFor();
    expect(await world.page.getByLabel('Sort by').inputValue()).toBe('2');
    const prices = await monthlyPrices();
    expect(prices.length).toBeGreaterThan(1);
    await shot('2-refined');

    await world.page.getByLabel('Refine your search').fill('show me vans instead');
    await world.page.getByRole('button', { name: 'Refine' }).click();
    await world.page.waitForURL(/\/van-leasing\/search$/, { timeout: SEEN_WITHIN_MS });
    await world.page.getByRole('heading', { level: 1, name: 'Van lease deals' }).waitFor();
    await world.page.getByText('vehicle type: van', { exact: true }).waitFor({ timeout: SEEN_WITHIN_MS });
    await world.page.getByText(/ vans? · /).waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await results()).toBeGreaterThan(0);
    await shot('3-vans');
  });
});
