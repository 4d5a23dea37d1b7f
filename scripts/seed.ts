import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { createEventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import type { Scale } from './catalogue/generate';
import { SCALE_NAMES } from './catalogue/scale';
import { localDatabase, runScript } from './local-env';
import { seedCatalogue } from './seed-catalogue';

// `npm run seed -- --scale tiny|small|full|3x`: the generated UK catalogue, through the commands into the log.
// Read models follow through the projector (npm start runs it; `npm run projections -- status` shows progress).
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string' } } });
  const scale = values.scale as Scale;
  if (!SCALE_NAMES.includes(scale)) {
    console.error(`Usage: npm run seed -- --scale ${SCALE_NAMES.join('|')} [--seed <n>]`);
    return 2;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  const bar = new SingleBar({ format: ' {stage} {bar} {value}/{total} | {duration_formatted} elapsed | ETA {eta_formatted}', hideCursor: true }, Presets.shades_classic);
  let stage = '';
  try {
    const result = await seedCatalogue(store, {
      scale,
      now: new Date(),
      seed: values.seed ? Number(values.seed) : undefined,
      version: appVersion(),
      onProgress: (progress) => {
        if (progress.stage !== stage) {
          if (stage) bar.stop();
          stage = progress.stage;
          bar.start(progress.total, 0, { stage: stage.padEnd(11) });
        }
        bar.update(progress.done);
      },
    });
    bar.stop();
    console.log(
      `Seeded ${scale}: ${result.suppliers} suppliers, ${result.vehicles} vehicles, ${result.streams} rate books ` +
        `(${result.streamsSkipped} already there), ${result.currentOffers} offers in force, in ${result.seconds.toFixed(1)} s.`,
    );
    return 0;
  } finally {
    bar.stop();
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
