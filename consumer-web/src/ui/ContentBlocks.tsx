import { Fragment } from 'react';
import { Link } from './Link';
import type { Block, Rich, TextLink } from '@lease/domain';

function TextLinkView({ link }: { link: TextLink }) {
  // A path on this site (not `//host`, which leaves it) moves in the app; anything else is the browser's.
  return /^\/(?!\/)/.test(link.href) ? <Link to={link.href}>{link.text}</Link> : <a href={link.href}>{link.text}</a>;
}

export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) =>
    typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <TextLinkView key={index} link={part} />,
  );
}

function TableBlock({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  return (
    // Wide tables scroll sideways on a phone; the region can take focus so keyboard users can scroll it too.
    <div className="content-table" role="region" aria-label={block.caption} tabIndex={0}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((heading, index) => (heading ? <th key={index} scope="col">{heading}</th> : <td key={index} />))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One block of article text; subheadings sit one level below the section heading they belong to. */
function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'note':
      return (
        <div className="content-note">
          <p className="content-note__title">
            <strong>{block.title}</strong>
          </p>
          <p>
            <RichText text={block.text} />
          </p>
        </div>
      );
    case 'table':
      return <TableBlock block={block} />;
    default: {
      const unhandled: never = block;
      return unhandled;
    }
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
