import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { until } from '../test-support/until';
import { cardsDrawn, describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';

// The consumer site as a visitor uses it, in Chromium on a desktop and a phone viewport: the built site served by
// the real API over a database seeded with the tiny catalogue through the commands. Search with filters, pages,
// sort and grouping; the personal price basis; a deal page with Edit lease, price history and Save for later;
// the saved deal after a reload and on /saved; a brand page, a footer landing page and a content page.
// Each viewport has its own browser context (its own local storage), and the steps of one viewport run in order
// on one page, as one visit.

jest.setTimeout(60_000);

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** How long to wait for something the visitor should see (the search debounce alone is 650 ms). */
const SEEN_WITHIN_MS = 15_000;

// Personal prices are a separate offer from each supplier (docs: a deal is one supplier's offer on one lease
// profile, lease type included). The tiny catalogue prices them as the business price plus VAT (× 1.2) times the
// supplier's consumer-credit margin, 0.995 to 1.03 (scripts/catalogue/feed-stream.ts); the budget filter, which
// the site converts itself, is exactly × 1.2.
const VAT = 1.2;
const CREDIT_MARGIN = { low: 0.995, high: 1.03 };

/** The spec's deal path (§2): /{car|van}-leasing/{make}/{model}/{derivative}/{vehicleId}/{lt}-{term}-{mileage}-{initial}-{stock}/{id}/deal. */
const DEAL_PATH = /^\/(car|van)-leasing\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+)\/([12])-(\d+)-(\d+)-(\d+)-([12])\/(\d+)\/deal$/;

/** The make the search is narrowed to, and whose brand page is visited. */
const MAKE = 'Kia';

const COUNTS = /^([\d,]+) results? · ([\d,]+) cars? · ([\d,]+) deals?$/;

interface Counts {
  text: string;
  results: number;
  cars: number;
  deals: number;
}

interface Card {
  title: string;
  path: string;
  profile: string;
  monthly: number;
  totalCost: number;
}

const whole = (text: string) => Number(text.replace(/,/g, ''));
const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);
/** Pounds as the site writes them: £1,234.50. */
const money = (amount: number) => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

function parseCounts(text: string): Counts {
  const match = COUNTS.exec(text.trim());
  if (!match) throw new Error(`Not the search counts: "${text}"`);
  return { text: text.trim(), results: whole(match[1]!), cars: whole(match[2]!), deals: whole(match[3]!) };
}

function dealPathParts(path: string) {
  const match = DEAL_PATH.exec(path);
  if (!match) throw new Error(`Not a deal path: ${path}`);
  const [, kind, vehicleId, leaseType, term, mileage, initial, stock, id] = match;
  return { kind, vehicleId: Number(vehicleId), leaseType: Number(leaseType), term: Number(term), mileage: Number(mileage), initial: Number(initial), stock: Number(stock), id: Number(id) };
}

/** The search page's counts, alerts, budget and cards' profiles, for a timeout's message. */
async function searchSeen(page: Page): Promise<string> {
  const text = async (locator: Locator) => (await locator.allInnerTexts()).map((part) => part.trim()).join(' | ');
  const cards = await readCards(page);
  return JSON.stringify({
    url: page.url(),
    counts: await text(countsText(page)),
    alerts: await text(page.getByRole('alert')),
    budget: await page
      .locator('input[type=range]')
      .first()
      .evaluate((element) => {
        const input = element as unknown as { value: string; getAttribute(name: string): string | null };
        return `${input.getAttribute('min')}-${input.getAttribute('max')} at ${input.value}`;
      })
      .catch(() => 'none'),
    cards: cards.map((card) => card.profile),
  });
}

/**
 * A range slider's ends once they have stopped moving: the page sets them from the results just after rendering
 * them, so two readings a moment apart must agree.
 */
async function settledRange(slider: Locator): Promise<{ min: number; max: number }> {
  const read = async () => ({ min: Number(await slider.getAttribute('min')), max: Number(await slider.getAttribute('max')) });
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now.min === last.min && now.max === last.max) return now;
    last = now;
  }
}

const countsText = (page: Page) => page.getByText(COUNTS);

async function readCounts(page: Page): Promise<Counts> {
  const counts = countsText(page);
  await counts.waitFor({ timeout: SEEN_WITHIN_MS });
  return parseCounts(await counts.innerText());
}

/** Waits for the counts the page shows to differ from these (a filter change reloads after its debounce). */
async function countsChangedFrom(page: Page, before: Counts): Promise<Counts> {
  const changed = countsText(page).filter({ hasNotText: exactly(before.text) });
  await changed.waitFor({ timeout: SEEN_WITHIN_MS });
  return parseCounts(await changed.innerText());
}

