import { useEffect, useState } from 'react';
import { get } from './client';

/**
 * A read-only view's answer, fetched when the URL is set or changes (null leaves it unasked): null while loading,
 * 'failed' when it could not be read. For pages nothing else in the store needs (the comparison, brokers, "Why this
 * score?"); what the spec gives error codes to goes through a saga and the error slice instead. The URL carries its
 * query (withQuery), so one string says when to fetch again. `keep` shows the last answer while the next loads, for
 * a view that changes in place (the comparison), rather than blanking it.
 */
export function useAnswer<T>(url: string | null, { keep = false }: { keep?: boolean } = {}): T | null | 'failed' {
  const [answer, setAnswer] = useState<T | null | 'failed'>(null);
  useEffect(() => {
    if (!keep) setAnswer(null);
    if (!url) return;
    let current = true;
    get<T>(url, {}, 'low')
      .then((value) => current && setAnswer(value))
      .catch(() => current && setAnswer('failed'));
    return () => {
      current = false;
    };
  }, [url, keep]);
  return answer;
}
