import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { z } from 'zod';
import {
  CONTENT_SLUG_MAX,
  isContentSlug,
  readingMinutes,
  TRUST_SCORE,
  type Article,
  type Careers,
  type ComparisonTemplate,
  type FaqGroup,
  type Page,
  type Role,
  type Sponsorship,
  type Testimonials,
} from '@lease/domain';
import { perApp } from '../per-app';
import { ContentError } from './content-error';
import { readContentFile } from './front-matter';
import { parseBlocks, parseSections, type Line } from './markdown';

// Reads content/ into what the API serves. Every file is checked on the way in (front matter against its
// collection's schema, the body against the house Markdown, links between pages), so a broken file stops the
// build and the API's start with its file and line instead of reaching a visitor as a blank page.

export interface ContentLibrary {
  faqs: FaqGroup[];
  guides: Article[];
  blog: Article[];
  pages: Map<string, Page>;
  careers: Careers;
  testimonials: Testimonials;
  comparisonTemplates: ComparisonTemplate[];
  sponsorships: Sponsorship[];
}

const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const order = z.number().int().min(0);

const META = {
  faq: z.strictObject({ heading: text, order }),
  guide: z.strictObject({ title: text, description: text.max(200), summary: text, order }),
  blog: z.strictObject({ title: text, description: text.max(200), summary: text, published: isoDate }),
  page: z.strictObject({ title: text, description: text.max(200), eyebrow: text, lead: text }),
  careersPage: z.strictObject({ title: text, description: text.max(200), eyebrow: text, lead: text, email: z.email() }),
  role: z.strictObject({ title: text, team: text, location: text, hours: text, summary: text, order }),
  testimonial: z.strictObject({ name: text, location: text, rating: z.number().int().min(1).max(5), date: isoDate, vehicle: text }),
  trustScore: z.strictObject({ reviewCount: z.number().int().nonnegative(), asOf: isoDate, source: text }),
  comparisonTemplate: z.strictObject({ vehicleType: z.union([z.literal(1), z.literal(2)]), title: text, intro: text }),
  sponsorship: z
    .strictObject({ supplierId: z.number().int().positive(), vehicleType: z.union([z.literal(1), z.literal(2)]), startsOn: isoDate, endsOn: isoDate, headline: text.max(80) })
    .refine((meta) => meta.startsOn <= meta.endsOn, { error: 'endsOn is before startsOn', path: ['endsOn'] }),
};

function markdownFiles(root: string, folder: string): string[] {
  const directory = join(root, folder);
  // A folder that is not there (a wrong CONTENT_DIR, a folder renamed) is named like a broken file, not a raw ENOENT.
  if (!existsSync(directory)) throw new ContentError(directory, 1, `the ${folder} folder is missing (content/README.md lists the folders)`);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(directory, name));
}

