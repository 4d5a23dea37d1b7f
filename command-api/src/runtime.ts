import { createEventStore, type EventStore, type PgTimeouts } from '@lease/event-store';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createOrm, migrateReadModels, ProjectorRunner, projectors } from '@lease/projections';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock } from './clock';
import type { Config } from './config';
import { DeliveryWorker, type DeliveryWorkerOptions } from './delivery/delivery-worker';
import { createMailer } from './delivery/mailer';
import { createSmsSender } from './delivery/sms';
import { PersonVault } from '@lease/projections';
import { AlertReactor } from './reactors/alert-reactor';

export interface RunningApi {
  app: FastifyInstance;
  store: EventStore;
  url: string;
  close(): Promise<void>;
}

/** The database limits the API's pools get from its configuration (event-store's timeouts.ts explains each). */
export const databaseTimeouts = (config: Config): Partial<PgTimeouts> => ({
  connectMs: config.DB_CONNECT_TIMEOUT_MS,
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
});

/** The delivery worker a process runs: this configuration's mailer and SMS provider, on the wall clock. */
export function createDeliveryWorker(
  deps: { config: Config; store: EventStore; orm: MikroORM; log: DeliveryWorkerOptions['log'] },
  overrides: Partial<DeliveryWorkerOptions> = {},
): DeliveryWorker {
  const { config, store, orm, log } = deps;
  return new DeliveryWorker({
    store,
    orm,
    vault: new PersonVault(orm, config.SERVER_SECRET),
    config,
    mailer: createMailer(config),
    sms: createSmsSender(config),
    log,
    now: systemClock,
    ...overrides,
  });
}

/**
 * Starts the API process from configuration: migrations, the event store, the read-model connection, the
 * in-process projector runner (unless RUN_PROJECTORS=false, when the projector runs as its own process), the
 * delivery worker (unless RUN_DELIVERY=false), and the HTTP server. `close` stops them in the reverse order.
 *
 * A start that fails part-way (the port is in use) stops what it had started before it rejects: left running, the
 * runner, worker and reactor kept their pools and timers, and crashed their process once the database went away.
 */
export async function startApi(config: Config): Promise<RunningApi> {
  await migrateReadModels(config.DATABASE_URL);
  const timeouts = databaseTimeouts(config);
  let store: EventStore | undefined;
  let orm: MikroORM | undefined;
  let app: FastifyInstance | undefined;
  let runner: ProjectorRunner | undefined;
  let delivery: DeliveryWorker | undefined;
  let reactor: AlertReactor | undefined;
  const close = async () => {
    await app?.close();
    await reactor?.stop();
    await delivery?.stop();
    await runner?.stop();
    await orm?.close();
    await store?.close();
  };
  try {
    store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL, poolSize: 20, timeouts });
    orm = await createOrm(config.DATABASE_URL, 20, timeouts);
    app = await buildApp({ config, store, orm, clock: systemClock, runnerStatus: () => runner?.status() ?? [] });
    if (config.RUN_PROJECTORS) {
      runner = new ProjectorRunner({ store, orm, projectors, log: app.log, databaseUrl: config.DATABASE_URL });
      runner.start();
    }
    // Sends what the outbox owes (emails, SMS, leads to suppliers) unless another process does (RUN_DELIVERY=false).
    if (config.RUN_DELIVERY) {
      delivery = createDeliveryWorker({ config, store, orm, log: app.log });
      await delivery.start();
    }
    // Asks price alerts and saved searches to notice what feeds change, unless another process does (RUN_REACTORS=false).
    if (config.RUN_REACTORS) {
      reactor = new AlertReactor({ store, orm, clock: systemClock, version: config.version, log: app.log });
      reactor.start();
    }
    const url = await app.listen({ port: config.PORT, host: config.HOST });
    return { app, store, url, close };
  } catch (error) {
    // The start's own error is the one to report; a failure while stopping would only hide it.
    await close().catch(() => undefined);
    throw error;
  }
}
