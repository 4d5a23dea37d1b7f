import { DeliveryWorker, type DeliveryWorkerOptions } from '../command-api/src/delivery/delivery-worker';
import { createMailer } from '../command-api/src/delivery/mailer';
import { PersonVault } from '../projections/src';
import type { TestApi } from './api';

const quiet = () => undefined;

/**
 * A delivery worker over the test world's store, database and clock, polling fast, mailing through the world's
 * SMTP_URL (if any), and quiet unless told where to log. Started; stop it in afterAll.
 *
 * The mailer's limits (connection, greeting, socket inactivity) are 10 s, not one. In a loaded CI run, where the
 * contact-form suite took twice its usual time, one of its mails never arrived. The worker's log is quiet here, so
 * the cause was not seen; but a send that outlasts the limit fails, the peer shares the busy process, and in a world
 * whose clock stands still the retry is never due. A stopped peer refuses at once, so no test waits on the limit.
 */
export async function startDeliveryWorker(api: TestApi, options: Partial<DeliveryWorkerOptions> = {}): Promise<DeliveryWorker> {
  const worker = new DeliveryWorker({
    store: api.store,
    orm: api.orm,
    vault: new PersonVault(api.orm, api.config.SERVER_SECRET),
    config: { ...api.config, DELIVERY_POLL_MS: 20 },
    mailer: createMailer(api.config, { timeoutMs: 10_000 }),
    sms: null,
    log: { info: quiet, warn: quiet, error: quiet },
    now: api.clock,
    ...options,
  });
  await worker.start();
  return worker;
}
