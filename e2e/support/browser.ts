import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './chromium';

export const SCREENSHOTS = join(__dirname, '..', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: apt-get install chromium');
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath,
    headless: true,
    chromiumSandbox: false,
    // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** `describe` when Chromium is there, otherwise a skipped block: the global setup says why, in one line. */
export const describeInBrowser: jest.Describe = findChromium() ? describe : describe.skip;
