import type { Block, Section } from './content-types';
import { ContentBlocks } from '../../ui/ContentBlocks';

/** A section's `###` parts: each subheading's title with the blocks under it (a point, a column). */
function parts(blocks: readonly Block[]): Array<{ title: string; blocks: Block[] }> {
  const found: Array<{ title: string; blocks: Block[] }> = [];
  for (const block of blocks) {
    if (block.kind === 'subheading') found.push({ title: block.text, blocks: [] });
    else found.at(-1)?.blocks.push(block);
  }
  return found;
}

function SectionBody({ section }: { section: Section }) {
  switch (section.style) {
    case 'points':
    case 'points-good':
    case 'points-bad': {
      const tone = section.style === 'points' ? '' : ` content-points--${section.style === 'points-good' ? 'good' : 'bad'}`;
      return (
        <ul className={`content-points${tone}`}>
          {parts(section.blocks).map((point) => (
            <li key={point.title} className="content-point">
              <h3>{point.title}</h3>
              <ContentBlocks blocks={point.blocks} />
            </li>
          ))}
        </ul>
      );
    }
    case 'columns':
      return (
        <div className="content-columns">
          {parts(section.blocks).map((column) => (
            <div key={column.title}>
              <h3>{column.title}</h3>
              <ContentBlocks blocks={column.blocks} />
            </div>
          ))}
        </div>
      );
    case 'prose':
      return <ContentBlocks blocks={section.blocks} />;
    default: {
      const unhandled: never = section.style;
      return unhandled;
    }
  }
}

/** One of a page's sections, laid out as its Markdown asks; every other one on a tinted band. */
export function PageSection({ section, alt }: { section: Section; alt: boolean }) {
  const width = section.style === 'prose' ? ' content-prose content-prose--wide' : '';
  return (
    <section className={`content-section${alt ? ' content-section--alt' : ''}`} aria-labelledby={section.id}>
      <div className={`container${width}`}>
        <h2 id={section.id}>{section.heading}</h2>
        <SectionBody section={section} />
      </div>
    </section>
  );
}
