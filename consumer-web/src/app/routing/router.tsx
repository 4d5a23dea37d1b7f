import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, type History, type Location, type NavigationType } from './history';
import { createPath, matchRoutes, resolvePath, type RouteMatch, type RouteShape } from './paths';

// The site's router: a history, the location it shows, and the chain of routes that location matched, with the
// hooks pages read them through. It keeps the names and behaviour of the parts of React Router's declarative mode
// the site used (docs/decisions.md, "The site's own router").

export type { Location, NavigationType } from './history';

/** A route with what it shows: its element, or, for a layout, its children's through an <Outlet />. */
export interface RouteObject extends RouteShape {
  element?: ReactNode;
  children?: RouteObject[];
}

export type NavigateFunction = {
  (to: string, options?: { replace?: boolean }): void;
  (delta: number): void;
};

interface RouterState {
  history: History;
  location: Location;
  action: NavigationType;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  matches: RouteMatch<RouteObject>[];
  /** What the route's <Outlet /> shows: the next route of the chain, rendered. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ matches: [], outlet: null });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs a router above it (BrowserRouter, or MemoryRouter in tests)');
  return router;
}

/**
 * Shows the history's location. Each move renders inside a transition, so a page already shown stays until the
 * next one is ready (its chunk loaded) rather than giving way to a placeholder (PageOutlet).
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  useLayoutEffect(
    () => history.listen(() => startTransition(() => setState({ location: history.location, action: history.action }))),
    [history],
  );
  const value = useMemo(() => ({ history, ...state }), [history, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter().location;

export const useNavigationType = (): NavigationType => useRouter().action;

/** The match of the route this component is in (none outside every route: a layout's header, say). */
const useOwnMatch = (): RouteMatch<RouteObject> | undefined => useContext(RouteContext).matches.at(-1);

/** Where relative paths start from in this component: its route's matched part, or the root. */
const useRouteBase = (): string => useOwnMatch()?.pathnameBase ?? '/';

/** The parameters of the route this component is in, and of those around it. */
export const useParams = (): Readonly<Record<string, string | undefined>> => useOwnMatch()?.params ?? {};

/** Where `to` leads from the route this component is in. */
export function useResolvedPath(to: string) {
  const { pathname } = useLocation();
  const from = useRouteBase();
  return useMemo(() => resolvePath(to, from, pathname), [to, from, pathname]);
}

export const useHref = (to: string): string => createPath(useResolvedPath(to));

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const from = useRouteBase();
  return useCallback(
    ((to: string | number, options?: { replace?: boolean }) => {
      if (typeof to === 'number') history.go(to);
      else history[options?.replace ? 'replace' : 'push'](createPath(resolvePath(to, from, location.pathname)));
    }) as NavigateFunction,
    [history, from, location.pathname],
  );
}

/** The address's query, and a way to move to the same page with another (a new entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string>, options?: { replace?: boolean }) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string>, options?: { replace?: boolean }) => navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

/**
 * A link's click: a plain left click on a link for this tab moves in the app, and a link to the address already
 * shown replaces its entry rather than adding a second; a click with a modifier key is left to the browser.
 */
export function useLinkClickHandler<E extends Element>(to: string, { target }: { target?: string } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return useCallback(
    (event: MouseEvent<E>) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.button !== 0 || (target && target !== '_self') || modified) return;
      event.preventDefault();
      navigate(createPath(path), { replace: createPath(location) === createPath(path) });
    },
    [navigate, location, path, target],
  );
}

/** Where a layout route shows the route below it. */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

/** Moves to `to` once rendered (a route that only sends people elsewhere). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The chain of routes the location matches, each inside the one around it; null when none does. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match, at) => (
      <RouteContext.Provider value={{ matches: matches.slice(0, at + 1), outlet }}>{match.route.element === undefined ? outlet : match.route.element}</RouteContext.Provider>
    ),
    null,
  );
}

export { matchRoutes };
