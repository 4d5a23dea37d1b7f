import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from '../app/routing/router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site. */
  to: string;
  /** Let the browser load the page itself (the error page's way home, which starts the app afresh). */
  reloadDocument?: boolean;
}

/**
 * The site's in-app link: a plain click moves in the app (the router's `useLinkClickHandler`); a click with a
 * modifier key, or one its own handler took, is left to the browser.
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
 * A link that marks itself `aria-current="page"` on its own page or a page below it, case aside, since the routes
 * match paths whatever their case.
 */
export function NavLink({ to, ...link }: Omit<LinkProps, 'aria-current'>) {
  const pathname = useLocation().pathname.toLowerCase();
  const own = useResolvedPath(to).pathname.toLowerCase();
  const current = pathname === own || (own !== '/' && pathname.startsWith(own.endsWith('/') ? own : `${own}/`));
  return <Link {...link} to={to} aria-current={current ? 'page' : undefined} />;
}
