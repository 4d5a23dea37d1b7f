import { formatCount } from '../../../ui/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { filterToggled } from '../search-slice';
import { useFacetCounts } from './facet-counts';
import type { MultiValueFilter } from '../search-request';

export interface OptionAvailability {
  /** Vehicles each option would leave, by id (as text). */
  counts?: ReadonlyMap<string, number> | null;
  /** The values the search offers at all, where there are no counts (mileages, terms). */
  available?: ReadonlySet<string> | null;
}

/** Whether an option would give no results: known only once an answer says so, and never for a chosen one. */
export function optionIsEmpty(value: number | string, chosen: boolean, { counts, available }: OptionAvailability): boolean {
  if (chosen) return false;
  if (counts) return (counts.get(String(value)) ?? 0) === 0;
  if (available) return !available.has(String(value));
  return false;
}

/** A chip's count, read out as its description ("12 vehicles") so its name stays the option's own. */
function ChipCount({ id, count, empty }: { id: string; count: number | undefined; empty: boolean }) {
  if (empty) return <span id={id} className="chip__count">none</span>;
  if (count === undefined) return null;
  return (
    <span id={id} className="chip__count">
      {formatCount(count)}
      <span className="visually-hidden"> {count === 1 ? 'vehicle' : 'vehicles'}</span>
    </span>
  );
}

interface FilterChipProps {
  /** Unique on the page: the chip's count is found by it. */
  domId: string;
  value: number | string;
  label: string;
  chosen: boolean;
  availability: OptionAvailability;
  onToggle: () => void;
}

/** One choice as a chip: checked or not, with how many vehicles it would leave, and not choosable when none. */
export function FilterChip({ domId, value, label, chosen, availability, onToggle }: FilterChipProps) {
  const empty = optionIsEmpty(value, chosen, availability);
  const count = availability.counts?.get(String(value));
  const countId = `${domId}-count`;
  return (
    <label className={empty ? 'chip chip--empty' : 'chip'}>
      <input type="checkbox" checked={chosen} disabled={empty} aria-label={label} aria-describedby={count !== undefined || empty ? countId : undefined} onChange={onToggle} />
      <span>{label}</span>
      <ChipCount id={countId} count={count} empty={empty} />
    </label>
  );
}

/**
 * A multi-value filter as chips: each toggles its value in or out (spec §4). With counts, each chip says how many
 * vehicles it would leave; an option that would leave none is shown as such (and cannot be chosen).
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  counts,
  available,
}: { legend: string; name: MultiValueFilter; options: ReadonlyArray<{ id: number | string; label: string }> } & OptionAvailability) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.search.request[name]);
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className="filter-group__options">
        {options.map((option) => (
          <FilterChip
            key={option.id}
            domId={`${name}-${option.id}`}
            value={option.id}
            label={option.label}
            chosen={selected.includes(option.id)}
            availability={{ counts, available }}
            onToggle={() => dispatch(filterToggled({ name, value: option.id }))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A filter whose chips say how many vehicles each would leave (GET /search/filters/<list>). */
export function CountedGroup({ list, ...group }: { list: string } & Omit<Parameters<typeof CheckboxGroup>[0], 'counts' | 'available'>) {
  return <CheckboxGroup {...group} counts={useFacetCounts(list)} />;
}
