import { useEffect, useId, useState } from 'react';
import { BUDGET_SLIDER_DEFAULT_MAX_INITIAL, BUDGET_SLIDER_DEFAULT_MAX_MONTHLY, DEFAULT_MAX_INITIAL_PAYMENT, DEFAULT_MAX_MONTHLY_PAYMENT, isActivePriceFilter } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatWholePounds } from '../../../ui/format';
import { filterSet } from '../search-slice';
import { LimitSelect } from './LimitSelect';

interface SliderProps {
  label: string;
  name: 'monthlyPaymentMax' | 'initialPaymentMax';
  /** Where the slider ends before any results are known (spec §9). */
  sliderMax: number;
  step: number;
  noLimit: number;
  unit: string;
}

/**
 * The slider's ends from the results (availableFilters.budget): the cheapest and dearest price on offer under the
 * other filters, rounded out to the step. They are taken while no budget is set and kept while one is, so the
 * slider does not shrink under the person's thumb as their budget narrows the results.
 */
function useResultsScale(name: SliderProps['name'], active: boolean, defaultMax: number, step: number) {
  const budget = useAppSelector((state) => state.search.availableFilters?.budget ?? null);
  const low = name === 'monthlyPaymentMax' ? budget?.minMonthly : budget?.minInitial;
  const high = name === 'monthlyPaymentMax' ? budget?.maxMonthly : budget?.maxInitial;
  const [scale, setScale] = useState({ min: 0, max: defaultMax });
  useEffect(() => {
    if (active || low === null || low === undefined || high === null || high === undefined) return;
    const min = Math.floor(low / step) * step;
    setScale({ min, max: Math.max(min + step, Math.ceil(high / step) * step) });
  }, [active, low, high, step]);
  return scale;
}

/**
 * A budget slider (spec §9 defaults: £1,500 a month, £5,000 initial). Its top position means no limit, sent as
 * the spec's no-limit value, so the slider never hides a deal above its own range by accident.
 */
function BudgetSlider({ label, name, sliderMax: defaultMax, step, noLimit, unit }: SliderProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const value = useAppSelector((state) => state.search.request[name]);
  const active = isActivePriceFilter(value) && value !== null;
  const { min: sliderMin, max: sliderMax } = useResultsScale(name, active, defaultMax, step);
  const position = active ? Math.min(Math.max(value, sliderMin), sliderMax) : sliderMax;
  const text = active ? `Up to ${formatWholePounds(value)}${unit}` : 'Any';
  return (
    <div className="filter-group budget-slider">
      <div className="budget-slider__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{text}</output>
      </div>
      <input
        id={id}
        type="range"
        min={sliderMin}
        max={sliderMax}
        step={step}
        value={position}
        aria-valuetext={text}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          dispatch(filterSet({ name, value: chosen >= sliderMax ? noLimit : chosen }));
        }}
      />
    </div>
  );
}

const MONTHLY_FLOORS = [100, 150, 200, 250, 300, 400, 500];
const INITIAL_FLOORS = [500, 1000, 2000, 3000, 5000];

export function BudgetFilter() {
  return (
    <>
      <BudgetSlider label="Monthly budget" name="monthlyPaymentMax" sliderMax={BUDGET_SLIDER_DEFAULT_MAX_MONTHLY} step={25} noLimit={DEFAULT_MAX_MONTHLY_PAYMENT} unit=" a month" />
      <LimitSelect label="Monthly from" name="monthlyPaymentMin" values={MONTHLY_FLOORS} format={(pounds) => `${formatWholePounds(pounds)} a month`} />
      <BudgetSlider label="Initial payment" name="initialPaymentMax" sliderMax={BUDGET_SLIDER_DEFAULT_MAX_INITIAL} step={250} noLimit={DEFAULT_MAX_INITIAL_PAYMENT} unit="" />
      <LimitSelect label="Initial payment from" name="initialPaymentMin" values={INITIAL_FLOORS} format={(pounds) => formatWholePounds(pounds)} />
    </>
  );
}
