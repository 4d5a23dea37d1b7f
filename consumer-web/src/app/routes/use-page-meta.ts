import { useEffect } from 'react';
import { BRAND_NAME } from '../../ui/Logo';

export interface PageMeta {
  /** The page's own title; the brand name is added after it, as on every other page. */
  title: string;
  /** The `<meta name="description">` search engines show under the title. */
  description: string;
  /** The page's one true address: a path such as '/faqs' (resolved against this origin) or a full URL. */
  canonical?: string;
}

/**
 * Points an attribute of one element in <head> at a value. The returned clean-up puts back what was there:
 * the previous value, or no element at all if this call created it.
 */
function setHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (!existing) {
    const element = create();
    element.setAttribute(attribute, value);
    document.head.append(element);
    return () => element.remove();
  }
  const previous = existing.getAttribute(attribute);
  existing.setAttribute(attribute, value);
  return () => {
    if (previous === null) existing.removeAttribute(attribute);
    else existing.setAttribute(attribute, previous);
  };
}

function createElement(tag: 'meta' | 'link', attributes: Record<string, string>) {
  return () => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
}

/** Sets a page's title, meta description and canonical link, and restores the previous ones when the page goes away. */
export function usePageMeta({ title, description, canonical }: PageMeta) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(
    () => setHeadAttribute('meta[name="description"]', createElement('meta', { name: 'description' }), 'content', description),
    [description],
  );

  useEffect(() => {
    if (canonical === undefined) return undefined;
    const href = new URL(canonical, window.location.origin).href;
    return setHeadAttribute('link[rel="canonical"]', createElement('link', { rel: 'canonical' }), 'href', href);
  }, [canonical]);
}
