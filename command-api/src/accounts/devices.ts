import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@lease/domain';
import type { AppDeps } from '../deps';

// The browsers an account has used, for refer a friend's self-referral rule (docs/rewards.md). The site keeps a
// random device id in local storage and sends it with its sign-up and sign-in calls; only a keyed hash of it is
// kept. It is chosen by the client, so it is only ever used to refuse a referral, never to grant anything: a
// forged or cleared id gains nothing that a new browser would not.


/** The keyed hash of a device id, or null when none (or something that is not one) was sent. */
export function deviceHash(deps: AppDeps, deviceId: string | null | undefined): string | null {
  if (!deviceId || !DEVICE_ID_PATTERN.test(deviceId)) return null;
  return createHmac('sha256', deps.config.SERVER_SECRET).update(`device:${deviceId}`).digest('base64url');
}

export const requestDeviceHash = (deps: AppDeps, request: FastifyRequest) => {
  const header = request.headers[DEVICE_ID_HEADER.toLowerCase()];
  return deviceHash(deps, typeof header === 'string' ? header : null);
};

/** Remembers that the account used this browser. Safe to repeat. */
export async function noteDevice(deps: AppDeps, userId: string, hash: string | null): Promise<void> {
  if (!hash) return;
  const now = deps.clock();
  await deps.orm.em
    .fork()
    .execute(
      `INSERT INTO account_devices (user_id, device_hash, first_seen, last_seen) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen = greatest(account_devices.last_seen, excluded.last_seen)`,
      [userId, hash, now, now],
    );
}

/** Whether two accounts have used one browser. */
export async function shareADevice(deps: AppDeps, userId: string, otherUserId: string): Promise<boolean> {
  const [row] = await deps.orm.em
    .fork()
    .execute<{ shared: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM account_devices a JOIN account_devices b ON b.device_hash = a.device_hash
                      WHERE a.user_id = ? AND b.user_id = ?) AS shared`,
      [userId, otherUserId],
    );
  return row?.shared === true;
}

/** Erasure: the account's browsers are forgotten with it. */
export async function forgetDevices(deps: AppDeps, userId: string): Promise<void> {
  await deps.orm.em.fork().execute('DELETE FROM account_devices WHERE user_id = ?', [userId]);
}
