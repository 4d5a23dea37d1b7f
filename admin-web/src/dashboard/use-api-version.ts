import { useEffect, useState } from 'react';

export type ApiVersion = { state: 'loading' } | { state: 'loaded'; version: string } | { state: 'failed' };

/** The API's version from /meta.json, so staff can tell which release they are operating. */
export function useApiVersion(): ApiVersion {
  const [version, setVersion] = useState<ApiVersion>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/meta.json', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : undefined;
        const value = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
        setVersion(typeof value === 'string' ? { state: 'loaded', version: value } : { state: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setVersion({ state: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return version;
}
