import { EMBEDDED_CONTENT_ID } from '@lease/domain';

// The answer the page server put in the first HTML of a visit for the very address the page then asks for (a
// content page's text, a deal page's deal): read from the page instead of fetched, so it shows with no round trip.

/** The answer's element and what it holds, if the first HTML carries one for this very address. */
function embedded<T>(url: string): { element: HTMLElement; value: T } | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_CONTENT_ID);
  if (!element || element.dataset.url !== url) return null;
  try {
    return { element, value: JSON.parse(element.textContent ?? '') as T };
  } catch {
    return null;
  }
}

/** The embedded answer for this address, if the first HTML carries it (it stays, for a page that reads it again). */
export function embeddedAnswer<T>(url: string): { value: T } | null {
  const found = embedded<T>(url);
  return found && { value: found.value };
}

/**
 * The embedded answer, used once: it is as fresh as the first HTML, so a later visit to the same page within this
 * one (back from elsewhere, after prices moved) asks the API.
 */
export function takeEmbeddedAnswer<T>(url: string): { value: T } | null {
  const found = embedded<T>(url);
  found?.element.remove();
  return found && { value: found.value };
}
