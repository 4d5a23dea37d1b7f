import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site. */
  to: string;
  /** Let the browser load the page itself (the error page's way home, which starts the app afresh). */
  reloadDocument?: boolean;
}

/**
 * The site's in-app link: React Router's `useHref` and `useLinkClickHandler`, which are what its own `<Link>` does in
 * declarative mode for a path on the site. Its `<Link>` also carries framework mode's prefetching (route discovery,
 * module preload links and the stream decoder behind them), which a declarative router never runs but which comes
 * with it into the bundle: some 4 KB gzipped of every page's first load (docs/decisions.md, "Speed (issue 20): the
 * site's first load"). A click with a modifier key, or one its own handler took, is left to the browser, as there.
 */
export function Link({ to, reloadDocument, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  }
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

/**
 * A link that marks itself `aria-current="page"` on its own page or a page below it, as React Router's does: case
 * aside, since the routes match paths whatever their case.
 */
export function NavLink({ to, ...link }: Omit<LinkProps, 'aria-current'>) {
  const pathname = useLocation().pathname.toLowerCase();
  const own = useResolvedPath(to).pathname.toLowerCase();
  const current = pathname === own || (own !== '/' && pathname.startsWith(own.endsWith('/') ? own : `${own}/`));
  return <Link {...link} to={to} aria-current={current ? 'page' : undefined} />;
}
