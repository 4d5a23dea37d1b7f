import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`), or CHROME_PATH. No test tool downloads a browser of its own. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * ARCHITECTURE.md: without these Chromium keeps calling Google's services, which this network refuses. Playwright
 * adds its own headless and sandbox switches, so it takes `CHROMIUM_FLAGS` only; Lighthouse's launcher takes all.
 */
export const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const HEADLESS_CHROMIUM_FLAGS = ['--headless', '--no-sandbox', ...CHROMIUM_FLAGS];

/** Debian's Chromium through Playwright, which gives it a fresh temporary profile (it refuses --user-data-dir). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, chromiumSandbox: false, args: CHROMIUM_FLAGS });
}
