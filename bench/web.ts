import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium, launchChromium } from '../e2e/support/chromium';
import { dealPath } from '../consumer-web/src/app/paths';
import { startSeededSite } from '../test-support/site-server';
import { benchDatabase, printTable, writeResults } from './support';
import { measurePageScripts, runLighthouse, type LighthouseOutcome, type PageLoad } from './web-measure';

// `npm run bench -- web [--rebuild] [--skip-lighthouse]`: the consumer site's first-load JavaScript and its Lighthouse
// scores. Builds the site if its build is older than its sources, starts the real API on a throw-away embedded
// PostgreSQL seeded with the tiny catalogue through the commands, then loads the home, search and a deal page.

const ROOT = join(__dirname, '..');
const SITE = join(ROOT, 'consumer-web');
// Issue 20's targets: Lighthouse 12 mobile, the median of three runs per page.
const TARGETS = { searchJsGzipKB: 130, performance: 90, accessibility: 100, tbtMs: 200, cls: 0.1, lcpMs: 2500 };
const DEFAULT_RUNS = 3;
const KB = 1024;

/** The newest modification time under the given paths (files or folders), node_modules and dist left out. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
  };
  paths.forEach(visit);
  return newest;
}

/** Builds consumer-web unless dist/index.html is newer than every source the build reads (its own and domain's). */
function ensureSiteBuild(force: boolean): { built: boolean; seconds: number } {
  const index = join(SITE, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((path) => join(SITE, path));
  const fresh = existsSync(index) && statSync(index).mtimeMs >= newestMtime([...sources, join(ROOT, 'domain', 'src')]);
  if (fresh && !force) return { built: false, seconds: 0 };
  console.log(force ? 'Building consumer-web (--rebuild)…' : 'Building consumer-web (no build, or sources newer than it)…');
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'consumer-web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build -w consumer-web failed (exit ${build.status})`);
  return { built: true, seconds: (performance.now() - started) / 1000 };
}

/** The commit measured, with `+changes` when consumer-web or domain had uncommitted edits at the time. */
function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'consumer-web', 'domain'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return `${head || 'unknown'}${dirty ? '+changes' : ''}`;
}

/** The first deal the search API answers, at the site's own deal path (spec §2). */
async function dealPathFromApi(base: string): Promise<string> {
  const response = await fetch(`${base}/search/v2?pageSize=1`);
  if (!response.ok) throw new Error(`/search/v2 answered ${response.status}`);
  const [deal] = ((await response.json()) as { results: Parameters<typeof dealPath>[0][] }).results;
  if (!deal) throw new Error('/search/v2 found no deals: the catalogue did not project');
  return dealPath(deal);
}

interface PageResult {
  page: string;
  path: string;
  load: PageLoad;
  notFound: boolean;
  /** Every Lighthouse run of the page, in order. */
  runs: LighthouseOutcome[];
  lighthouse: LighthouseSummary | null;
}

/** The median of each number over the runs (each metric on its own, as the issue's targets read them). */
interface LighthouseSummary {
  performance: number | null;
  accessibility: number | null;
  tbtMs: number | null;
  cls: number | null;
  lcpMs: number | null;
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

function summarise(runs: LighthouseOutcome[]): LighthouseSummary | null {
  if (runs.length === 0) return null;
  const of = (pick: (run: LighthouseOutcome) => number | null) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    lcpMs: of((run) => run.lcpMs),
  };
}

/** One Lighthouse run, tried once more when Lighthouse itself fails (a trace it could not record: NO_NAVSTART). */
async function lighthouseOnce(url: string, chromePath: string): Promise<LighthouseOutcome> {
  try {
    return await runLighthouse(url, chromePath);
  } catch (error) {
    console.log(`    ${(error as Error).message.split('\n')[0]}; running it again`);
    return runLighthouse(url, chromePath);
  }
}

const meets = (value: number | null, target: number) => (value === null ? 'n/a' : value >= target ? `${value} ✓` : `${value} ✗`);
/** For metrics where lower is better: the value as shown, with ✓ when at most the target. */
const within = (value: number | null, target: number, shown: (value: number) => string) =>
  value === null ? 'n/a' : `${shown(value)} ${value <= target ? '✓' : '✗'}`;
