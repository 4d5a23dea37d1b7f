import '../../test-utils/polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRoute } from '../../app/router';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { PageOutlet } from '../../app/routes/PageOutlet';
import { contentLibrary, serveContent } from '../../test-utils/content-network';
import { installFakeNetwork, type FakeNetwork } from '../../test-utils/fake-fetch';
import { memoryRoutes } from '../../test-utils/render-routes';
import { contentUrlForPage } from '@lease/domain';
import { embedAnswer } from '../../test-utils/embedded-answer';
import { contentRoutes } from './content-routes';

// The pages read content/ through the API's own answers, so each test sees the text a visitor would.
const library = contentLibrary();
const GUIDES = library.guides;
const BLOG_POSTS = library.blog;
const FAQ_GROUPS = library.faqs;
const CAREERS_EMAIL = library.careers.email;
let network: FakeNetwork;
beforeEach(() => {
  network = installFakeNetwork();
  serveContent(network);
});

// The content routes as the root layout will hold them: inside <main>, beside the site's catch-all not-found page.
const routes: SiteRoute[] = [
  {
    path: '/',
    element: (
      <main>
        <PageOutlet />
      </main>
    ),
    children: [...contentRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

/** Renders the app's content routes at a path and waits for the lazily loaded page's heading. */
async function renderAt(path: string) {
  const { router, element } = memoryRoutes(path, routes);
  const view = render(element);
  await screen.findByRole('heading', { level: 1 });
  // The page's text arrives from the API after its hero.
  await waitFor(() => expect(screen.queryByText('Loading the page…')).toBeNull());
  return { router, ...view };
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

/** One h1 first, and no heading more than one level below the heading before it. */
function expectHeadingsInOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
}

const PAGES = [
  { path: '/faqs', heading: 'Frequently asked questions', title: 'Frequently asked questions' },
  { path: '/guides', heading: 'Car and van leasing guides', title: 'Car and van leasing guides' },
  { path: '/blog', heading: 'The Lease Deals blog', title: 'Blog' },
  { path: '/careers', heading: 'Work at Lease Deals', title: 'Careers' },
  { path: '/why-lease', heading: 'Why lease? The benefits and the drawbacks', title: 'Why lease? The benefits and the drawbacks' },
  { path: '/reviews', heading: 'Customer reviews', title: 'Customer reviews' },
  ...GUIDES.map((guide) => ({ path: `/guides/${guide.slug}`, heading: guide.title, title: guide.title })),
  ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, heading: post.title, title: post.title })),
];

