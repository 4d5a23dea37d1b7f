import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRUST_SCORE } from '@lease/domain';
import { ContentError } from './content-error';
import { loadContent } from './load-content';

const CONTENT = join(__dirname, '..', '..', '..', 'content');

describe('content/: the Markdown the site is built from', () => {
  test('the real content loads, every collection filled', () => {
    const library = loadContent(CONTENT);
    expect(library.faqs.length).toBeGreaterThan(3);
    expect(library.guides.map((guide) => guide.slug)).toContain('how-our-deal-score-works');
    expect(library.blog.length).toBeGreaterThan(0);
    expect([...library.pages.keys()].sort()).toEqual(['careers', 'why-lease']);
    expect(library.careers.roles.length).toBeGreaterThan(0);
    expect(library.testimonials.trustScore).toMatchObject({ score: TRUST_SCORE, outOf: 5 });
    expect(library.comparisonTemplates.map((template) => template.vehicleType).sort()).toEqual([1, 2]);
    // Blog posts newest first; every article has words to read.
    const dates = library.blog.map((post) => post.published!);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of [...library.guides, ...library.blog]) expect(article.sections.length).toBeGreaterThan(0);
  });

  test('Markdown becomes the blocks the site renders: sections, subheadings, lists, notes, tables and links', () => {
    const guide = loadContent(CONTENT).guides.find((candidate) => candidate.slug === 'personal-vs-business-contract-hire')!;
    const blocks = guide.sections.flatMap((section) => section.blocks);
    expect(guide.sections[0]).toMatchObject({ heading: 'What contract hire is', id: 'what-contract-hire-is', style: 'prose' });
    expect(blocks).toContainEqual({ kind: 'note', title: 'Limited companies lose consumer protection', text: expect.stringContaining('not a regulated consumer agreement') });
    expect(blocks).toContainEqual({
      kind: 'paragraph',
      text: expect.arrayContaining([{ text: 'FCA register', href: 'https://register.fca.org.uk/' }]),
    });
    expect(blocks.some((block) => block.kind === 'list' && !block.ordered)).toBe(true);
  });

  describe('a broken file stops the build, named by file and line', () => {
    let root: string;
    beforeEach(() => {
      root = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
      cpSync(CONTENT, root, { recursive: true });
    });
    afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

    const guide = 'guides/lease-costs-explained.md';
    const edit = (file: string, change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));
    const failure = () => {
      try {
        loadContent(root);
      } catch (error) {
        if (error instanceof ContentError) return error.message;
        throw error;
      }
      throw new Error('the content loaded');
    };

    test.each<[string, string, (text: string) => string, RegExp]>([
      ['YAML that does not parse', guide, (text) => text.replace(/^title: .*$/m, 'title: Costs: explained'), /^content\/guides\/lease-costs-explained\.md:2: front matter: /],
      ['a misspelt key', guide, (text) => text.replace(/^order:/m, 'ordre:'), /^content\/guides\/lease-costs-explained\.md:5: front matter: Unrecognized key: "ordre"/],
      ['a value of the wrong kind', guide, (text) => text.replace(/^order: .*$/m, 'order: first'), /^content\/guides\/lease-costs-explained\.md:5: front matter "order": /],
      ['a missing key', guide, (text) => text.replace(/^summary: .*\n/m, ''), /^content\/guides\/lease-costs-explained\.md:1: front matter "summary": is missing$/],
      ['a date that is not a date', 'blog/price-history-on-every-deal.md', (text) => text.replace(/^published: .*$/m, 'published: 15/09/2026'), /price-history-on-every-deal\.md:5: front matter "published": must be a date written YYYY-MM-DD/],
      ['no front matter at all', guide, (text) => text.replace(/^---\n/, ''), /lease-costs-explained\.md:1: a content file starts with front matter/],
    ])('%s', (_what, file, change, message) => {
      edit(file, change);
      expect(failure()).toMatch(message);
    });

    test('and the body too: a # title, HTML, a table without its caption, a link to a guide that does not exist', () => {
      const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
      edit(guide, (text) => text.replace(/\n## /, '\n# A title\n\n## '));
      expect(failure()).toMatch(new RegExp(`lease-costs-explained\\.md:${lineOf(readFileSync(join(root, guide), 'utf8'), '# A title')}: "#" headings are not used here`));

      cpSync(join(CONTENT, guide), join(root, guide));
      edit(guide, (text) => `${text}\nSome <b>bold</b> words.\n`);
      expect(failure()).toMatch(/lease-costs-explained\.md:\d+: HTML is not allowed in content/);

      cpSync(join(CONTENT, guide), join(root, guide));
      edit(guide, (text) => `${text}\n| a | b |\n| --- | --- |\n| 1 | 2 |\n`);
      expect(failure()).toMatch(/lease-costs-explained\.md:\d+: a table needs a "Table: caption" line above it/);

      cpSync(join(CONTENT, guide), join(root, guide));
      edit(guide, (text) => `${text}\nRead [the missing guide](/guides/no-such-guide).\n`);
      const text = readFileSync(join(root, guide), 'utf8');
      expect(failure()).toBe(`content/${guide}:${lineOf(text, 'no-such-guide')}: link to /guides/no-such-guide names no guide or blog post`);
    });
  });
});