const ms = (value: number) => `${Math.round(value)}`;
const seconds = (value: number) => (value / 1000).toFixed(2);
const clsText = (value: number) => value.toFixed(3);

export async function webBench(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      rebuild: { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1 (got ${values.runs})`);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: apt-get install -y chromium (or set CHROME_PATH)');
  process.env.CHROME_PATH = chromePath;
  const build = ensureSiteBuild(values.rebuild);
  console.log(build.built ? `  built in ${build.seconds.toFixed(1)} s` : 'Using the existing consumer-web build (newer than its sources).');

  const database = await benchDatabase();
  const site = await startSeededSite({ scale: 'tiny', database: { url: database.url, close: database.stop }, version: 'bench', logLevel: 'warn' });
  try {
    const base = site.url;
    const { seed } = site;
    console.log(`Web benchmark on ${base}: tiny catalogue (${seed.vehicles} vehicles, ${seed.currentOffers} offers in force) on ${database.description}`);

    const browser = await launchChromium(chromePath);
    const results: PageResult[] = [];
    let dealSource = '';
    try {
      const home = await measurePageScripts(browser, `${base}/`);
      const search = await measurePageScripts(browser, `${base}/car-leasing/search`);
      // The deal the search page links to first, as the site builds the link; the search API's first deal otherwise.
      const dealPage = search.firstDealLink ?? (await dealPathFromApi(base));
      dealSource = search.firstDealLink ? "the search page's first deal card" : 'the first /search/v2 result';
      const deal = await measurePageScripts(browser, `${base}${dealPage}`);
      for (const [page, path, load] of [
        ['home', '/', home],
        ['search', '/car-leasing/search', search],
        ['deal', dealPage, deal],
      ] as const) {
        results.push({ page, path, load, notFound: /not found/i.test(load.title), runs: [], lighthouse: null });
      }
    } finally {
      await browser.close();
    }

    if (!values['skip-lighthouse']) {
      // Round-robin over the pages, so a burst of noise on this shared machine lands on one run of each page
      // rather than on every run of one page.
      for (let run = 1; run <= runs; run++) {
        for (const result of results) {
          console.log(`  Lighthouse ${run}/${runs}: ${result.page}…`);
          result.runs.push(await lighthouseOnce(`${base}${result.path}`, chromePath));
        }
      }
      for (const result of results) result.lighthouse = summarise(result.runs);
    }
    report(results, dealSource, build);
  } finally {
    await site.close();
  }
}

function report(results: PageResult[], dealSource: string, build: { built: boolean; seconds: number }): void {
  const runCount = Math.max(0, ...results.map((result) => result.runs.length));
  const compressed = results.flatMap((result) => result.load.scripts).filter((script) => script.encoding);
  const encodingNote = compressed.length
    ? `the server compressed ${compressed.length} script(s) (${[...new Set(compressed.map((s) => s.encoding))].join(', ')}); sizes are still gzip -9 of the decoded bodies, for comparison`
    : 'the server sends scripts uncompressed (no Content-Encoding), so each body was gzipped here with zlib at level 9';
  console.log(`\nConsumer site, first load in a fresh browser context (KB = 1024 bytes; ${encodingNote})`);
  printTable(
    results.map(({ page, load, lighthouse }) => ({
      page,
      scripts: load.scripts.length,
      'JS KB': (load.jsBytes / KB).toFixed(1),
      'JS KB gzip': (load.jsGzipBytes / KB).toFixed(1),
      'JS target': page === 'search' ? `≤ ${TARGETS.searchJsGzipKB} ${load.jsGzipBytes / KB <= TARGETS.searchJsGzipKB ? '✓' : '✗'}` : '—',
      [`perf (≥ ${TARGETS.performance})`]: lighthouse ? meets(lighthouse.performance, TARGETS.performance) : 'skipped',
      [`a11y (≥ ${TARGETS.accessibility})`]: lighthouse ? meets(lighthouse.accessibility, TARGETS.accessibility) : 'skipped',
      [`TBT ms (≤ ${TARGETS.tbtMs})`]: lighthouse ? within(lighthouse.tbtMs, TARGETS.tbtMs, ms) : '—',
      [`CLS (≤ ${TARGETS.cls})`]: lighthouse ? within(lighthouse.cls, TARGETS.cls, clsText) : '—',
      [`LCP s (≤ ${seconds(TARGETS.lcpMs)})`]: lighthouse ? within(lighthouse.lcpMs, TARGETS.lcpMs, seconds) : '—',
    })),
  );
  if (runCount > 1) {
    console.log(`Lighthouse columns are the median of ${runCount} runs per page, each metric on its own. The runs:`);
    printTable(
      results.map(({ page, runs }) => ({
        page,
        performance: runs.map((run) => run.performance ?? 'n/a').join(' / '),
        accessibility: runs.map((run) => run.accessibility ?? 'n/a').join(' / '),
        'TBT ms': runs.map((run) => (run.tbtMs === null ? 'n/a' : ms(run.tbtMs))).join(' / '),
        CLS: runs.map((run) => (run.cls === null ? 'n/a' : clsText(run.cls))).join(' / '),
        'LCP s': runs.map((run) => (run.lcpMs === null ? 'n/a' : seconds(run.lcpMs))).join(' / '),
      })),
    );
  }
  const first = results.find((result) => result.runs.length)?.runs[0];
  if (first) {
    console.log(
      `Lighthouse ${first.version}, ${first.formFactor} form factor, simulated throttling (its defaults); ` +
        `this machine's benchmark index ${Math.round(first.benchmarkIndex)} (Lighthouse scales blocking time from it: scores vary by host).`,
    );
  }
  for (const { page, path, load, notFound } of results) {
    const shown = notFound ? `the site's not-found page ("${load.title}")` : `"${load.heading ?? load.title}"`;
    console.log(`  ${page}: ${path} → ${shown}${page === 'deal' ? `; path from ${dealSource}` : ''}`);
  }
  if (results.some((result) => result.page === 'deal' && result.notFound)) {
    console.log('  The deal page does not exist yet: the deal row measures what its path loads today (the app shell and not-found page).');
  }
  for (const { page, runs, lighthouse } of results) {
    if (!lighthouse) continue;
    // The diagnostics of the run closest to the median performance score.
    const typical = [...runs].sort(
      (a, b) => Math.abs((a.performance ?? 0) - (lighthouse.performance ?? 0)) - Math.abs((b.performance ?? 0) - (lighthouse.performance ?? 0)),
    )[0]!;
    for (const [category, target] of [
      ['performance', TARGETS.performance],
      ['accessibility', TARGETS.accessibility],
    ] as const) {
      const score = lighthouse[category];
      if (score === null || score >= target) continue;
      console.log(`\n${page}: ${category} ${score} < ${target}; top failing audits (a run scoring ${typical[category]}):`);
      for (const line of typical.failing[category]) console.log(`  - ${line}`);
    }
    const shifting = runs.find((run) => run.layoutShifts.length && (run.cls ?? 0) > TARGETS.cls);
    if (lighthouse.cls !== null && lighthouse.cls > TARGETS.cls && shifting) {
      console.log(`\n${page}: CLS ${clsText(lighthouse.cls)} > ${TARGETS.cls}; elements that moved (share of CLS, a run with ${clsText(shifting.cls!)}):`);
      for (const line of shifting.layoutShifts) console.log(`  - ${line}`);
    }
    if (lighthouse.lcpMs !== null && lighthouse.lcpMs > TARGETS.lcpMs && typical.lcpElement) {
      console.log(`\n${page}: LCP ${seconds(lighthouse.lcpMs)} s > ${seconds(TARGETS.lcpMs)} s; its element: ${typical.lcpElement}`);
    }
  }
  const file = writeResults('web', {
    site: { ...build, commit: gitCommit() },
    catalogue: 'tiny',
    compression: encodingNote,
    targets: TARGETS,
    pages: results.map(({ page, path, load, notFound, runs, lighthouse }) => ({
      page,
      path,
      title: load.title,
      heading: load.heading,
      notFound,
      scripts: load.scripts.map((script) => ({ ...script, url: new URL(script.url).pathname })),
      jsKB: load.jsBytes / KB,
      jsGzipKB: load.jsGzipBytes / KB,
      lighthouse,
      runs,
    })),
  });
  console.log(`\nWritten to ${file}`);
}
