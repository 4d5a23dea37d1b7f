import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { formatPosition, type PostgresEventStore } from '../event-store/src';
import { durableSettings, startEmbeddedPostgres } from '../scripts/embedded-db';

export const RESULTS_DIR = join(__dirname, 'results');

/** A database for one benchmark run: DATABASE_URL when set, else a throw-away embedded cluster with npm start's durable settings. */
export async function benchDatabase(): Promise<{ url: string; description: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'lease-bench-pg-'));
  const settings = durableSettings();
  const db = await startEmbeddedPostgres({ dataDir: dir, persistent: false, settings });
  return {
    url: db.url,
    description: `embedded PostgreSQL, default durability (fsync on), ${Object.entries(settings).map(([name, value]) => `${name} ${value}`).join(', ')}`,
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What an earlier run seeded (--reuse): the log's head and the offers in force. */
export async function alreadySeeded(store: PostgresEventStore, url: string): Promise<{ position: string | null; currentOffers: number }> {
  if (!process.env.DATABASE_URL) throw new Error('--reuse needs the DATABASE_URL of a database an earlier run seeded');
  const head = await store.headPosition();
  const client = new pg.Client(url);
  await client.connect();
  const [row] = (await client.query<{ n: string }>('SELECT count(*) AS n FROM deals')).rows;
  await client.end();
  if (!head || Number(row!.n) === 0) throw new Error('--reuse: this database holds no seeded catalogue');
  return { position: formatPosition(head), currentOffers: Number(row!.n) };
}

/** The work's result and its wall time in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function machine() {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, cpuPaceMs: cpuPaceMs() };
}

/**
 * How fast one core ran when a result was written: the median of five runs of a fixed piece of single-threaded
 * work (JSON and hashing, what an API process spends its time on), in ms, lower is faster. The same model of this
 * machine has run three to four times slower on one day than the day before (docs/search.md), with nothing in
 * its name or clock to show it, so a result carries its pace and figures compare only between runs of a like
 * pace. Taken as the result is written, when the benchmark's own work has stopped.
 */
export function cpuPaceMs(): number {
  const deals = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ dealId: i, name: `deal ${i}`, monthlyPence: (i * 3739) % 100_000, priceTags: [i % 7, i % 11] })));
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    let digest = '';
    for (let round = 0; round < 20; round++) digest = createHash('sha256').update(JSON.stringify(JSON.parse(deals))).update(digest).digest('hex');
    runs.push(performance.now() - started);
  }
  return Number(runs.sort((a, b) => a - b)[2]!.toFixed(1));
}

/**
 * Writes `<name>.json`, and the same record under each of `alsoAs` (the machine, with its pace, is read once, so
 * the copies agree). Returns the first file.
 */
export function writeResults(name: string, results: object, alsoAs: readonly string[] = []): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const record = { at: new Date().toISOString(), machine: machine(), ...results };
  const [file] = [name, ...alsoAs].map((each) => {
    const path = join(RESULTS_DIR, `${each}.json`);
    writeFileSync(path, `${JSON.stringify({ name: each, ...record }, null, 2)}\n`);
    return path;
  });
  return file!;
}

export function printTable(rows: Record<string, string | number>[]): void {
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => String(row[header]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(headers.map((header) => String(row[header]))));
}
