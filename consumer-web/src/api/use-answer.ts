import { useCallback, useEffect, useState } from 'react';
import { useLoaderDelay } from '../ui/use-loader-delay';
import { get } from './client';

export interface Answer<T> {
  /** null while loading (or unasked), 'failed' when it could not be read. */
  value: T | null | 'failed';
  /** True once a read has been out longer than the loader delay (spec §9): only then do loading words show. */
  loadingShown: boolean;
  /** Asks again (after a failure: the Retry beside §8's fetching message). */
  retry: () => void;
}

/**
 * A read-only view's answer, fetched when the URL is set or changes (null leaves it unasked). For pages nothing else
 * in the store needs (the comparison, brokers, "Why this score?"); what the spec gives error codes to goes through a
 * saga and the error slice instead. The URL carries its query (withQuery), so one string says when to fetch again.
 * `keep` shows the last answer while the next loads, for a view that changes in place (the comparison), rather
 * than blanking it.
 */
export function useAnswerState<T>(url: string | null, { keep = false }: { keep?: boolean } = {}): Answer<T> {
  const [value, setValue] = useState<T | null | 'failed'>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!keep) setValue(null);
    if (!url) return;
    let current = true;
    setPending(true);
    get<T>(url, {}, 'low')
      .then((answer) => current && setValue(answer))
      .catch(() => current && setValue('failed'))
      .finally(() => current && setPending(false));
    return () => {
      current = false;
    };
  }, [url, keep, attempt]);
  const retry = useCallback(() => {
    setValue(null);
    setAttempt((count) => count + 1);
  }, []);
  return { value, loadingShown: useLoaderDelay(url !== null && pending), retry };
}

/** The answer alone, for a view that shows no loading words and offers no retry. */
export function useAnswer<T>(url: string | null, options: { keep?: boolean } = {}): T | null | 'failed' {
  return useAnswerState<T>(url, options).value;
}
