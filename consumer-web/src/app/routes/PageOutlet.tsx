import { Suspense } from 'react';
import { Outlet } from '../routing/router';

/**
 * What a page's place holds while its chunk loads on a first visit: a screen's height, so the footer starts below
 * the fold and nothing jumps when the page arrives, and a status for screen readers. A page whose own text is still
 * coming (a content page) holds its place with a class of its own.
 */
export function PageLoading({ className = 'page-loading' }: { className?: string }) {
  return (
    <div className={`container ${className}`}>
      <p className="visually-hidden" role="status">
        Loading the page…
      </p>
    </div>
  );
}

/**
 * Where a layout shows its page. Pages are lazy, but a first visit renders once its page's chunk is in (main.tsx),
 * so PageLoading shows only where a page renders before its chunk (tests do). A later move between pages is a
 * transition (the router starts one for each), so the page shown stays until the next one is ready rather than
 * flashing this placeholder; the boundary is above the routes for that reason, not around each page.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
