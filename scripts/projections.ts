import { SingleBar, Presets } from 'cli-progress';
import { projectionStream } from '../domain/src';
import { createEventStore, type EventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import { toEventData } from '../command-api/src/commands/handle-command';
import {
  blueGreenRebuild,
  createOrm,
  migrateReadModels,
  projectionStatus,
  projectorNamed,
  projectors,
  verifyProjection,
  type Projector,
  type RebuildProgress,
  type VerifyReport,
} from '../projections/src';
import { localDatabase, runScript, scriptMetadata } from './local-env';

const USAGE = `Usage:
  npm run projections -- status                 position and lag of every projector
  npm run projections -- rebuild <name>         rebuild a read model beside the live one and swap it in (blue-green)
  npm run projections -- verify <name>|all      rebuild into a shadow copy and compare it row by row with the live one
Projectors: ${projectors.map((projector) => projector.name).join(', ')}`;

/** A progress bar for a replay, started on its first report. */
function progressBar() {
  const bar = new SingleBar({ format: ' {bar} {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}', hideCursor: true }, Presets.shades_classic);
  let started = false;
  return {
    update(progress: RebuildProgress) {
      if (!started) bar.start(progress.total, 0, { rate: 0 });
      started = true;
      bar.update(progress.applied, { rate: Math.round(progress.eventsPerSecond) });
    },
    stop: () => started && bar.stop(),
  };
}

function printReport(report: VerifyReport) {
  if (report.equal) {
    console.log(`${report.projector}: equal at ${report.position} (${report.tables.map((table) => `${table.table} ${table.rows} rows`).join(', ')})`);
    return;
  }
  console.log(`${report.projector}: DIFFERENT at ${report.position}`);
  for (const difference of report.differences) {
    console.log(`  ${difference.table}: ${difference.onlyLive} rows only in the live read model, ${difference.onlyRebuilt} only in the rebuilt copy`);
    for (const row of difference.sampleLive) console.log(`    live:    ${JSON.stringify(row)}`);
    for (const row of difference.sampleRebuilt) console.log(`    rebuilt: ${JSON.stringify(row)}`);
  }
}

async function record(store: EventStore, projector: Projector, event: { type: string; data: unknown }) {
  const metadata = scriptMetadata('projections-cli', appVersion(), 'operator')(new Date());
  await store.appendToStream(projectionStream(projector.name), [toEventData(event, metadata)], { expectedRevision: 'any' });
}

async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'status' && command !== 'rebuild' && command !== 'verify') {
    console.error(USAGE);
    return 2;
  }
  const chosen = command === 'verify' && name === 'all' ? [...projectors] : name ? [projectorNamed(name)].filter((projector) => projector !== undefined) : [];
  if (command !== 'status' && chosen.length === 0) {
    console.error(name ? `No projector named '${name}'.\n${USAGE}` : USAGE);
    return 2;
  }
  const database = await localDatabase();
  await migrateReadModels(database.url);
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  const orm = await createOrm(database.url);
  try {
    if (command === 'status') {
      console.table(
        (await projectionStatus(store, orm, projectors, new Date())).map((status) => ({
          projector: status.name,
          position: status.position,
          'lag (events)': status.lagEvents,
          'lag (s)': Number(status.lagSeconds.toFixed(1)),
          applied: status.eventsApplied,
          'last event': status.lastEventAt ?? '-',
        })),
      );
      return 0;
    }
    let allEqual = true;
    for (const projector of chosen) {
      const bar = progressBar();
      const options = { store, orm, databaseUrl: database.url, projector, onProgress: bar.update };
      if (command === 'rebuild') {
        const result = await blueGreenRebuild(options);
        bar.stop();
        const [status] = await projectionStatus(store, orm, [projector], new Date());
        await record(store, projector, {
          type: 'ProjectionRebuilt',
          data: { projector: projector.name, staffId: null, position: status!.position, events: result.applied, eventsPerSecond: Math.round(result.eventsPerSecond) },
        });
        console.log(`Rebuilt ${projector.name} and swapped it in: ${result.applied} events at ${Math.round(result.eventsPerSecond)} events/s.`);
      } else {
        const report = await verifyProjection(options);
        bar.stop();
        await record(store, projector, {
          type: 'ProjectionVerified',
          data: { projector: projector.name, staffId: null, position: report.position, equal: report.equal, differingTables: report.differences.map((difference) => difference.table) },
        });
        printReport(report);
        allEqual &&= report.equal;
      }
    }
    return allEqual ? 0 : 1;
  } finally {
    await orm.close();
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
