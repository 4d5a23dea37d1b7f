import request from 'supertest';
import { createTestApi, type TestApi } from '../../../../test-support/api';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every route's shape, checked field by field
type Body = any;

// Through the real HTTP layer (supertest over a listening server): what a browser or a CDN sees of ETag,
// Cache-Control and 304s matters here, not only the handler's answer.
describe('content routes: the Markdown in content/, served with ETags', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await api.app.ready();
  });
  afterAll(async () => api.cleanup());
  const http = () => request(api.app.server);

  test.each([
    ['/faqs/list/articles', (body: Body) => expect(body.groups[0]).toMatchObject({ id: expect.any(String), heading: expect.any(String), questions: expect.any(Array) })],
    ['/page-content/list?type=guide', (body: Body) => expect(body.items).toContainEqual(expect.objectContaining({ slug: 'how-our-deal-score-works', readingMinutes: expect.any(Number) }))],
    ['/page-content/list?type=blog', (body: Body) => expect(body.items[0].published).toMatch(/^\d{4}-\d{2}-\d{2}$/)],
    ['/page-content?type=guide&slug=how-our-deal-score-works', (body: Body) => expect(body).toMatchObject({ type: 'guide', article: { title: 'How our deal score works, in full' }, more: expect.any(Array) })],
    ['/page-content?type=blog&slug=price-history-on-every-deal', (body: Body) => expect(body.article.published).toBe('2026-09-15')],
    ['/page-content?type=page&slug=why-lease', (body: Body) => expect(body.page.sections.map((section: { style: string }) => section.style)).toEqual(['points-good', 'points-bad', 'prose', 'columns'])],
    ['/page-content/comparison-template?vehicleType=2', (body: Body) => expect(body).toMatchObject({ id: 'van', vehicleType: 2, title: 'Comparing {{vehicles}}' })],
    ['/careers', (body: Body) => expect(body).toMatchObject({ email: 'careers@leasedeals.example', page: { slug: 'careers' }, roles: expect.any(Array) })],
    ['/testimonials', (body: Body) => expect(body.trustScore).toMatchObject({ score: 4.7, outOf: 5, source: expect.stringContaining('reviews') })],
  ])('GET %s answers with an ETag, and a 304 while it still matches', async (url, check) => {
    const first = await http().get(url).expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    check(first.body);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await http().get(url).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    await http().get(url).set('If-None-Match', `W/"something-else", ${etag}`).expect(304);
    await http().get(url).set('If-None-Match', '"an-older-copy"').expect(200);
  });

  test('answers differ in their ETags', async () => {
    const [a, b] = await Promise.all([http().get('/page-content?type=guide&slug=how-our-deal-score-works'), http().get('/page-content?type=guide&slug=lease-costs-explained')]);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  test('an unknown slug is a 404 the site shows as its 404 page; a bad query is a 400 naming the field', async () => {
    const missing = await http().get('/page-content?type=guide&slug=no-such-guide').expect(404);
    expect(missing.body).toMatchObject({ type: 'notfound', message: 'There is no guide "no-such-guide".' });
    await http().get('/page-content?type=page&slug=nope').expect(404);
    const bad = await http().get('/page-content?type=novel&slug=x').expect(400);
    expect(bad.body.errors).toMatchObject({ type: 'type is guide, blog or page' });
    const slug = await http().get('/page-content?type=guide&slug=..%2Fsecrets').expect(400);
    expect(slug.body.errors).toMatchObject({ slug: 'slug is lower-case words joined by hyphens, at most 120 characters' });
    expect((await http().get(`/page-content?type=guide&slug=${'a'.repeat(121)}`).expect(400)).body.errors).toHaveProperty('slug');
  });
});