describe('content pages', () => {
  it('loads every page lazily, so its text stays out of the first load', () => {
    expect(contentRoutes.map((route) => route.path)).toEqual(['faqs', 'guides', 'guides/:slug', 'blog', 'blog/:slug', 'careers', 'why-lease', 'reviews']);
    for (const route of contentRoutes) {
      expect(typeof route.lazy).toBe('function');
      expect(route.element).toBeUndefined();
      expect(route.Component).toBeUndefined();
    }
  });

  it.each(PAGES)('$path has its heading, title, description and canonical link, headings in order', async ({ path, heading, title }) => {
    await renderAt(path);

    expect(h1()).toBe(heading);
    expect(document.title).toBe(`${title} · Lease Deals`);
    expect(description()).toMatch(/\S/);
    expect(description()?.length).toBeLessThanOrEqual(160);
    expect(canonical()).toBe(`http://localhost${path}`);
    expect(screen.getByRole('main')).toBeTruthy();
    expectHeadingsInOrder();
  });

  it('gives each guide and post its own description', async () => {
    await renderAt(`/guides/${GUIDES[0]?.slug}`);
    expect(description()).toBe(GUIDES[0]?.description);
  });

  it('groups the FAQs under headings, each question a closed disclosure', async () => {
    await renderAt('/faqs');

    expect(FAQ_GROUPS.length).toBeGreaterThanOrEqual(4);
    for (const group of FAQ_GROUPS) {
      const section = screen.getByRole('region', { name: group.heading });
      const disclosures = section.querySelectorAll('details');
      expect(disclosures).toHaveLength(group.questions.length);
      disclosures.forEach((details, index) => {
        expect(details.firstElementChild?.tagName).toBe('SUMMARY');
        expect(details.firstElementChild?.textContent).toBe(group.questions[index]?.question);
        expect(details.open).toBe(false);
      });
    }
    expect(screen.getByRole('link', { name: 'how our deal score works' }).getAttribute('href')).toBe('/guides/how-our-deal-score-works');
  });

  it('opens a guide from the guides list', async () => {
    await renderAt('/guides');
    const guide = GUIDES.find((candidate) => candidate.slug === 'personal-vs-business-contract-hire');
    if (!guide) throw new Error('the guide is missing');

    expect(GUIDES.length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(GUIDES.map((candidate) => candidate.title)),
    );
    await userEvent.click(screen.getByRole('link', { name: guide.title }));

    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    expect(document.title).toBe(`${guide.title} · Lease Deals`);
    expect(description()).toBe(guide.description);
    expect(canonical()).toBe(`http://localhost/guides/${guide.slug}`);
    expect(screen.getByRole('heading', { level: 2, name: 'How much VAT a business can reclaim' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/guides');
  });

  it('lists the blog posts with their 2026 dates, newest first', async () => {
    await renderAt('/blog');

    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    const dates = Array.from(document.querySelectorAll('main time')).map((time) => time.getAttribute('datetime') ?? '');
    expect(dates).toEqual(BLOG_POSTS.map((post) => post.published));
    expect(dates.every((date) => date.startsWith('2026-'))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(screen.getByText('15 September 2026')).toBeTruthy();
  });

  it('says how to apply for each open role', async () => {
    await renderAt('/careers');

    const roles = screen.getByRole('heading', { level: 2, name: 'Open roles' }).parentElement as HTMLElement;
    expect(within(roles).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(2);
    for (const link of within(roles).getAllByRole('link', { name: /^Apply for / })) {
      expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${CAREERS_EMAIL}\\?subject=`));
    }
    expect(screen.getByRole('link', { name: CAREERS_EMAIL }).getAttribute('href')).toBe(`mailto:${CAREERS_EMAIL}`);
  });

  it('states the drawbacks of leasing as well as the benefits', async () => {
    await renderAt('/why-lease');

    expect(screen.getByRole('heading', { level: 2, name: 'What leasing does well' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What to weigh up first' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'You never own it' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Leasing compared with/ })).toBeTruthy();
  });

  it.each(['/guides/no-such-guide', '/blog/no-such-post'])('shows the not-found page for %s, as the API answers 404', async (path) => {
    await renderAt(path);

    expect(h1()).toBe("We can't find that page");
    expect(document.title).toBe('Page not found · Lease Deals');
    expect(canonical()).toBeUndefined();
    expect(network.requests.map((request) => request.path)).toContain('/page-content');
  });

  it.each(['/guides/Lease_Costs', '/blog/LOUD-POST', `/guides/${'a'.repeat(121)}`])('shows the not-found page for %s, a slug no page could have, without asking the API', async (path) => {
    await renderAt(path);

    expect(h1()).toBe("We can't find that page");
    expect(network.requests.map((request) => request.path)).not.toContain('/page-content');
  });

  it('shows the trust score of 4.7 with where it comes from, and the reviews newest first', async () => {
    await renderAt('/reviews');

    expect(screen.getByRole('heading', { level: 2, name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(screen.getByText(/^From [\d,]+ reviews, as of \d+\w\w \w{3} \d{4}\.$/)).toBeTruthy();
    expect(screen.getByText('Where this comes from:').parentElement?.textContent).toMatch(/average star rating from reviews/);
    const reviews = within(screen.getByRole('region', { name: 'What customers said' })).getAllByRole('listitem');
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    const dates = Array.from(document.querySelectorAll('.review time')).map((time) => time.getAttribute('datetime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reviews[0]?.textContent).toMatch(/out of 5/);
  });

  it('shows the text the page server embedded in the first HTML without asking the API for it', async () => {
    const removeAnswer = embedAnswer(contentUrlForPage('/faqs')!, {
      groups: [{ id: 'only', heading: 'The only group', questions: [{ question: 'Embedded?', answer: [{ kind: 'paragraph', text: 'Yes.' }] }] }],
    });
    try {
      await renderAt('/faqs');
      expect(screen.getByRole('heading', { level: 2, name: 'The only group' })).toBeTruthy();
      expect(network.requests.filter((request) => request.path === '/faqs/list/articles')).toEqual([]);
    } finally {
      removeAnswer();
    }
  });

  it('says so in §8 words, rather than showing a blank page, when the API cannot answer; Retry asks again', async () => {
    let asked = 0;
    network = installFakeNetwork().on('GET', '/faqs/list/articles', () => (++asked === 1 ? { status: 503, body: { message: 'busy' } } : { body: { groups: FAQ_GROUPS } }));
    await renderAt('/faqs');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('There has been an issue fetching this page. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: FAQ_GROUPS[0]!.heading })).toBeTruthy();
    expect(asked).toBe(2);
  });
});
