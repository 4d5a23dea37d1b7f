import { useEffect } from 'react';
import { BRAND_NAME } from '../../ui/Logo';

/** Sets the tab title for a page and puts back the previous one when the page goes away. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
