import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { filterSet } from '../search-slice';
import type { SingleValueFilter } from '../search-request';

type LimitFilter = Exclude<SingleValueFilter, 'searchTerm' | 'inStock'>;

/**
 * The choices shown: the fixed steps, and the limit in force when it is none of them (set by a saved search, a landing
 * page, the AI search, or a lease-type switch that turned £200 a month into £240), in order. Without it the select
 * would read "Any" while the limit still filtered the results.
 */
export function limitChoices(values: readonly number[], current: number | null): readonly number[] {
  return current === null || values.includes(current) ? values : [...values, current].sort((a, b) => a - b);
}

/** One at-least or at-most limit (battery, range, payload…): "Any" leaves it unset. */
export function LimitSelect({ label, name, values, format }: { label: string; name: LimitFilter; values: readonly number[]; format: (value: number) => string }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const current = useAppSelector((state) => state.search.request[name]);
  const choices = limitChoices(values, typeof current === 'number' ? current : null);
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
        {choices.map((value) => (
          <option key={value} value={value}>
            {format(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
