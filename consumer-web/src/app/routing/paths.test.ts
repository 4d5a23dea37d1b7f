import { matchRoutes, resolvePath, type RouteShape } from './paths';

interface Named extends RouteShape {
  name: string;
  children?: Named[];
}

// Listed least specific first on purpose: the most specific route wins whatever the order.
const routes: Named[] = [
  {
    name: 'layout',
    path: '/',
    children: [
      { name: 'not found', path: '*' },
      { name: 'brand', path: 'car-leasing/:manufacturer' },
      { name: 'search', path: 'car-leasing/search' },
      { name: 'range', path: 'van-leasing/:manufacturer/:range' },
      { name: 'saved search', path: 'van-leasing/search/:reference' },
      { name: 'home', index: true },
      {
        name: 'account',
        path: 'locospace',
        children: [
          { name: 'account home', index: true },
          { name: 'alerts', path: 'price-alerts' },
        ],
      },
    ],
  },
];

const shown = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.name);

describe('matching an address to the routes', () => {
  it.each([
    ['/', ['layout', 'home']],
    ['/car-leasing/search', ['layout', 'search']],
    ['/car-leasing/bmw', ['layout', 'brand']],
    ['/van-leasing/search/abc', ['layout', 'saved search']],
    ['/van-leasing/ford/transit', ['layout', 'range']],
    ['/locospace', ['layout', 'account', 'account home']],
    ['/locospace/price-alerts', ['layout', 'account', 'alerts']],
    ['/LocoSpace/Price-Alerts/', ['layout', 'account', 'alerts']],
    ['/locospace/nothing-here', ['layout', 'not found']],
    ['/car-leasing/bmw/extra', ['layout', 'not found']],
  ])('shows %s as %j', (pathname, chain) => {
    expect(shown(pathname)).toEqual(chain);
  });

  it("hands each route its parameters, decoded, with those of the routes around it, and the part it matched", () => {
    const matches = matchRoutes(routes, '/van-leasing/mercedes-benz/e%20sprinter/');
    expect(matches?.at(-1)?.params).toEqual({ manufacturer: 'mercedes-benz', range: 'e sprinter' });
    expect(matches?.map((match) => match.pathnameBase)).toEqual(['/', '/van-leasing/mercedes-benz/e%20sprinter']);
    expect(matchRoutes(routes, '/a/b')?.at(-1)?.params).toEqual({ '*': 'a/b' });
  });

  it('matches nothing when no route takes the address', () => {
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });
});

describe("resolving a link's path", () => {
  it.each([
    ['/faqs#costs', '/locospace', '/locospace/garage', '/faqs#costs'],
    ['account-details', '/locospace', '/locospace', '/locospace/account-details'],
    ['../faqs', '/locospace', '/locospace', '/faqs'],
    ['?page=2', '/locospace/enquiries', '/locospace/enquiries', '/locospace/enquiries?page=2'],
    ['?', '/', '/car-leasing/search', '/car-leasing/search'],
  ])('%s from the route at %s (on %s) leads to %s', (to, from, current, expected) => {
    const { pathname, search, hash } = resolvePath(to, from, current);
    expect(pathname + search + hash).toBe(expected);
  });
});
