import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from './chromium';

export const SCREENSHOTS = join(__dirname, '..', 'screenshots');

/** Debian's Chromium through Playwright, which gives it a fresh temporary profile (it refuses --user-data-dir). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, chromiumSandbox: false, args: CHROMIUM_FLAGS });
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: apt-get install chromium');
  mkdirSync(SCREENSHOTS, { recursive: true });
  return launchChromium(executablePath);
}

/** `describe` when Chromium is there, otherwise a skipped block: the global setup says why, in one line. */
export const describeInBrowser: jest.Describe = findChromium() ? describe : describe.skip;
