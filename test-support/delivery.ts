import { DeliveryWorker, type DeliveryWorkerOptions } from '../command-api/src/delivery/delivery-worker';
import { createMailer } from '../command-api/src/delivery/mailer';
import { PersonVault } from '../projections/src';
import type { TestApi } from './api';

const quiet = () => undefined;

/**
 * A delivery worker over the test world's store, database and clock, polling fast, mailing through the world's
 * SMTP_URL (if any) with a short timeout, and quiet unless told where to log. Started; stop it in afterAll.
 */
export async function startDeliveryWorker(api: TestApi, options: Partial<DeliveryWorkerOptions> = {}): Promise<DeliveryWorker> {
  const worker = new DeliveryWorker({
    store: api.store,
    orm: api.orm,
    vault: new PersonVault(api.orm, api.config.SERVER_SECRET),
    config: { ...api.config, DELIVERY_POLL_MS: 20 },
    mailer: createMailer(api.config, { timeoutMs: 1000 }),
    sms: null,
    log: { info: quiet, warn: quiet, error: quiet },
    now: api.clock,
    ...options,
  });
  await worker.start();
  return worker;
}
