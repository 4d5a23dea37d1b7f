import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@lease/domain';
import { readStored, writeStored } from './local-storage';

// A random id for this browser, kept in local storage and sent with sign-up and sign-in calls (and a social
// sign-in's start). The API keeps only a keyed hash of it, to tell when a friend signing up through a referral
// link is on a browser the referrer uses (docs/rewards.md). It identifies nothing outside this site and is never
// used for analytics. Storage that cannot be written gives a fresh id per page, which refuses nobody.

const KEY = 'deviceId';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  const stored = readStored(KEY);
  if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return stored;
  const id = randomId();
  writeStored(KEY, id);
  return id;
}

export const deviceHeaders = () => ({ [DEVICE_ID_HEADER]: deviceId() });
