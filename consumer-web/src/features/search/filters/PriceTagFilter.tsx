import { PRICE_TAG_CATEGORIES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { priceTagToggled } from '../search-slice';

/** Price tags under their categories (spec §4: a tag toggles within its category; the last one takes the category). */
export function PriceTagFilter() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.search.request.vehiclePriceTags);
  const isChosen = (categoryId: number, tagId: number) =>
    chosen.some((entry) => entry.vehiclePriceTagCategoryId === categoryId && entry.vehiclePriceTagIds.includes(tagId));
  return (
    <>
      {PRICE_TAG_CATEGORIES.map((category) => (
        <fieldset key={category.id} className="filter-group">
          <legend>{category.name}</legend>
          <div className="filter-group__options">
            {category.tags.map((tag) => (
              <label key={tag.id} className="chip">
                <input type="checkbox" checked={isChosen(category.id, tag.id)} onChange={() => dispatch(priceTagToggled({ categoryId: category.id, tagId: tag.id }))} />
                <span>{tag.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
