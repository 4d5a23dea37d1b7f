import { z } from 'zod';

// The site's editorial text as the API serves it (spec §7: /faqs/list/articles, /page-content, /careers,
// /testimonials, …). Writers keep it as Markdown in content/; the API reads it into these shapes, so every page
// renders headings, lists and tables the same accessible way and the browser never parses Markdown.

/** A link inside running text. Paths starting with '/' stay inside the app; anything else is an ordinary link. */
export const textLinkSchema = z.object({ text: z.string(), href: z.string() });
export type TextLink = z.infer<typeof textLinkSchema>;

/** Running text: plain, or pieces of text with links among them. */
export const richSchema = z.union([z.string(), z.array(z.union([z.string(), textLinkSchema]))]);
export type Rich = z.infer<typeof richSchema>;

export const blockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: richSchema }),
  z.object({ kind: z.literal('list'), items: z.array(richSchema), ordered: z.boolean() }),
  z.object({ kind: z.literal('subheading'), text: z.string() }),
  z.object({ kind: z.literal('note'), title: z.string(), text: richSchema }),
  z.object({ kind: z.literal('table'), caption: z.string(), head: z.array(z.string()), rows: z.array(z.array(z.string())) }),
]);
export type Block = z.infer<typeof blockSchema>;

/**
 * How a page lays a section out: running text, a grid of points (each a `###` title and its paragraph, good or
 * bad news), or columns (each a `###` title and what follows it). Written after the heading as `{points-good}`.
 */
export const SECTION_STYLES = ['prose', 'points', 'points-good', 'points-bad', 'columns'] as const;
export type SectionStyle = (typeof SECTION_STYLES)[number];

export const sectionSchema = z.object({ heading: z.string(), id: z.string(), style: z.enum(SECTION_STYLES), blocks: z.array(blockSchema) });
export type Section = z.infer<typeof sectionSchema>;

const isoDate = z.iso.date();

/** A guide or a blog post: a titled run of sections. */
export const articleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The meta description: one or two sentences, under about 160 characters. */
  description: z.string(),
  /** The lead paragraph under the title, and the teaser in lists. */
  summary: z.string(),
  /** Blog posts: the publication date (YYYY-MM-DD); guides have none. */
  published: isoDate.nullable(),
  readingMinutes: z.number().int().positive(),
  sections: z.array(sectionSchema),
});
export type Article = z.infer<typeof articleSchema>;
export type ArticleSummary = Omit<Article, 'sections'>;

export const faqGroupSchema = z.object({
  /** The fragment the group's heading can be linked to, as /faqs#id. */
  id: z.string(),
  heading: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.array(blockSchema) })),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** A page of its own (why lease, careers): its hero and its sections. */
export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  eyebrow: z.string(),
  lead: z.string(),
  sections: z.array(sectionSchema),
});
export type Page = z.infer<typeof pageSchema>;

export const roleSchema = z.object({
  id: z.string(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  hours: z.string(),
  summary: z.string(),
  sections: z.array(sectionSchema),
});
export type Role = z.infer<typeof roleSchema>;

export const careersSchema = z.object({ page: pageSchema, email: z.email(), roles: z.array(roleSchema) });
export type Careers = z.infer<typeof careersSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int().min(1).max(5),
  /** When the review was left (YYYY-MM-DD). */
  date: isoDate,
  vehicle: z.string(),
  quote: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The trust score (spec §9: 4.7) and where it comes from, said wherever it is shown. */
export const trustScoreSchema = z.object({
  score: z.number(),
  outOf: z.number(),
  reviewCount: z.number().int().nonnegative(),
  asOf: isoDate,
  /** One sentence naming the source, shown beside the score. */
  source: z.string(),
  /** The longer account, on the reviews page. */
  explanation: z.array(blockSchema),
});
export type TrustScore = z.infer<typeof trustScoreSchema>;

export const testimonialsSchema = z.object({ trustScore: trustScoreSchema, testimonials: z.array(testimonialSchema) });
export type Testimonials = z.infer<typeof testimonialsSchema>;

/**
 * The words around a comparison of vehicles, for cars or vans. `{{vehicles}}` in its text stands for the names being
 * compared ("the Golf and the ID.3"); the site fills it in.
 */
export const comparisonTemplateSchema = z.object({
  id: z.string(),
  vehicleType: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  intro: z.string(),
  sections: z.array(sectionSchema),
});
export type ComparisonTemplate = z.infer<typeof comparisonTemplateSchema>;

/**
 * A paid placement: an advertiser (a supplier) shows its best deal for a vehicle type, labelled "Sponsored", between
 * two dates (UK days, both included). It is shown beside the results, never among them, and changes no ranking.
 */
export const sponsorshipSchema = z.object({
  id: z.string(),
  supplierId: z.number().int().positive(),
  vehicleType: z.union([z.literal(1), z.literal(2)]),
  startsOn: isoDate,
  endsOn: isoDate,
  headline: z.string(),
  text: z.string().nullable(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;

export const CONTENT_KINDS = ['guide', 'blog'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const richWords = (text: Rich) => (typeof text === 'string' ? [text] : text.map((part) => (typeof part === 'string' ? part : part.text))).join(' ');

export function blockWords(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return richWords(block.text);
    case 'list':
      return block.items.map(richWords).join(' ');
    case 'subheading':
      return block.text;
    case 'note':
      return `${block.title} ${richWords(block.text)}`;
    case 'table':
      return block.rows.flat().join(' ');
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
}

/** Minutes to read at about 220 words a minute, never less than one. */
export function readingMinutes(summary: string, sections: readonly Section[]): number {
  const text = [summary, ...sections.flatMap((section) => [section.heading, ...section.blocks.map(blockWords)])].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
