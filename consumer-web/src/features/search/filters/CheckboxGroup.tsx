import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { filterToggled } from '../search-slice';
import type { MultiValueFilter } from '../search-request';

/** A multi-value filter as chips: each toggles its value in or out (spec §4). */
export function CheckboxGroup({ legend, name, options }: { legend: string; name: MultiValueFilter; options: ReadonlyArray<{ id: number | string; label: string }> }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.search.request[name]);
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className="filter-group__options">
        {options.map((option) => (
          <label key={option.id} className="chip">
            <input type="checkbox" checked={selected.includes(option.id)} onChange={() => dispatch(filterToggled({ name, value: option.id }))} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
