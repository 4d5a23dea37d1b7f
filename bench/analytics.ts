import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { PostgresEventStore } from '../event-store/src';
import { buildApp, configSchema, systemClock } from '../command-api/src';
import { analyticsProjector, createOrm, migrateReadModels, ProjectorRunner, waitForProjections } from '../projections/src';
import { siteEvent } from '../test-support/analytics';
import { benchDatabase, percentile, printTable, writeResults } from './support';

// `npm run bench -- analytics [--events 200000] [--batch 20] [--concurrency 16]`: the site's analytics intake over
// real HTTP (the API listening on a port, sweeps posted with fetch), events accepted per second at the given
// concurrency; then the analytics projector alone catching up with what was taken, in events per second.

const VISITORS = 5_000;
const NAMES = ['page_view', 'search', 'deal_view', 'page_view', 'lease_profile_changed', 'vehicle_saved'] as const;

function payloadOf(name: (typeof NAMES)[number], n: number): Record<string, unknown> | undefined {
  if (name === 'search') return { results: n % 50, vehicleType: 1, leaseType: 2 };
  if (name === 'deal_view') return { dealId: 10_000_000_000 + n, vehicleId: 100 + (n % 400), supplierId: 1 + (n % 30), dealScore: n % 101, monthlyPaymentPence: 20_000 + (n % 30_000) };
  if (name === 'lease_profile_changed') return { vehicleId: 100 + (n % 400), leaseType: 2, term: 36, mileage: 10000, initialPaymentInMonths: 6 };
  if (name === 'vehicle_saved') return { vehicleId: 100 + (n % 400), dealId: null };
  return undefined;
}

export async function analyticsBench(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { events: { type: 'string', default: '200000' }, batch: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '16' } },
  });
  const total = Number(values.events);
  const batchSize = Number(values.batch);
  const concurrency = Number(values.concurrency);
  const database = await benchDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 24 });
  const cleanups: (() => Promise<unknown>)[] = [() => database.stop(), () => store.close()];
  try {
    await store.migrate();
    await migrateReadModels(database.url);
    const orm = await createOrm(database.url, 24);
    cleanups.unshift(() => orm.close());
    const config = {
      ...configSchema.parse({ DATABASE_URL: database.url, SERVER_SECRET: 'bench-secret-long-enough-for-the-config', LOG_LEVEL: 'warn', PORT: '0', ANALYTICS_SWEEPS_PER_MINUTE: '100000000' }),
      version: 'bench',
    };
    const app = await buildApp({ config, store, orm, clock: systemClock });
    cleanups.unshift(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/locolytics/sweep`;
    console.log(`Analytics benchmark on ${database.description}: ${total} events in sweeps of ${batchSize}, concurrency ${concurrency}, over HTTP`);

    // Every sweep's body is built before the clock starts: the load generator shares this process (and the two
    // cores) with the API, and building 200,000 events is its work, not the API's.
    const at = new Date();
    const bodies: { body: string; events: number }[] = [];
    for (let first = 0; first < total; first += batchSize) {
      // One visitor per sweep, as a page sends them; 5,000 visitors keep each well under the flood limit.
      const visitorKey = `bench-visitor-${(first / batchSize) % VISITORS}`;
      const events = Array.from({ length: Math.min(batchSize, total - first) }, (_, index) => {
        const n = first + index;
        const name = NAMES[n % NAMES.length]!;
        return siteEvent(name, { visitorKey, at, path: '/car-leasing/search', params: 'leaseType=2&ranges=10', payload: payloadOf(name, n), group: n % 2 ? 'control' : 'explained' });
      });
      bodies.push({ body: JSON.stringify({ batchId: randomUUID(), events }), events: events.length });
    }

    let next = 0;
    let accepted = 0;
    let dropped = 0;
    let failed = 0;
    const latencies: number[] = [];
    const worker = async () => {
      for (;;) {
        const sweep = bodies[next++];
        if (!sweep) return;
        const started = performance.now();
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: sweep.body });
        latencies.push(performance.now() - started);
        if (response.status !== 202) {
          failed += sweep.events;
          continue;
        }
        const answer = (await response.json()) as { accepted: number; dropped: Record<string, number> };
        accepted += answer.accepted;
        dropped += Object.values(answer.dropped).reduce((sum, count) => sum + count, 0);
      }
    };
    const intakeStarted = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const intakeSeconds = (performance.now() - intakeStarted) / 1000;
    latencies.sort((a, b) => a - b);

    // The analytics projector alone, from the start of the log to its head.
    const head = (await store.headPosition())!;
    const runner = new ProjectorRunner({ store, orm, projectors: [analyticsProjector] });
    const projectionStarted = performance.now();
    runner.start();
    cleanups.unshift(() => runner.stop());
    while (!(await waitForProjections(orm, [analyticsProjector.name], head, 2000))) {
      // Catching up.
    }
    const projectionSeconds = (performance.now() - projectionStarted) / 1000;
    const [{ rows }] = (await orm.em.fork().execute<{ rows: string }[]>('SELECT count(*) AS rows FROM fact_site_events')) as [{ rows: string }];

    const acceptedPerSecond = accepted / intakeSeconds;
    const projectedPerSecond = Number(rows) / projectionSeconds;
    printTable([
      { measure: `events accepted per second, concurrency ${concurrency} (target ≥ 5,000)`, value: Math.round(acceptedPerSecond) },
      { measure: `sweep latency p50 / p95 / p99 ms (${batchSize} events a sweep)`, value: `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)}` },
      { measure: 'events accepted / dropped / refused', value: `${accepted} / ${dropped} / ${failed}` },
      { measure: 'analytics projection, events per second', value: Math.round(projectedPerSecond) },
      { measure: 'fact_site_events rows', value: Number(rows) },
    ]);
    const file = writeResults('analytics', {
      events: total, batchSize, concurrency, intakeSeconds, acceptedPerSecond, accepted, dropped, refused: failed,
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
      projectionSeconds, projectedPerSecond, rows: Number(rows),
    });
    console.log(`Results written to ${file}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
  }
}
