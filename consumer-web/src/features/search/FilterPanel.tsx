import { useEffect, useState } from 'react';
import {
  BODY_STYLES,
  DEFAULT_MAX_MONTHLY_PAYMENT,
  FUEL_TYPES,
  isActivePriceFilter,
  MILEAGE_OPTIONS,
  mileageLabel,
  TERM_OPTIONS_WITH_60,
  TRANSMISSION_TYPES,
} from '@lease/domain';
import { get } from '../../api/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterSet, filterToggled, filtersCleared, leaseTypeChanged, manufacturerToggled } from './search-slice';
import type { MultiValueFilter } from './search-request';
import '../../ui/controls.css';

const BUDGETS = [150, 200, 250, 300, 400, 500, 750, 1000] as const;

interface Manufacturer {
  id: number;
  name: string;
  vehicleTypes: number[];
  count?: number;
}

function CheckboxGroup({ legend, name, options }: { legend: string; name: MultiValueFilter; options: ReadonlyArray<{ id: number | string; label: string }> }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.search.request[name]);
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className="filter-group__options">
        {options.map((option) => (
          <label key={option.id} className="chip">
            <input
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={() => dispatch(filterToggled({ name, value: option.id }))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The search's filters. Every change is debounced by the search saga (650 ms), then the results reload. */
export function FilterPanel({ vehicleType }: { vehicleType: number }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => state.search.request);
  const ranges = useAppSelector((state) => state.search.ranges);
  const [manufacturers, setManufacturers] = useState<Manufacturer[]>([]);

  useEffect(() => {
    let live = true;
    // Filter options load at low priority, behind the search itself (spec §7).
    get<Manufacturer[]>('/search/filters/manufacturers', { vehicleTypes: [vehicleType] }, 'low')
      .then((list) => live && setManufacturers(list))
      .catch(() => live && setManufacturers([]));
    return () => {
      live = false;
    };
  }, [vehicleType]);

  const leaseType = request.leaseTypes[0] ?? 2;
  const budget = isActivePriceFilter(request.monthlyPaymentMax) ? String(request.monthlyPaymentMax) : '';

  return (
    <form className="filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="filter-group">
        <legend>Lease type</legend>
        <div className="segmented" role="radiogroup" aria-label="Lease type">
          {([[2, 'Business'], [1, 'Personal']] as const).map(([type, label]) => (
            <label key={type} className="segmented__option">
              <input type="radio" name="leaseType" checked={leaseType === type} onChange={() => dispatch(leaseTypeChanged(type))} />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <p className="filter-group__hint">{leaseType === 2 ? 'Prices exclude VAT.' : 'Prices include VAT.'}</p>
      </fieldset>

      <div className="filter-group">
        <label htmlFor="budget">Monthly budget</label>
        <select
          id="budget"
          className="field__control"
          value={budget}
          onChange={(event) => dispatch(filterSet({ name: 'monthlyPaymentMax', value: event.target.value ? Number(event.target.value) : DEFAULT_MAX_MONTHLY_PAYMENT }))}
        >
          <option value="">Any price</option>
          {BUDGETS.map((amount) => (
            <option key={amount} value={amount}>
              Up to £{amount} a month
            </option>
          ))}
        </select>
      </div>

      <div className="filter-group">
        <label htmlFor="search-term">Make, model or keyword</label>
        <input
          id="search-term"
          className="field__control"
          type="search"
          value={request.searchTerm}
          placeholder="e.g. Golf, electric, 7 seats"
          onChange={(event) => dispatch(filterSet({ name: 'searchTerm', value: event.target.value }))}
        />
      </div>

      {manufacturers.length > 0 && (
        <fieldset className="filter-group">
          <legend>Make</legend>
          <div className="filter-group__options filter-group__options--scroll">
            {manufacturers.map((make) => (
              <label key={make.id} className="chip">
                <input type="checkbox" checked={request.manufacturers.includes(make.id)} onChange={() => dispatch(manufacturerToggled(make.id))} />
                <span>{make.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {request.manufacturers.length > 0 && ranges.length > 0 && (
        <CheckboxGroup legend="Model" name="ranges" options={ranges.map((range) => ({ id: range.id, label: range.name }))} />
      )}

      <CheckboxGroup legend="Annual mileage" name="mileages" options={MILEAGE_OPTIONS.map((mileage) => ({ id: mileage, label: mileageLabel(mileage) }))} />
      <CheckboxGroup legend="Contract length" name="terms" options={TERM_OPTIONS_WITH_60.map((term) => ({ id: term, label: `${term} months` }))} />
      <CheckboxGroup legend="Body style" name="bodyStyles" options={BODY_STYLES.filter((style) => style.vehicleType === vehicleType).map((style) => ({ id: style.id, label: style.name }))} />
      <CheckboxGroup legend="Fuel" name="fuelTypes" options={FUEL_TYPES.map((fuel) => ({ id: fuel.id, label: fuel.name }))} />
      <CheckboxGroup legend="Gearbox" name="transmissionTypes" options={TRANSMISSION_TYPES.map((type) => ({ id: type.id, label: type.name }))} />

      <label className="chip chip--wide">
        <input type="checkbox" checked={request.inStock} onChange={(event) => dispatch(filterSet({ name: 'inStock', value: event.target.checked }))} />
        <span>In stock only</span>
      </label>

      <button type="button" className="button button--ghost filters__clear" onClick={() => dispatch(filtersCleared())}>
        Clear all filters
      </button>
    </form>
  );
}
