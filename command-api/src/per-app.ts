import type { AppDeps } from './deps';

export interface PerApp<T> {
  (deps: AppDeps): T;
  /** Puts a ready-made value in place for these deps (tests): call before buildApp(deps). */
  use(deps: AppDeps, value: T): void;
}

/**
 * A service built once per app from its deps, on first use, and kept beside them rather than in AppDeps, so that
 * server.ts and the tests need not build it: the captcha, the personal-data vault, the token keys.
 */
export function perApp<T>(build: (deps: AppDeps) => T): PerApp<T> {
  const built = new WeakMap<AppDeps, T>();
  const get = (deps: AppDeps): T => {
    if (!built.has(deps)) built.set(deps, build(deps));
    return built.get(deps)!;
  };
  return Object.assign(get, { use: (deps: AppDeps, value: T) => void built.set(deps, value) });
}
