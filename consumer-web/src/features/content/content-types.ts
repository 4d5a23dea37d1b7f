// The shape of the site's editorial text. Pages hold it as data so that writers edit words, not markup, and so
// that every page renders headings, lists and tables the same accessible way.

/** A link inside running text. Paths starting with '/' stay inside the app; anything else is an ordinary link. */
export interface TextLink {
  text: string;
  href: string;
}

/** Running text: plain, or pieces of text with links among them. */
export type Rich = string | ReadonlyArray<string | TextLink>;

export type Block =
  | { kind: 'paragraph'; text: Rich }
  | { kind: 'list'; items: readonly Rich[]; ordered: boolean }
  | { kind: 'subheading'; text: string }
  | { kind: 'note'; title: string; text: Rich }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: ReadonlyArray<readonly string[]> };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

/** A guide or a blog post: a titled run of sections. */
export interface Article {
  slug: string;
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** The lead paragraph under the title, and the teaser in lists. */
  summary: string;
  sections: readonly Section[];
}

export const link = (text: string, href: string): TextLink => ({ text, href });

export const p = (...parts: Array<string | TextLink>): Block => ({
  kind: 'paragraph',
  text: parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts,
});

export const bullets = (...items: Rich[]): Block => ({ kind: 'list', items, ordered: false });

export const steps = (...items: Rich[]): Block => ({ kind: 'list', items, ordered: true });

export const subheading = (text: string): Block => ({ kind: 'subheading', text });

export const note = (title: string, ...parts: Array<string | TextLink>): Block => ({ kind: 'note', title, text: parts });

export const table = (caption: string, head: readonly string[], rows: ReadonlyArray<readonly string[]>): Block => ({
  kind: 'table',
  caption,
  head,
  rows,
});

const richWords = (text: Rich) =>
  (typeof text === 'string' ? [text] : text.map((part) => (typeof part === 'string' ? part : part.text))).join(' ');

function blockWords(block: Block): string {
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
export function readingMinutes(article: Article): number {
  const text = [article.summary, ...article.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockWords)])].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
