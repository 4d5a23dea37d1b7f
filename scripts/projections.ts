import { SingleBar, Presets } from 'cli-progress';
import { createEventStore } from '../event-store/src';
import { createOrm, migrateReadModels, projectionStatus, projectorNamed, projectors, rebuildProjection } from '../projections/src';
import { localDatabase, runScript } from './local-env';

const USAGE = `Usage:
  npm run projections -- status            position and lag of every projector
  npm run projections -- rebuild <name>    empty a read model and replay the log into it
Projectors: ${projectors.map((projector) => projector.name).join(', ')}`;

async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'status' && command !== 'rebuild') {
    console.error(USAGE);
    return 2;
  }
  const projector = name ? projectorNamed(name) : undefined;
  if (command === 'rebuild' && !projector) {
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
    const bar = new SingleBar(
      { format: ' {bar} {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}', hideCursor: true },
      Presets.shades_classic,
    );
    let barStarted = false;
    const result = await rebuildProjection(store, orm, projector!, (progress) => {
      if (!barStarted) {
        bar.start(progress.total, 0, { rate: 0 });
        barStarted = true;
      }
      bar.update(progress.applied, { rate: Math.round(progress.eventsPerSecond) });
    });
    if (barStarted) bar.stop();
    console.log(`Rebuilt ${projector!.name}: ${result.applied} events at ${Math.round(result.eventsPerSecond)} events/s.`);
    return 0;
  } finally {
    await orm.close();
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
