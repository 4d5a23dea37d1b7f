import { useId } from 'react';
import { PERFORMANCE_FILTERS } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { performanceFilterSet } from '../search-slice';

/** Performance limits (spec §3): one value per type, sent as TYPE:value. */
export function PerformanceFilter() {
  const dispatch = useAppDispatch();
  const id = useId();
  const chosen = useAppSelector((state) => state.search.request.performance);
  const valueOf = (type: string) => chosen.map(String).find((entry) => entry.startsWith(`${type}:`))?.split(':')[1] ?? '';
  return (
    <fieldset className="filter-group">
      <legend>Performance and economy</legend>
      {PERFORMANCE_FILTERS.map((filter) => (
        <div key={filter.type} className="filter-group__limit">
          <label htmlFor={`${id}-${filter.type}`}>{filter.typeName}</label>
          <select
            id={`${id}-${filter.type}`}
            className="field__control"
            value={valueOf(filter.type)}
            onChange={(event) => dispatch(performanceFilterSet({ type: filter.type, value: event.target.value === '' ? null : Number(event.target.value) }))}
          >
            <option value="">Any</option>
            {filter.values.map((value) => (
              <option key={value} value={value}>
                {filter.optionName(value)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
