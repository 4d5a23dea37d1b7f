import { parsePosition } from '../event-store/src';
import { AlertReactor } from '../command-api/src/reactors/alert-reactor';
import type { TestApi } from './api';
import { caughtUp } from './leads';

const quiet = () => undefined;

/**
 * The alert reactor over the test world's store, database and clock, reading the log as soon as it moves and
 * flushing instant news every 50 ms unless `options` say otherwise. Started.
 */
export function startAlertReactor(api: TestApi, options: Partial<ConstructorParameters<typeof AlertReactor>[0]> = {}): AlertReactor {
  const reactor = new AlertReactor({
    store: api.store,
    orm: api.orm,
    clock: api.clock,
    version: api.config.version,
    log: { info: quiet, warn: quiet, error: quiet },
    liveBatchIntervalMs: 0,
    flushIntervalMs: 50,
    ...options,
  });
  reactor.start();
  return reactor;
}

/** Resolves once the reactor has acted on the log up to a position a command or an append answered with. */
export async function reactedTo(reactor: AlertReactor, position: string | { commit: bigint; prepare: bigint }): Promise<void> {
  const parsed = typeof position === 'string' ? parsePosition(position) : position;
  if (!parsed) throw new Error(`not a position: ${String(position)}`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    reactor.reached(parsed),
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the alert reactor did not reach the position in 15 s')), 15_000))),
  ]).finally(() => clearTimeout(timer));
}

/** Resolves once every read model holds everything in the log now, the reactor's own appends included. */
export async function readModelsSettled(api: TestApi): Promise<void> {
  // The store's head is the newest event no open transaction can still slip in before, so it may trail a
  // commit that just happened: wait for it, then look again until nothing lies beyond it.
  for (;;) {
    const head = await api.store.headPosition();
    if (!head) {
      // No event below the oldest transaction still open: the log is empty, or a transaction that began before its
      // first event (a projector's batch, say) has not ended yet, and every event waits behind it. Only the first
      // means there is nothing to wait for; the second returned at once before, while the read models lagged.
      if ((await api.store.countEventsAfter('start', 1)) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    await caughtUp(api, `${head.commit}-${head.prepare}`);
    if ((await api.store.countEventsAfter(head, 1)) === 0) return;
  }
}
