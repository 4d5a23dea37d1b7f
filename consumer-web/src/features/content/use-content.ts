import { useCallback, useEffect, useState } from 'react';
import { get } from '../../api/client';
import { embeddedAnswer } from '../../api/embedded-answer';
import { ApiClientError } from '../../api/errors';

/** A content page's answer: loading, found, missing (the API's 404: the site's 404 page) or failed (anything else). */
export type ContentAnswer<T> = { status: 'loading' } | { status: 'found'; value: T } | { status: 'missing' } | { status: 'failed'; retry: () => void };

/** The answer the page server put in the first HTML for this very address (contentUrlForPage), if it did. */
function embeddedContent<T>(url: string): ContentAnswer<T> | null {
  const embedded = embeddedAnswer<T>(url);
  return embedded ? { status: 'found', value: embedded.value } : null;
}

const MISSING = { status: 'missing' } as const;

/** Before any fetch: missing for an address that cannot exist (null), else what the HTML carries, else loading. */
const initialAnswer = <T>(url: string | null): ContentAnswer<T> => (url === null ? MISSING : (embeddedContent<T>(url) ?? { status: 'loading' }));

/**
 * A content page's text (null: a page that cannot exist, which is missing): on a visit that landed on the page, the answer embedded in its HTML (no round trip);
 * otherwise fetched once per URL. The API sends ETags and a five-minute max-age, so a page visited again is
 * answered by the browser's cache, or by a 304, without the text travelling twice.
 */
export function useContent<T>(url: string | null): ContentAnswer<T> {
  const [answer, setAnswer] = useState<{ url: string | null; answer: ContentAnswer<T> }>(() => ({ url, answer: initialAnswer<T>(url) }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    if (url === null) {
      setAnswer({ url, answer: MISSING });
      return;
    }
    const embedded = embeddedContent<T>(url);
    if (embedded) {
      setAnswer({ url, answer: embedded });
      return;
    }
    let current = true;
    // A retry shows the page loading again rather than the failure it is replacing.
    setAnswer((shown) => (shown.answer.status === 'failed' ? { url, answer: { status: 'loading' } } : shown));
    get<T>(url, {}, 'high')
      .then((value) => current && setAnswer({ url, answer: { status: 'found', value } }))
      .catch((error: unknown) => {
        const missing = error instanceof ApiClientError && error.code === 'notfound';
        if (current) setAnswer({ url, answer: missing ? MISSING : { status: 'failed', retry } });
      });
    return () => {
      current = false;
    };
  }, [url, attempt, retry]);
  // A new URL (another guide) is loading until its own answer comes, never showing the last page's.
  return answer.url === url ? answer.answer : initialAnswer<T>(url);
}
