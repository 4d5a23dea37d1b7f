import { useEffect, useState } from 'react';
import { get } from '../../api/client';
import { ApiClientError } from '../../api/errors';

/** A content page's answer: loading, found, missing (the API's 404: the site's 404 page) or failed (anything else). */
export type ContentAnswer<T> = { status: 'loading' } | { status: 'found'; value: T } | { status: 'missing' } | { status: 'failed' };

/**
 * Fetches a content route once per URL. The API sends ETags and a five-minute max-age, so a page visited again is
 * answered by the browser's cache, or by a 304, without the text travelling twice.
 */
export function useContent<T>(url: string): ContentAnswer<T> {
  const [answer, setAnswer] = useState<{ url: string; answer: ContentAnswer<T> }>({ url, answer: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    get<T>(url, {}, 'high')
      .then((value) => current && setAnswer({ url, answer: { status: 'found', value } }))
      .catch((error: unknown) => {
        const missing = error instanceof ApiClientError && error.code === 'notfound';
        if (current) setAnswer({ url, answer: { status: missing ? 'missing' : 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [url]);
  // A new URL (another guide) is loading until its own answer comes, never showing the last page's.
  return answer.url === url ? answer.answer : { status: 'loading' };
}
