import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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
