import { createEventStore } from '../event-store/src';
import { createOrm, PersonVault } from '../projections/src';
import { loadConfig, systemClock } from '../command-api/src';
import { DeliveryWorker } from '../command-api/src/delivery/delivery-worker';
import { createMailer } from '../command-api/src/delivery/mailer';

// One delivery worker in a process of its own, as each API process runs one (command-api/src/runtime.ts): the
// commands bench starts several to drain one outbox. Configured by the environment the bench hands it; starts
// on 'go' and stops on 'stop', both over the IPC channel.

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, poolSize: 20 });
  const orm = await createOrm(config.DATABASE_URL, 20);
  const worker = new DeliveryWorker({
    store,
    orm,
    vault: new PersonVault(orm, config.SERVER_SECRET),
    config: { ...config, DELIVERY_POLL_MS: 10 },
    mailer: createMailer(config),
    sms: null,
    log: { info: () => undefined, warn: () => undefined, error: (details) => console.error(details) },
    batchSize: 50,
    now: systemClock,
  });
  process.on('message', async (message) => {
    if (message === 'go') await worker.start();
    if (message !== 'stop') return;
    await worker.stop();
    await orm.close();
    await store.close();
    // The CPU this process used, for the bench's account of where the drain's time went.
    const used = process.cpuUsage();
    process.send!({ cpuSeconds: (used.user + used.system) / 1e6 }, () => process.disconnect());
  });
  process.send!('ready');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
