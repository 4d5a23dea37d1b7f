import { createEventStore } from '../event-store/src';
import { createOrm } from '../projections/src';
import { loadConfig } from '../command-api/src';
import { createDeliveryWorker } from '../command-api/src/runtime';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProfile } from './profile';

// One delivery worker in a process of its own, as each API process runs one (command-api/src/runtime.ts): the
// commands bench starts several to drain one outbox. Configured by the environment the bench hands it; starts
// on 'go' and stops on 'stop', both over the IPC channel. With BENCH_DRAIN_PROFILE=<dir>, it profiles its main
// thread from 'go' to 'stop' (its start-up, mostly compiling TypeScript, is not the drain's) into that folder.

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DELIVERY_POLL_MS: '10' });
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, poolSize: 20 });
  const orm = await createOrm(config.DATABASE_URL, 20);
  const log = { info: () => undefined, warn: () => undefined, error: (details: unknown) => console.error(details) };
  const worker = createDeliveryWorker({ config, store, orm, log });
  const profileDir = process.env.BENCH_DRAIN_PROFILE;
  let atGo = process.cpuUsage();
  let profiler: Awaited<ReturnType<typeof startProfile>> | null = null;
  process.on('message', async (message) => {
    if (message === 'go') {
      atGo = process.cpuUsage();
      if (profileDir) profiler = await startProfile();
      await worker.start();
    }
    if (message !== 'stop') return;
    await worker.stop();
    if (profiler && profileDir) writeFileSync(join(profileDir, `delivery-${process.pid}.cpuprofile`), JSON.stringify(await profiler.stop()));
    await orm.close();
    await store.close();
    // The CPU this process used since 'go' (its start-up is not the drain's), for the bench's account of where
    // the drain's time went.
    const used = process.cpuUsage(atGo);
    process.send!({ cpuSeconds: (used.user + used.system) / 1e6 }, () => process.disconnect());
  });
  process.send!('ready');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
