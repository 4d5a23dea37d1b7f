import { join } from 'node:path';
import type { Request } from 'playwright-core';
import { describeInBrowser, SCREENSHOTS, seededSiteInBrowser } from './support/browser';

// The content pages in Chromium over the real API, which reads content/: a visit that lands on a page gets its text
// in the first HTML (no request for it), a move to another page fetches it, an unknown slug is the 404 page, and
// /careers (a page and an API route at once) is a page to the browser.

jest.setTimeout(60_000);

describeInBrowser('content served by the API, in the browser', () => {
  const context = seededSiteInBrowser();
  const contentCalls: string[] = [];
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (['/faqs/list/articles', '/page-content', '/page-content/list', '/careers', '/testimonials'].includes(path) && request.resourceType() !== 'document') contentCalls.push(request.url());
  };
  beforeAll(() => context.page.on('request', record));

  test('landing on the FAQs shows their text with no second request; moving to the guides fetches them', async () => {
    const { page, site } = context;
    contentCalls.length = 0;
    await page.goto(`${site.url}/faqs`);
    await page.getByRole('heading', { level: 2, name: 'Leasing basics' }).waitFor();
    await page.getByText('What is car leasing?').click();
    await page.getByText(/Leasing, or contract hire, is a long-term rental/).waitFor();
    expect(contentCalls).toEqual([]);

    await page.getByRole('link', { name: 'leasing guides' }).click();
    await page.getByRole('link', { name: 'How our deal score works, in full' }).waitFor();
    expect(contentCalls.map((url) => new URL(url).search)).toEqual(['?type=guide']);
    await page.getByRole('link', { name: 'How our deal score works, in full' }).click();
    await page.getByRole('heading', { level: 2, name: 'The formula' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'content-guide.png'), fullPage: true });
  });

  test('an unknown guide, or one no guide could be, is the 404 page (answered 404), never a blank one', async () => {
    const { page, site } = context;
    for (const path of ['/guides/no-such-guide', '/guides/Lease_Costs_Explained']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: "We can't find that page" }).waitFor();
    }
  });

  test('/careers is the careers page to a browser, and the reviews page shows the trust score with its source', async () => {
    const { page, site } = context;
    const response = await page.goto(`${site.url}/careers`);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { level: 2, name: 'Open roles' }).waitFor();
    await page.getByRole('link', { name: 'where this comes from' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Rated 4.7 out of 5' }).waitFor();
    await page.getByText('Where this comes from:').waitFor();
  });
});