const dealCards = (page: Page) => page.getByRole('list', { name: 'Deals' }).getByRole('article');

/** What the card reader uses of a DOM element (this project's type checks have no DOM library). */
interface CardElement {
  textContent: string | null;
  nextElementSibling: CardElement | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): CardElement | null;
  querySelectorAll(selector: string): Iterable<CardElement>;
}

/** Every deal card on the page, read in one go so the list cannot change half-way through. */
async function readCards(page: Page): Promise<Card[]> {
  await cardsDrawn(page, SEEN_WITHIN_MS);
  return dealCards(page).evaluateAll((articles) =>
    (articles as unknown as CardElement[]).map((article) => {
      const paragraphs = [...article.querySelectorAll('p')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim());
      const total = [...article.querySelectorAll('dt')].find((term) => term.textContent === 'Total cost, fees included');
      const link = article.querySelector('h3 a');
      return {
        title: link?.textContent ?? '',
        path: link?.getAttribute('href') ?? '',
        profile: paragraphs.find((text) => / miles a year · /.test(text)) ?? '',
        monthly: Number((paragraphs.find((text) => /^£[\d,.]+ a month$/.test(text)) ?? '').replace(/[£,]|a month/g, '')),
        totalCost: Number((total?.nextElementSibling?.textContent ?? '').replace(/[£,]/g, '')),
      };
    }),
  );
}

const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });

/** The deal page's headline monthly price and its VAT basis, e.g. "£366.21 a month, excluding VAT". */
async function overviewMonthly(page: Page): Promise<{ monthly: number; basis: string }> {
  const headline = overview(page).getByText(/^£[\d,.]+ a month, (including|excluding) VAT$/);
  await headline.waitFor({ timeout: SEEN_WITHIN_MS });
  const [, amount, basis] = /^(£[\d,.]+) a month, (including|excluding) VAT$/.exec((await headline.innerText()).trim())!;
  return { monthly: pounds(amount!), basis: basis! };
}