export function loadContent(root: string): ContentLibrary {
  const name = (path: string) => relative(join(root, '..'), path);
  // Every file's text as read, so the link check reads nothing twice.
  const sources = new Map<string, string>();
  const read = <T extends z.ZodType>(path: string, schema: T) => {
    const slug = basename(path, '.md');
    // The rule the API and the site hold slugs to, so that every file can be asked for.
    if (!isContentSlug(slug)) throw new ContentError(name(path), 1, `the file name "${slug}" becomes the address: lower-case words joined by hyphens, at most ${CONTENT_SLUG_MAX} characters`);
    const source = readFileSync(path, 'utf8');
    sources.set(name(path), source);
    return { slug, file: name(path), ...readContentFile(name(path), source, schema) };
  };
  const noLead = (file: string, lead: unknown[], body: Line[]) => {
    if (lead.length > 0) throw new ContentError(file, body.find((line) => line.text.trim())!.number, 'text before the first "## " heading: start with a section');
  };

  const faqs = markdownFiles(root, 'faqs')
    .map((path) => {
      const { slug, file, meta, body } = read(path, META.faq);
      const { lead, sections } = parseSections(body, file);
      noLead(file, lead, body);
      return { order: meta.order, group: { id: slug, heading: meta.heading, questions: sections.map((section) => ({ question: section.heading, answer: section.blocks })) } };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ group }) => group);

  const articles = (folder: 'guides' | 'blog') =>
    markdownFiles(root, folder).map((path) => {
      const { slug, file, meta, body } = read(path, folder === 'guides' ? META.guide : META.blog);
      const { lead, sections } = parseSections(body, file);
      noLead(file, lead, body);
      const article: Article = {
        slug,
        title: meta.title,
        description: meta.description,
        summary: meta.summary,
        published: 'published' in meta ? meta.published : null,
        readingMinutes: readingMinutes(meta.summary, sections),
        sections,
      };
      return { article, order: 'order' in meta ? meta.order : 0 };
    });
  const guides = articles('guides')
    .sort((a, b) => a.order - b.order)
    .map(({ article }) => article);
  // Newest first, the order the blog lists them in.
  const blog = articles('blog')
    .map(({ article }) => article)
    .sort((a, b) => (a.published! < b.published! ? 1 : a.published! > b.published! ? -1 : a.slug.localeCompare(b.slug)));

  const pages = new Map<string, Page>();
  let careersEmail: string | null = null;
  for (const path of markdownFiles(root, 'pages')) {
    const careers = basename(path, '.md') === 'careers';
    const { slug, file, meta, body } = read(path, careers ? META.careersPage : META.page);
    const { lead, sections } = parseSections(body, file);
    noLead(file, lead, body);
    if ('email' in meta) careersEmail = meta.email as string;
    pages.set(slug, { slug, title: meta.title, description: meta.description, eyebrow: meta.eyebrow, lead: meta.lead, sections });
  }
  const careersPage = pages.get('careers');
  if (!careersPage || !careersEmail) throw new ContentError(name(join(root, 'pages', 'careers.md')), 1, 'the careers page is missing');

  const roles: Role[] = markdownFiles(root, 'careers')
    .map((path) => {
      const { slug, file, meta, body } = read(path, META.role);
      const { lead, sections } = parseSections(body, file);
      noLead(file, lead, body);
      return { order: meta.order, role: { id: slug, title: meta.title, team: meta.team, location: meta.location, hours: meta.hours, summary: meta.summary, sections } };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ role }) => role);

  const testimonials = markdownFiles(root, 'testimonials')
    .map((path) => {
      const { slug, file, meta, body } = read(path, META.testimonial);
      const { lead, sections } = parseSections(body, file);
      const quote = lead.map((block) => (block.kind === 'paragraph' && typeof block.text === 'string' ? block.text : null));
      if (sections.length > 0 || quote.length === 0 || quote.some((part) => part === null)) {
        throw new ContentError(file, body[0]?.number ?? 1, 'a testimonial is the quote alone, as plain paragraphs');
      }
      return { id: slug, ...meta, quote: quote.join('\n\n') };
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id.localeCompare(b.id)));
  const trust = read(join(root, 'trust-score.md'), META.trustScore);
  const explanation = parseBlocks(trust.body, trust.file);

  const comparisonTemplates = markdownFiles(root, 'comparison-templates').map((path) => {
    const { slug, file, meta, body } = read(path, META.comparisonTemplate);
    const { lead, sections } = parseSections(body, file);
    noLead(file, lead, body);
    return { id: slug, vehicleType: meta.vehicleType, title: meta.title, intro: meta.intro, sections };
  });

  const sponsorships: Sponsorship[] = markdownFiles(root, 'sponsored').map((path) => {
    const { slug, file, meta, body } = read(path, META.sponsorship);
    const blocks = parseBlocks(body, file);
    const words = blocks.map((block) => (block.kind === 'paragraph' && typeof block.text === 'string' ? block.text : null));
    if (words.some((part) => part === null) || words.length > 1) throw new ContentError(file, body.find((line) => line.text.trim())?.number ?? 1, 'a sponsorship says at most one plain paragraph');
    return { id: slug, ...meta, text: words[0] ?? null };
  });

  const library: ContentLibrary = {
    faqs,
    guides,
    blog,
    pages,
    careers: { page: careersPage, email: careersEmail, roles },
    testimonials: { trustScore: { score: TRUST_SCORE, outOf: 5, reviewCount: trust.meta.reviewCount, asOf: trust.meta.asOf, source: trust.meta.source, explanation }, testimonials },
    comparisonTemplates,
    sponsorships,
  };
  checkLinks(sources, library);
  return library;
}

/**
 * Every link to a guide or a blog post, in any file (pages, FAQs, roles, templates, campaigns too), names one that
 * exists: a renamed file cannot leave a dead link.
 */
function checkLinks(sources: ReadonlyMap<string, string>, library: ContentLibrary) {
  const known = new Set([...library.guides.map((guide) => `/guides/${guide.slug}`), ...library.blog.map((post) => `/blog/${post.slug}`)]);
  for (const [file, source] of sources) {
    source.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(/\]\((\/(?:guides|blog)\/[^)#\s]+)/g)) {
        if (!known.has(match[1]!)) throw new ContentError(file, index + 1, `link to ${match[1]} names no guide or blog post`);
      }
    });
  }
}

/** content/ read once per app, at its start: a broken file stops the start with its file and line. */
export const contentFor = perApp((deps) => loadContent(deps.config.CONTENT_DIR));
