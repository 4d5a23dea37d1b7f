import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendCached } from '../routes/content/cached-answer';
import { registerStaticSites } from './static-sites';

const CAREERS_ETAG = '"careers-1"';

// @fastify/static 10 (issue 15: 9.x had a path-traversal advisory) hands setHeaders the Fastify reply: the cache
// rules and the site fallback must behave as before.
describe('the built sites are served', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sites-'));
    for (const site of ['consumer', 'admin']) {
      mkdirSync(join(root, site, 'assets'), { recursive: true });
      writeFileSync(join(root, site, 'index.html'), `<html><head></head>${site}</html>`);
      // As the build's precompression leaves it: a browser that takes br would be sent this copy as it is.
      writeFileSync(join(root, site, 'index.html.br'), brotliCompressSync(`<html><head></head>${site}</html>`));
      writeFileSync(join(root, site, 'assets', 'app-1a2b.js'), `console.log('${site}')`);
    }
    writeFileSync(join(root, 'secret.txt'), 'outside the site');
    // The build's manifest: the entry brings the shared chunk; the deal page's module needs its own and another.
    mkdirSync(join(root, 'consumer', '.vite'));
    writeFileSync(
      join(root, 'consumer', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        '_deal-parts-1.js': { file: 'assets/deal-parts-1.js', css: ['assets/deal-parts-1.css'], imports: ['_shared-1.js'] },
        'src/features/deal/DealPage.tsx': { file: 'assets/DealPage-1.js', imports: ['_shared-1.js', '_deal-parts-1.js'], css: ['assets/DealPage-1.css'] },
        'src/app/routes/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_shared-1.js'] },
      }),
    );
    app = Fastify();
    // A read route that shares its path with a page of the site, and one that is the API's alone.
    app.get('/careers', (request, reply) => sendCached(request, reply, { etag: CAREERS_ETAG, body: JSON.stringify({ roles: [] }) }));
    app.get('/api/health-check', async () => ({ status: 'ok' }));
    await registerStaticSites(app, { consumer: join(root, 'consumer'), admin: join(root, 'admin') }, async (pathname) =>
      pathname === '/faqs'
        ? { id: 'content-answer', url: '/faqs/list/articles?a=1&b=2', body: JSON.stringify({ text: 'Ends </script><b>here' }) }
        : pathname === '/guides/no-such-guide'
          ? 'missing'
          : null,
    );
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('hashed assets are cached for good, pages never', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/' });
    expect(page.body).toBe('<html><head></head>consumer</html>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/admin/assets/app-1a2b.js' })).body).toBe("console.log('admin')");
  });

  test('a client-side route gets its site index; nothing outside the site roots is served', async () => {
    const route = await app.inject({ url: '/admin/leads', headers: { accept: 'text/html' } });
    expect(route.body).toBe('<html><head></head>admin</html>');
    for (const url of ['/../secret.txt', '/assets/..%2f..%2fsecret.txt', '/admin/..%2f..%2fsecret.txt']) {
      expect((await app.inject({ url })).body).not.toContain('outside the site');
    }
  });

  test("a path that is both a page and an API route: the browser's navigation gets the page, the site's call the JSON", async () => {
    const navigation = await app.inject({ url: '/careers', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(navigation.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(navigation.body).toBe('<html><head></head>consumer</html>');
    const call = await app.inject({ url: '/careers', headers: { accept: 'application/json' } });
    expect(call.json()).toEqual({ roles: [] });
    const health = await app.inject({ url: '/api/health-check', headers: { accept: 'text/html' } });
    expect(health.json()).toEqual({ status: 'ok' });
  });

  test("the JSON of a shared path is never a navigation's page: it varies on Accept, and the page neither carries nor honours the JSON's ETag", async () => {
    const call = await app.inject({ url: '/careers', headers: { accept: 'application/json' } });
    expect(call.headers.etag).toBe(CAREERS_ETAG);
    expect(call.headers.vary).toMatch(/\baccept\b/);
    expect((await app.inject({ url: '/careers', headers: { accept: 'application/json', 'if-none-match': CAREERS_ETAG } })).statusCode).toBe(304);
    // A browser that kept the JSON sends its ETag with the navigation: it gets the page, whole, without the ETag.
    const navigation = await app.inject({ url: '/careers', headers: { accept: 'text/html', 'if-none-match': CAREERS_ETAG } });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.body).toBe('<html><head></head>consumer</html>');
    expect(navigation.headers.etag).toBeUndefined();
    expect(navigation.headers['cache-control']).toBe('no-cache');
    expect(navigation.headers.vary).toMatch(/\baccept\b/);
  });

  test("a content page's first HTML carries its answer, inert and whole, so it shows without a round trip", async () => {
    const page = await app.inject({ url: '/faqs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const block = /<script type="application\/json" id="content-answer" data-url="([^"]*)">(.*?)<\/script><\/head>/.exec(page.body);
    expect(block?.[1]).toBe('/faqs/list/articles?a=1&amp;b=2');
    expect(block?.[2]).not.toContain('<');
    expect(JSON.parse(block![2]!)).toEqual({ text: 'Ends </script><b>here' });
    expect((await app.inject({ url: '/guides', headers: { accept: 'text/html' } })).body).toBe('<html><head></head>consumer</html>');
  });

  test('a content page whose text does not exist is the site, answered 404 so that crawlers drop it', async () => {
    const missing = await app.inject({ url: '/guides/no-such-guide', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toBe('<html><head></head>consumer</html>');
  });

  test("a deal page's first HTML asks for its picture and its page's chunks at once, so its largest paint need not wait for the script", async () => {
    const page = await app.inject({ url: '/car-leasing/kia/ev3/long-range/7/2-36-10000-9-1/70001/deal', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      '<html><head><link rel="preload" as="image" href="/vehicle/image.svg?vehicleId=7&amp;view=side" fetchpriority="high">' +
        // The page's own chunks and styles beside the entry; the shared chunk the entry brings is not named again.
        '<link rel="modulepreload" crossorigin href="/assets/DealPage-1.js"><link rel="modulepreload" crossorigin href="/assets/deal-parts-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/DealPage-1.css"><link rel="preload" as="style" crossorigin href="/assets/deal-parts-1.css">' +
        '</head>consumer</html>',
    );
    expect((await app.inject({ url: '/car-leasing/search', headers: { accept: 'text/html' } })).body).toBe('<html><head></head>consumer</html>');
  });

  test('the home page, served as the index, names its chunk too, as plain HTML even to a browser that takes br', async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBeUndefined();
    expect(home.body).toBe('<html><head><link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"></head>consumer</html>');
  });
});
