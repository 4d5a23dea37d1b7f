import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Result } from 'lighthouse';
import { HEADLESS_CHROMIUM_FLAGS } from '../e2e/support/chromium';

// The two measurements of `npm run bench -- web`: the JavaScript a first visit loads (Playwright), and Lighthouse's
// performance and accessibility scores. Both drive Debian's Chromium with the flags ARCHITECTURE.md lists.


export interface ScriptLoad {
  url: string;
  /** The body as the page got it (decoded). */
  bytes: number;
  /** That body gzipped here with zlib at level 9, whatever the server sent. */
  gzipBytes: number;
  /** The server's Content-Encoding, if it compressed. */
  encoding: string | null;
}

export interface PageLoad {
  url: string;
  title: string;
  heading: string | null;
  scripts: ScriptLoad[];
  jsBytes: number;
  jsGzipBytes: number;
  /** The first deal link the page shows, if any (the search page's cards link to deal pages). */
  firstDealLink: string | null;
}


/**
 * A first visit in a fresh browser context (empty cache): every script response the page loads until the network
 * is idle, lazily loaded chunks included, with its gzipped size.
 */
export async function measurePageScripts(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript|ecmascript/.test(contentType)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? null,
        }),
        () => null,
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // The search page renders its cards once the search answers; give it a moment beyond network idle.
    const dealLink = page.locator('article.deal-card a[href]').first();
    const firstDealLink = await dealLink.getAttribute('href', { timeout: 3000 }).catch(() => null);
    const heading = await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null);
    const scripts = (await Promise.all(pending)).filter((script): script is ScriptLoad => script !== null);
    return {
      url,
      title: await page.title(),
      heading: heading?.trim() ?? null,
      scripts,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      firstDealLink,
    };
  } finally {
    await context.close();
  }
}

export interface LighthouseOutcome {
  version: string;
  formFactor: string;
  /** Lighthouse's measure of this machine's CPU speed; simulated throttling scales from it, so scores vary by host. */
  benchmarkIndex: number;
  performance: number | null;
  accessibility: number | null;
  metrics: Record<string, string>;
  /** The metrics the issue sets targets for, as numbers: milliseconds for LCP and TBT, the unitless CLS. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's layout-shift diagnostics: each shifting element with its share of CLS, largest first. */
  layoutShifts: string[];
  /** The largest contentful paint's element. */
  lcpElement: string | null;
  failing: { performance: string[]; accessibility: string[] };
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Lighthouse 12, its default (mobile, simulated throttling) settings, in a Chromium of its own with a fresh profile. */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseOutcome> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const userDataDir = mkdtempSync(join(tmpdir(), 'lease-bench-lighthouse-'));
  const chrome = await launch({ chromePath, chromeFlags: HEADLESS_CHROMIUM_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100));
    return {
      version: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? 'n/a'])),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      layoutShifts: layoutShifts(lhr),
      lcpElement: lcpElement(lhr),
      failing: { performance: failingPerformance(lhr), accessibility: failingAccessibility(lhr) },
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

interface NodeDetails {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
const describeNode = (node: NodeDetails | undefined) =>
  node ? `${node.selector ?? '?'}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60).replace(/\s+/g, ' ')}"` : ''}` : 'unknown element';

/** The 'layout-shifts' audit's items (Lighthouse 12): the element that moved most in each shift, with its score. */
function layoutShifts(lhr: Result): string[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: { node?: NodeDetails; score?: number }[] } | undefined)?.items ?? [];
  return items
    .filter((item) => (item.score ?? 0) > 0)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
    .slice(0, 6)
    .map((item) => `${(item.score ?? 0).toFixed(3)} ${describeNode(item.node)}`);
}

/** The element Lighthouse found as the largest contentful paint. */
function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: NodeDetails }[]; node?: NodeDetails }[] }
    | undefined;
  const first = details?.items?.[0];
  const node = first?.items?.[0]?.node ?? first?.node;
  return node ? describeNode(node) : null;
}

const scored = (audit: Result['audits'][string] | undefined): audit is Result['audits'][string] =>
  !!audit && audit.score !== null && !['notApplicable', 'informative', 'manual', 'error'].includes(audit.scoreDisplayMode);

/** The metrics that lose points, then the audits that would save the most time, largest first. */
function failingPerformance(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metrics = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(scored)
    .filter((audit) => audit.score! < 0.9)
    .map((audit) => `${audit.title}: ${audit.displayValue ?? ''} (score ${Math.round(audit.score! * 100)})`.replace(':  (', ' ('));
  const savingsMs = (audit: Result['audits'][string]) => {
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    return Math.max(details?.overallSavingsMs ?? 0, audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0, audit.metricSavings?.TBT ?? 0);
  };
  const opportunities = refs
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(scored)
    .filter((audit) => audit.score! < 0.9)
    .sort((a, b) => savingsMs(b) - savingsMs(a) || a.score! - b.score!)
    .map((audit) => `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  return [...metrics, ...opportunities].slice(0, 6);
}

/** Failed accessibility checks, heaviest first, with how many elements each found. */
function failingAccessibility(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => lhr.audits[ref.id])
    .filter(scored)
    .filter((audit) => audit.score! < 1)
    .map((audit) => {
      const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length;
      return `${audit.id}: ${audit.title}${items ? ` (${items} element${items === 1 ? '' : 's'})` : ''}`;
    })
    .slice(0, 6);
}
