import { PRICE_TAG_CATEGORIES, PRICE_TAG_IDS } from '@lease/domain';
import './price-tag-badges.css';

// A deal's price tags as badges ('Hot deal', 'Special offer', 'Free home delivery', 'New', 'Approved used'), in the
// order of their categories and priorities, so every card and deal page shows them the same way.
const ORDER = new Map<number, number>(PRICE_TAG_CATEGORIES.flatMap((category, index) => category.tags.map((tag) => [tag.id, index * 10 + tag.priority] as const)));
const NAMES = new Map<number, string>(PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => [tag.id, tag.name] as const)));

/** Tone by meaning: offers stand out, the special offer (82, spec §9) most; used cars are marked plainly. */
const tone = (id: number) => (id === PRICE_TAG_IDS.special || id === 81 ? 'offer' : id === PRICE_TAG_IDS.approvedUsed ? 'used' : 'plain');

export function PriceTagBadges({ tags }: { tags: ReadonlyArray<{ id: number; name?: string }> | undefined }) {
  const known = (tags ?? []).filter((tag) => ORDER.has(tag.id)).sort((a, b) => ORDER.get(a.id)! - ORDER.get(b.id)!);
  if (known.length === 0) return null;
  return (
    <ul className="price-tags" aria-label="Offer">
      {known.map((tag) => (
        <li key={tag.id} className={`price-tag price-tag--${tone(tag.id)}`}>
          {NAMES.get(tag.id)}
        </li>
      ))}
    </ul>
  );
}
