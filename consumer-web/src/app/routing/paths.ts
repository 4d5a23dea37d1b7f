// Matching an address against the site's routes, and resolving a link's path: the rules React Router's declarative
// routes follow, which the site used until 7 Dec (docs/decisions.md, "The site's own router"). A route's path is
// relative to its parent's; `:name` is a parameter, a final `*` takes the rest; matching ignores case and a
// trailing slash.

/** What matching needs of a route. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  children?: RouteShape[];
}

/** One route of the chain an address matched, outermost first. */
export interface RouteMatch<R> {
  route: R;
  /** The parameters of this route and those around it, decoded. */
  params: Readonly<Record<string, string>>;
  /** The part of the address this route matched, without what its `*` took: relative links start here. */
  pathnameBase: string;
}

interface Branch<R> {
  chain: { route: R; pattern: string }[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/**
 * How specific a pattern is, so that the most specific route wins whatever the order they are listed in: a fixed
 * segment counts 10, a parameter 3, an empty one 1; a `*` costs 2 and an index route gains 2 (React Router's weights).
 */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (PARAM.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0) + (index ? 2 : 0));
}

function flatten<R extends RouteShape>(routes: readonly R[], parent: Branch<R>['chain'] = [], branches: Branch<R>[] = []): Branch<R>[] {
  for (const route of routes) {
    const pattern = joinPaths(parent.at(-1)?.pattern ?? '', route.path ?? '');
    const chain = [...parent, { route, pattern }];
    if (route.children?.length) flatten(route.children as R[], chain, branches);
    // A route without a path of its own that is not an index only lays out its children.
    if (route.path !== undefined || route.index) branches.push({ chain, score: scoreOf(pattern, route.index === true) });
  }
  return branches;
}

// Ranked once per route table: the table is fixed for the life of the app.
const ranked = new WeakMap<readonly RouteShape[], Branch<RouteShape>[]>();

function branchesOf<R extends RouteShape>(routes: readonly R[]): Branch<R>[] {
  let known = ranked.get(routes) as Branch<R>[] | undefined;
  if (!known) {
    // Stable: of two equally specific routes, the one listed first wins.
    known = flatten(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, known as Branch<RouteShape>[]);
  }
  return known;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

function compile(path: string, end: boolean) {
  const cacheKey = `${end ? 1 : 0}${path}`;
  const known = compiled.get(cacheKey);
  if (known) return known;
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_whole, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const made = { pattern: new RegExp(source, 'i'), names };
  compiled.set(cacheKey, made);
  return made;
}

/** Matches a pattern against a pathname: the whole of it when `end`, else a prefix that ends at a segment's end. */
function matchPath(path: string, pathname: string, end: boolean): { params: Record<string, string>; pathnameBase: string } | null {
  const { pattern, names } = compile(path, end);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Record<string, string> = {};
  names.forEach((name, at) => {
    const value = found[at + 1] ?? '';
    if (name === '*') pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    params[name] = decode(value);
  });
  return { params, pathnameBase };
}

// The last address matched against each table: the site matches each address twice (to start loading its pages'
// chunks, then to render them), and every render of the routes asks again.
const lastMatched = new WeakMap<readonly RouteShape[], { pathname: string; matches: RouteMatch<RouteShape>[] | null }>();

/** The chain of routes an address shows, outermost first; null when no route matches it. */
export function matchRoutes<R extends RouteShape>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  const last = lastMatched.get(routes);
  if (last?.pathname === pathname) return last.matches as RouteMatch<R>[] | null;
  const matches = firstBranchMatching(routes, pathname);
  lastMatched.set(routes, { pathname, matches });
  return matches;
}

function firstBranchMatching<R extends RouteShape>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  for (const { chain } of branchesOf(routes)) {
    const matches: RouteMatch<R>[] = [];
    let params: Record<string, string> = {};
    for (const [at, { route, pattern }] of chain.entries()) {
      const found = matchPath(pattern, pathname, at === chain.length - 1);
      if (!found) break;
      params = { ...params, ...found.params };
      matches.push({ route, params, pathnameBase: found.pathnameBase });
    }
    if (matches.length === chain.length) return matches;
  }
  return null;
}

/** An address split into its parts. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export function parsePath(to: string): Path {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

/**
 * Where a link's `to` leads from a route whose matched part is `from`: an absolute path as it is, a relative one
 * below `from` (`..` goes up a segment), and a search or fragment alone stays on the page shown (`current`).
 */
export function resolvePath(to: string, from: string, current: string): Path {
  const target = parsePath(to);
  let pathname: string;
  if (target.pathname === '') pathname = current;
  else if (target.pathname.startsWith('/')) pathname = target.pathname;
  else {
    const segments = from.split('/').filter(Boolean);
    for (const segment of target.pathname.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    pathname = `/${segments.join('/')}${target.pathname.endsWith('/') && segments.length ? '/' : ''}`;
  }
  return { ...target, pathname };
}
