import { EMBEDDED_CONTENT_ID } from '@lease/domain';

// The answer the page server put in the first HTML of a visit for the very address the page then asks for (a
// content page's text, a deal page's deal): read from the page instead of fetched, so it shows with no round trip.

function embeddedElement(url: string): HTMLElement | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_CONTENT_ID);
  return element && element.dataset.url === url ? element : null;
}

/** The embedded answer for this address, if the first HTML carries it (it stays, for a page that reads it again). */
export function embeddedAnswer<T>(url: string): { value: T } | null {
  const element = embeddedElement(url);
  if (!element) return null;
  try {
    return { value: JSON.parse(element.textContent ?? '') as T };
  } catch {
    return null;
  }
}

/**
 * The embedded answer, used once: it is as fresh as the first HTML, so a later visit to the same page within this
 * one (back from elsewhere, after prices moved) asks the API.
 */
export function takeEmbeddedAnswer<T>(url: string): { value: T } | null {
  const answer = embeddedAnswer<T>(url);
  if (answer) embeddedElement(url)?.remove();
  return answer;
}
