import { PRICE_TAG_CATEGORIES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { priceTagToggled } from '../search-slice';
import { FilterChip } from './CheckboxGroup';
import { useAvailableCounts } from './facet-counts';

/**
 * Price tags under their categories (spec §4: a tag toggles within its category; the last one takes the category),
 * each with the number of results carrying it, from the search's own answer.
 */
export function PriceTagFilter() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.search.request.vehiclePriceTags);
  const counts = useAvailableCounts('vehiclePriceTags');
  const isChosen = (categoryId: number, tagId: number) =>
    chosen.some((entry) => entry.vehiclePriceTagCategoryId === categoryId && entry.vehiclePriceTagIds.includes(tagId));
  return (
    <>
      {PRICE_TAG_CATEGORIES.map((category) => (
        <fieldset key={category.id} className="filter-group">
          <legend>{category.name}</legend>
          <div className="filter-group__options">
            {category.tags.map((tag) => (
              <FilterChip
                key={tag.id}
                domId={`price-tag-${tag.id}`}
                value={tag.id}
                label={tag.name}
                chosen={isChosen(category.id, tag.id)}
                availability={{ counts }}
                onToggle={() => dispatch(priceTagToggled({ categoryId: category.id, tagId: tag.id }))}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
