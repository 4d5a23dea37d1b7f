import { SECTION_STYLES, type Block, type Rich, type Section, type SectionStyle } from '@lease/domain';
import { ContentError } from './content-error';

// The Markdown writers use, and no more: `##` sections (optionally `{style}` after the heading), `###` subheadings,
// paragraphs, `-` and `1.` lists, `> **Title**` notes, tables introduced by a `Table: caption` line, and
// `[text](href)` links. Anything else (a `#` title, HTML, an image, emphasis) is refused with its line, so a page
// never shows a stray asterisk or loses words the renderer did not understand.

interface Line {
  text: string;
  number: number;
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Running text with its links; `*`, `_` emphasis and raw HTML are not part of the house style. */
export function parseRich(text: string, at: (problem: string) => ContentError): Rich {
  if (/<\/?[a-z][^>]*>/i.test(text)) throw at('HTML is not allowed in content; write Markdown');
  if (/\*\*|__|(^|\s)\*[^\s*]|!\[/.test(text)) throw at('emphasis and images are not part of the house style; write plain text');
  const parts: Array<string | { text: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const href = match[2]!;
    if (!/^(\/|https:\/\/|mailto:|#)/.test(href)) throw at(`link "${href}" must start with /, https://, mailto: or #`);
    parts.push({ text: match[1]!, href });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  if (/\]\(|\[[^\]]*\]$/.test(parts.filter((part) => typeof part === 'string').join(''))) throw at('a link is not closed: write [text](href)');
  return parts;
}

/** A heading's fragment id: 'The formula' is #the-formula, 'What’s included' #whats-included. */
const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[’']/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const LIST_ITEM = /^(?:([-*])|(\d+)\.)\s+(.*)$/;
const TABLE_ROW = /^\|(.*)\|\s*$/;

function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Blocks from a run of lines (a section's body, an FAQ's answer). */
export function parseBlocks(lines: readonly Line[], file: string): Block[] {
  const blocks: Block[] = [];
  const at = (line: Line) => (problem: string) => new ContentError(file, line.number, problem);
  let index = 0;
  const blank = (line: Line | undefined) => line === undefined || line.text.trim() === '';
  while (index < lines.length) {
    const line = lines[index]!;
    const text = line.text;
    if (blank(line)) {
      index++;
      continue;
    }
    if (text.startsWith('### ')) {
      blocks.push({ kind: 'subheading', text: text.slice(4).trim() });
      index++;
    } else if (/^#{1,6}(\s|$)/.test(text)) {
      throw at(line)(`"${text.split(' ')[0]}" headings are not used here: sections are "## ", subheadings "### "`);
    } else if (text.startsWith('>')) {
      const quoted: Line[] = [];
      while (index < lines.length && lines[index]!.text.startsWith('>')) quoted.push({ ...lines[index]!, text: lines[index++]!.text.replace(/^>\s?/, '') });
      const title = /^\*\*(.+)\*\*$/.exec(quoted[0]!.text.trim());
      if (!title) throw at(line)('a note starts with its title in bold: > **Title**');
      const body = quoted.slice(1).map((part) => part.text.trim()).filter(Boolean).join(' ');
      if (!body) throw at(line)('a note needs text after its title');
      blocks.push({ kind: 'note', title: title[1]!, text: parseRich(body, at(quoted[1] ?? line)) });
    } else if (text.startsWith('Table: ')) {
      const caption = text.slice(7).trim();
      const rows: Line[] = [];
      index++;
      while (index < lines.length && TABLE_ROW.test(lines[index]!.text)) rows.push(lines[index++]!);
      if (rows.length < 2 || !/^[\s|:-]+$/.test(rows[1]!.text)) throw at(line)('a table is a header row, a |---| row and its rows, right after "Table: caption"');
      const head = cells(rows[0]!.text);
      const body = rows.slice(2).map((row) => {
        const values = cells(row.text);
        if (values.length !== head.length) throw at(row)(`this row has ${values.length} cells; the header has ${head.length}`);
        return values;
      });
      blocks.push({ kind: 'table', caption, head, rows: body });
    } else if (TABLE_ROW.test(text)) {
      throw at(line)('a table needs a "Table: caption" line above it (the caption is read out to screen-reader users)');
    } else if (LIST_ITEM.test(text)) {
      const ordered = LIST_ITEM.exec(text)![2] !== undefined;
      const items: Rich[] = [];
      while (index < lines.length && LIST_ITEM.test(lines[index]!.text)) {
        const item = lines[index++]!;
        const match = LIST_ITEM.exec(item.text)!;
        if ((match[2] !== undefined) !== ordered) throw at(item)('a list is either all "- " items or all "1. " items');
        let words = match[3]!;
        // An item may run on over indented lines.
        while (index < lines.length && /^\s{2,}\S/.test(lines[index]!.text)) words += ` ${lines[index++]!.text.trim()}`;
        items.push(parseRich(words, at(item)));
      }
      blocks.push({ kind: 'list', items, ordered });
    } else if (/^\s/.test(text)) {
      throw at(line)('indented text is only for continuing a list item');
    } else {
      const words: string[] = [];
      while (index < lines.length && !blank(lines[index]) && !/^(#|>|\||Table: )/.test(lines[index]!.text) && !LIST_ITEM.test(lines[index]!.text)) words.push(lines[index++]!.text.trim());
      blocks.push({ kind: 'paragraph', text: parseRich(words.join(' '), at(line)) });
    }
  }
  return blocks;
}

const HEADING = /^## (.+?)(?:\s+\{([a-z-]+)\})?\s*$/;

/**
 * The body's `##` sections. Text before the first heading is refused unless `lead` takes it (an FAQ file, a
 * testimonial): then it comes back as the lead's blocks.
 */
export function parseSections(lines: readonly Line[], file: string): { lead: Block[]; sections: Section[] } {
  const sections: Section[] = [];
  let current: { heading: string; style: SectionStyle; line: number; body: Line[] } | null = null;
  const lead: Line[] = [];
  const close = () => {
    if (!current) return;
    const blocks = parseBlocks(current.body, file);
    if (blocks.length === 0) throw new ContentError(file, current.line, `section "${current.heading}" has no text`);
    sections.push({ heading: current.heading, id: slugOf(current.heading), style: current.style, blocks });
  };
  for (const line of lines) {
    if (line.text.startsWith('## ')) {
      close();
      const match = HEADING.exec(line.text);
      const style = (match?.[2] ?? 'prose') as SectionStyle;
      if (!match || !(SECTION_STYLES as readonly string[]).includes(style)) {
        throw new ContentError(file, line.number, `a section heading is "## Heading" or "## Heading {style}", style one of ${SECTION_STYLES.join(', ')}`);
      }
      current = { heading: match[1]!, style, line: line.number, body: [] };
    } else if (current) current.body.push(line);
    else lead.push(line);
  }
  close();
  const ids = new Set<string>();
  for (const section of sections) {
    if (ids.has(section.id)) throw new ContentError(file, lines.find((line) => line.text.startsWith(`## ${section.heading}`))!.number, `two sections are headed "${section.heading}"`);
    ids.add(section.id);
  }
  return { lead: parseBlocks(lead, file), sections };
}

export type { Line };
