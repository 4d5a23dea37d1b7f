import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { filterSet } from '../search-slice';
import type { SingleValueFilter } from '../search-request';

type LimitFilter = Exclude<SingleValueFilter, 'searchTerm' | 'inStock'>;

/** One at-least or at-most limit (battery, range, payload…): "Any" leaves it unset. */
export function LimitSelect({ label, name, values, format }: { label: string; name: LimitFilter; values: readonly number[]; format: (value: number) => string }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const current = useAppSelector((state) => state.search.request[name]);
  return (
    <div className="filter-group">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field__control"
        value={current === null ? '' : String(current)}
        onChange={(event) => dispatch(filterSet({ name, value: event.target.value === '' ? null : Number(event.target.value) }))}
      >
        <option value="">Any</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {format(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
