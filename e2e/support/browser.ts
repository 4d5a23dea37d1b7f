import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../../test-support/site-server';
import { findChromium, launchChromium } from './chromium';

export const SCREENSHOTS = join(__dirname, '..', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: apt-get install chromium');
  mkdirSync(SCREENSHOTS, { recursive: true });
  return launchChromium(executablePath);
}

/** `describe` when Chromium is there, otherwise a skipped block: the global setup says why, in one line. */
export const describeInBrowser: jest.Describe = findChromium() ? describe : describe.skip;

/**
 * For a describe block: the tiny seeded site and Chromium, started before its tests (the page at a desktop size) and
 * closed after. The fields are filled in beforeAll.
 */
export function seededSiteInBrowser(viewport = { width: 1280, height: 900 }): { site: SeededSite; browser: Browser; page: Page } {
  const context = {} as { site: SeededSite; browser: Browser; page: Page };
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSeededSite({ scale: 'tiny', version: 'e2e' }), launchBrowser()]);
    context.page = await context.browser.newPage({ viewport });
  }, 120_000);
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.close();
  });
  return context;
}

/**
 * Resolves once the search's deal cards are drawn for its latest answer. The counts and pager are drawn at once; the
 * cards follow in a deferred render, the list marked busy until then, so cards read before it may be the last answer's.
 */
export async function cardsDrawn(page: Page, timeout: number): Promise<void> {
  // A locator, not waitForFunction with a string: the site's CSP forbids eval, which Playwright's polling needs.
  await page.locator('ol[aria-label="Deals"][aria-busy="true"]').waitFor({ state: 'detached', timeout });
}
