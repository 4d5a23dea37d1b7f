import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry rather than add one. */
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the page itself (the error page's way home, which starts the app afresh). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The site's in-app link: React Router's `useHref` and `useLinkClickHandler`, which are what its own `<Link>` does in
 * declarative mode. Its `<Link>` also carries framework mode's prefetching (route discovery, module preload links
 * and the stream decoder behind them) that a declarative router never runs but the bundle cannot drop: some 4 KB
 * gzipped of every page's first load (docs/decisions.md, "Speed (issue 20): the site's first load").
 */
export function Link({ to, replace, state, reloadDocument, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  }
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

/** A link that marks itself `aria-current="page"` on its own page (or a page below it), as React Router's does. */
export function NavLink({ to, ...link }: LinkProps) {
  const { pathname } = useLocation();
  const own = useResolvedPath(to).pathname;
  const current = pathname === own || (own !== '/' && pathname.startsWith(own.endsWith('/') ? own : `${own}/`));
  return <Link {...link} to={to} aria-current={current ? 'page' : undefined} />;
}
