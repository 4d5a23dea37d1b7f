import { post } from '../../api/client';
import { ApiClientError } from '../../api/errors';
import type { SendOutcome, SweepBatch } from './analytics-queue';
import type { WireEvent } from './site-event';

export const SWEEP_PATH = '/locolytics/sweep';
export const CONFIGURATOR_MODEL_PATH = '/analytics/vehicle-configurator/model';

/** No answer, a time-out, a busy or failing API: another try may do. Any other refusal would be refused again. */
function worthRetrying(error: unknown): boolean {
  const status = error instanceof ApiClientError ? error.status : undefined;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

export async function sendSweep(batch: SweepBatch): Promise<SendOutcome> {
  try {
    await post(SWEEP_PATH, batch);
    return 'sent';
  } catch (error) {
    return worthRetrying(error) ? 'retry' : 'drop';
  }
}

/** A page being hidden sends by beacon, which outlives the page; a JSON Blob so the API reads it as JSON. */
export function beaconSweep(batch: SweepBatch): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(SWEEP_PATH, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

/** The configurator's model and mode go on their own, at once; a failure is not the page's business. */
export async function sendConfiguratorModel(event: WireEvent): Promise<void> {
  try {
    await post(CONFIGURATOR_MODEL_PATH, event);
  } catch {
    // Intake down: the page goes on without it.
  }
}
