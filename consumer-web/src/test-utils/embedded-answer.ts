import { EMBEDDED_CONTENT_ID } from '@lease/domain';

/**
 * Puts in the page what the page server puts in a visit's first HTML: the API's answer for `url`, as
 * api/embedded-answer.ts reads it. Returns a function that takes it out again (the app takes it out itself when it
 * uses it once, so this is for a test that fails before that).
 */
export function embedAnswer(url: string, value: unknown): () => void {
  const embedded = document.createElement('script');
  embedded.type = 'application/json';
  embedded.id = EMBEDDED_CONTENT_ID;
  embedded.dataset.url = url;
  embedded.textContent = JSON.stringify(value);
  document.head.append(embedded);
  return () => embedded.remove();
}