describeInBrowser('consumer site in the browser over the tiny catalogue', () => {
  let site: SeededSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSeededSite({ scale: 'tiny', version: 'e2e' }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  describe.each(VIEWPORTS)('%s', (label, viewport) => {
    let context: BrowserContext;
    let page: Page;
    let filters: Locator;
    /** The deal opened, edited and saved in step 4, looked for again in step 5. */
    let savedDealPath = '';
    let savedDealTitle = '';

    beforeAll(async () => {
      context = await browser.newContext({ viewport });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    const shot = (step: number, name: string) => page.screenshot({ path: join(SCREENSHOTS, `consumer-${label}-${step}-${name}.png`), fullPage: true });

    test('1. search shows its counts, and filters change them', async () => {
      await page.goto(`${site.url}/car-leasing/search`);
      await page.getByRole('heading', { level: 1, name: 'Car lease deals' }).waitFor();
      const all = await readCounts(page);
      expect(all.results).toBeGreaterThan(24); // more than one page of 24
      expect(all.deals).toBeGreaterThan(all.results);

      // Filters sit open beside the results on a desktop, and folded above them on a phone.
      filters = page.getByRole('form', { name: 'Filters' });
      if (label === 'phone') {
        expect(await filters.isVisible()).toBe(false);
        await page.getByText('Filters', { exact: true }).click();
      }
      await filters.waitFor();

      await filters.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: MAKE, exact: true }).check();
      const kia = await countsChangedFrom(page, all);
      expect(kia.results).toBeLessThan(all.results);
      expect(kia.deals).toBeLessThan(all.deals);
      const kiaCards = await readCards(page);
      expect(kiaCards.length).toBe(kia.results);
      for (const card of kiaCards) expect(card.title.startsWith(`${MAKE} `)).toBe(true);

      await filters.getByRole('group', { name: 'Fuel' }).getByRole('checkbox', { name: 'Electric', exact: true }).check();
      const electric = await countsChangedFrom(page, kia);
      expect(electric.results).toBeLessThan(kia.results);
      expect(electric.deals).toBeLessThan(kia.deals);

      // 15k is not among the default mileages (5k to 10k): adding it brings more deals of the same cars.
      const mileage = filters.getByRole('group', { name: 'Annual mileage' });
      expect(await mileage.getByRole('checkbox', { name: '10k', exact: true }).isChecked()).toBe(true);
      await mileage.getByRole('checkbox', { name: '15k', exact: true }).check();
      const more = await countsChangedFrom(page, electric);
      expect(more.deals).toBeGreaterThan(electric.deals);
      expect(more.cars).toBe(electric.cars);
      await shot(1, 'search-filters');
    });

    test('2. every deal shown, paged, then sorted by total cost', async () => {
      const grouped = await readCounts(page);
      await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption({ label: 'Every deal' });
      const everyDeal = await countsChangedFrom(page, grouped);
      expect(everyDeal.results).toBe(everyDeal.deals);
      expect(everyDeal.results).toBe(grouped.deals);
      expect(everyDeal.results).toBeGreaterThan(24);
      const pages = Math.ceil(everyDeal.results / 24);

      const pager = page.getByRole('navigation', { name: 'Pages' });
      await pager.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
      const firstPage = await readCards(page);
      expect(firstPage).toHaveLength(24);
      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor({ timeout: SEEN_WITHIN_MS });
      const secondPage = await readCards(page);
      expect(secondPage.length).toBeGreaterThan(0);
      const onFirst = new Set(firstPage.map((card) => card.path));
      expect(secondPage.filter((card) => onFirst.has(card.path))).toEqual([]);

      // A new sort goes back to page 1, now cheapest total cost first.
      await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption({ label: 'Lowest total cost first' });
      await pager.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor({ timeout: SEEN_WITHIN_MS });
      const byCost = await readCards(page);
      const costs = byCost.map((card) => card.totalCost);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      expect(byCost.map((card) => card.path)).not.toEqual(firstPage.map((card) => card.path));
      expect(await readCounts(page)).toEqual(everyDeal);
      await shot(2, 'paged-sorted-every-deal');
    });

    test('3. a monthly budget, converted exactly by VAT; the personal basis prices the same car on the same lease with VAT', async () => {
      // A budget on the wide list of step 2: the slider spans the prices on offer, rounded out to its £25 step, so a
      // budget at least a step in from each end keeps the cheapest deal and leaves out the dearest.
      const before = await readCounts(page);
      const slider = filters.getByLabel('Monthly budget');
      const range = await settledRange(slider);
      expect(range.max - range.min).toBeGreaterThanOrEqual(50);
      const budget = Math.min(Math.max(Math.round((range.min + range.max) / 2 / 25) * 25, range.min + 25), range.max - 25);
      await slider.fill(String(budget));
      await filters.getByText(`Up to £${budget.toLocaleString('en-GB')} a month`, { exact: true }).waitFor();
      const withinBudget = await countsChangedFrom(page, before);
      expect(withinBudget.deals).toBeLessThan(before.deals);
      expect(withinBudget.deals).toBeGreaterThan(0);
      for (const card of await readCards(page)) expect(card.monthly).toBeLessThanOrEqual(budget);
      await filters.getByText('Prices exclude VAT.', { exact: true }).waitFor();

      // The site converts the budget between the bases itself: exactly VAT, and back again.
      await filters.getByRole('radio', { name: 'Personal' }).check();
      await filters.getByText('Prices include VAT.', { exact: true }).waitFor();
      await filters.getByText(`Up to £${(budget * VAT).toLocaleString('en-GB')} a month`, { exact: true }).waitFor();
      const personalWithin = (cards: Card[]) => cards.length > 0 && cards.every((card) => dealPathParts(card.path).leaseType === 1 && card.monthly <= budget * VAT);
      await until(async () => personalWithin(await readCards(page)), 'personal deals within the budget with VAT listed', SEEN_WITHIN_MS, () => searchSeen(page));
      await filters.getByRole('radio', { name: 'Business' }).check();
      await filters.getByText(`Up to £${budget.toLocaleString('en-GB')} a month`, { exact: true }).waitFor();
      await until(async () => (await readCards(page)).every((card) => dealPathParts(card.path).leaseType === 2), 'business deals listed again', SEEN_WITHIN_MS, () => searchSeen(page));

      // The slider's top is no limit at all: the budget's deals come back.
      await slider.fill(String(range.max));
      await until(async () => (await slider.getAttribute('aria-valuetext')) === 'Any', 'the budget back to Any');
      await until(async () => (await readCounts(page)).deals === before.deals, 'every deal of step 2 listed again', SEEN_WITHIN_MS, () => searchSeen(page));

      // Narrow to one lease profile (4 years, 8k miles, 6 months upfront): every supplier's offer for it fits on one
      // page.
      const mileage = filters.getByRole('group', { name: 'Annual mileage' });
      for (const other of ['5k', '6k', '10k', '15k']) await mileage.getByRole('checkbox', { name: other, exact: true }).uncheck();
      await filters.getByRole('group', { name: 'Contract length' }).getByRole('checkbox', { name: '4 years', exact: true }).check();
      await filters.getByText('More filters', { exact: true }).click();
      await filters.getByRole('group', { name: 'Initial payment' }).getByRole('checkbox', { name: '6 months', exact: true }).check();
      const profileShown = (cards: Card[]) => cards.length > 0 && cards.every((card) => card.profile.startsWith('48 months · 8k miles a year · 6 months upfront'));
      await until(async () => profileShown(await readCards(page)), 'only 4-year, 8k-mile, 6-months-upfront deals listed', SEEN_WITHIN_MS, () => searchSeen(page));
      const business = await readCounts(page);
      expect(business.deals).toBeLessThan(before.deals);
      expect(business.results).toBeLessThanOrEqual(24);
      expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

      // The deal picked by its title link, and every supplier's business price for the same car and lease.
      const cards = await readCards(page);
      const link = dealCards(page).first().getByRole('heading').getByRole('link');
      const title = await link.innerText();
      const picked = dealPathParts((await link.getAttribute('href')) ?? '');
      expect(picked.leaseType).toBe(2);
      const sameLease = (card: Card, leaseType: number) => {
        const parts = dealPathParts(card.path);
        return card.title === title && parts.vehicleId === picked.vehicleId && parts.leaseType === leaseType && parts.term === picked.term && parts.mileage === picked.mileage && parts.initial === picked.initial && parts.stock === picked.stock;
      };
      const businessPrices = cards.filter((card) => sameLease(card, 2)).map((card) => card.monthly);
      expect(businessPrices.length).toBeGreaterThan(0);

      await filters.getByRole('radio', { name: 'Personal' }).check();
      await filters.getByText('Prices include VAT.', { exact: true }).waitFor();
      await until(async () => {
        const shown = await readCards(page);
        return shown.length > 0 && shown.every((card) => dealPathParts(card.path).leaseType === 1);
      }, 'personal deals listed', SEEN_WITHIN_MS, () => searchSeen(page));
      const personal = await readCards(page);
      const personalPrices = personal.filter((card) => sameLease(card, 1)).map((card) => card.monthly);
      // The same suppliers offer this car on this lease to both; with the suppliers' names not on the cards, the
      // cheapest personal price is compared with the cheapest business one, the second with the second, and so on
      // (each k-th smallest of the prices with VAT and margin lies within the k-th smallest business price × the
      // lowest and highest factor). A penny either way for rounding.
      expect(personalPrices).toHaveLength(businessPrices.length);
      const ascending = (prices: number[]) => [...prices].sort((a, b) => a - b);
      ascending(personalPrices).forEach((price, k) => {
        const was = ascending(businessPrices)[k]!;
        expect(price).toBeGreaterThanOrEqual(was * VAT * CREDIT_MARGIN.low - 0.01);
        expect(price).toBeLessThanOrEqual(was * VAT * CREDIT_MARGIN.high + 0.01);
        expect(price).toBeGreaterThan(was);
      });
      await shot(3, 'personal-prices');
    });

    test('4. a deal page: overview, Edit lease, price history and Save for later', async () => {
      const card = (await readCards(page))[0]!;
      await dealCards(page).first().getByRole('heading').getByRole('link').click();
      await overview(page).waitFor({ timeout: SEEN_WITHIN_MS });
      expect(pathOf(page)).toBe(card.path);
      expect(dealPathParts(pathOf(page)).kind).toBe('car');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(card.title);

      const opened = await overviewMonthly(page);
      expect(opened).toEqual({ monthly: card.monthly, basis: 'including' });
      const text = await overview(page).innerText();
      expect(text).toContain('Total cost, all fees included');
      expect(text).toContain('Initial cost');
      expect(text).toMatch(/deal score \d{1,3} out of 100/);
      const dealTitle = new RegExp(`^${escaped(card.title)} .+ personal lease: ${escaped(money(card.monthly))} a month · `);
      await until(async () => dealTitle.test(await page.title()), `the title ${dealTitle}`);

      for (const name of ['Contract length', 'Annual mileage', 'Initial payment', 'Lease type', 'Availability']) {
        await page.getByLabel(name, { exact: true }).waitFor();
      }
      // Each choice loads the car's deal on that lease: the address follows it, and so does the price.
      const edits = [
        ['Contract length', '3 years (36 months)', (parts: ReturnType<typeof dealPathParts>) => parts.term === 36],
        ['Annual mileage', '10k miles a year', (parts: ReturnType<typeof dealPathParts>) => parts.mileage === 10_000],
        ['Initial payment', '9 months upfront', (parts: ReturnType<typeof dealPathParts>) => parts.initial === 9],
        ['Lease type', 'Business (excluding VAT)', (parts: ReturnType<typeof dealPathParts>) => parts.leaseType === 2],
      ] as const;
      for (const [name, option, followed] of edits) {
        const path = pathOf(page);
        const price = await overviewMonthly(page);
        await page.getByLabel(name, { exact: true }).selectOption({ label: option });
        await page.waitForURL((url) => url.pathname !== path, { timeout: SEEN_WITHIN_MS });
        const parts = dealPathParts(pathOf(page));
        expect(followed(parts)).toBe(true);
        expect(parts.vehicleId).toBe(dealPathParts(path).vehicleId);
        const select = page.getByLabel(name, { exact: true });
        expect(await select.locator('option:checked').innerText()).toBe(option);
        await until(async () => (await overviewMonthly(page)).monthly !== price.monthly, `the price to change after ${name}: ${option}`);
      }
      expect((await overviewMonthly(page)).basis).toBe('excluding');

      const history = page.getByRole('region', { name: 'Price history' });
      await history.getByRole('button', { name: '1Y', pressed: true }).waitFor();
      await history.getByText(/^Last year: /).waitFor({ timeout: SEEN_WITHIN_MS });
      for (const [period, words] of [
        ['1M', 'Last month'],
        ['6M', 'Last 6 months'],
      ] as const) {
        await history.getByRole('button', { name: period }).click();
        await history.getByRole('button', { name: period, pressed: true }).waitFor();
        await history.getByText(new RegExp(`^${words}: .*£[\\d,.]+`)).waitFor({ timeout: SEEN_WITHIN_MS });
        expect(await history.getByRole('button', { pressed: true }).count()).toBe(1);
      }
      expect(await history.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe('false');

      await page.getByRole('button', { name: 'Save for later', exact: true }).click();
      const saved = page.getByRole('button', { name: 'Saved for later', exact: true });
      await saved.waitFor();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      savedDealPath = pathOf(page);
      savedDealTitle = card.title;
      await shot(4, 'deal-page');
    });

    test('5. the saved deal is still saved after a reload, and listed on /saved', async () => {
      await page.reload();
      await overview(page).waitFor({ timeout: SEEN_WITHIN_MS });
      expect(pathOf(page)).toBe(savedDealPath);
      const saved = page.getByRole('button', { name: 'Saved for later', exact: true, pressed: true });
      await saved.waitFor();
      const { monthly } = await overviewMonthly(page);

      await page.goto(`${site.url}/saved`);
      await page.getByRole('heading', { level: 1, name: 'Saved deals' }).waitFor();
      const link = page.getByRole('link', { name: savedDealTitle, exact: true });
      await link.waitFor();
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(savedDealPath);
      const entry = page.getByRole('listitem').filter({ has: link });
      expect(await entry.innerText()).toContain(`${money(monthly)} a month excluding VAT when saved`);
      await shot(5, 'saved-deals');

      await link.click();
      await page.getByRole('button', { name: 'Saved for later', exact: true, pressed: true }).waitFor({ timeout: SEEN_WITHIN_MS });
      expect(pathOf(page)).toBe(savedDealPath);
    });

    test('6. a brand page, a footer landing page and a content page', async () => {
      /** Opens the page and waits for its heading and the title that goes with it. */
      const visit = async (path: string, heading: string) => {
        await page.goto(`${site.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: SEEN_WITHIN_MS });
        await until(async () => (await page.title()) === `${heading} · Lease Deals`, `the title "${heading} · Lease Deals" on ${path}`);
      };

      const makeSlug = savedDealPath.split('/')[2]!;
      expect(makeSlug).toBe(MAKE.toLowerCase());
      await visit(`/car-leasing/${makeSlug}`, `${MAKE} leasing`);
      expect((await readCounts(page)).results).toBeGreaterThan(0);
      const brandCards = await readCards(page);
      expect(brandCards.length).toBeGreaterThan(0);
      for (const card of brandCards) expect(card.title.startsWith(`${MAKE} `)).toBe(true);
      await shot(6, 'brand-page');

      await visit('/electric-car-leasing', 'Electric car leasing');
      expect((await readCounts(page)).results).toBeGreaterThan(0);
      expect((await readCards(page)).length).toBeGreaterThan(0);
      await shot(6, 'landing-page');

      await visit('/faqs', 'Frequently asked questions');
      await shot(6, 'content-page');
    });
  });
});
