import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`), or CHROME_PATH. No test tool downloads a browser of its own. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}
