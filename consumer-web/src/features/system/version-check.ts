import { VISITOR_KEY_RELOAD_GUARD_MS } from '@lease/domain';
import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { type AppServices, appServices } from '../../app/services';
import { readStored, writeStored } from '../../app/storage/local-storage';

/** Present while a reload for a new version happened within the guard; its expiry is the guard. */
export const VERSION_RELOAD_GUARD_STORAGE_KEY = 'versionReloadedAt';

/**
 * Spec §4: a new site version forces a reload, at most once per 10 seconds. The deployed version is compared with
 * the one this bundle was built as, so a browser still running a cached bundle fetches the new one. The guard
 * stops a loop when a cache keeps serving the old bundle for a while.
 */
export function* reloadIfOutdated(deployedVersion: string): SagaIterator {
  const { buildVersion, now, reload }: AppServices = yield call(appServices);
  if (buildVersion === null || buildVersion === deployedVersion) return;
  if (readStored(VERSION_RELOAD_GUARD_STORAGE_KEY, now()) !== null) return;
  yield call(writeStored, VERSION_RELOAD_GUARD_STORAGE_KEY, now(), { expiresInMs: VISITOR_KEY_RELOAD_GUARD_MS, now: now() });
  yield call(reload);
}
