import { useId } from 'react';
import { BUDGET_SLIDER_DEFAULT_MAX_INITIAL, BUDGET_SLIDER_DEFAULT_MAX_MONTHLY, DEFAULT_MAX_INITIAL_PAYMENT, DEFAULT_MAX_MONTHLY_PAYMENT, isActivePriceFilter } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatWholePounds } from '../../../ui/format';
import { filterSet } from '../search-slice';

interface SliderProps {
  label: string;
  name: 'monthlyPaymentMax' | 'initialPaymentMax';
  sliderMax: number;
  step: number;
  noLimit: number;
  unit: string;
}

/**
 * A budget slider (spec §9 defaults: £1,500 a month, £5,000 initial). Its top position means no limit, sent as
 * the spec's no-limit value, so the slider never hides a deal above its own range by accident.
 */
function BudgetSlider({ label, name, sliderMax, step, noLimit, unit }: SliderProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const value = useAppSelector((state) => state.search.request[name]);
  const active = isActivePriceFilter(value) && value !== null;
  const position = active ? Math.min(value, sliderMax) : sliderMax;
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
        min={0}
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

export function BudgetFilter() {
  return (
    <>
      <BudgetSlider label="Monthly budget" name="monthlyPaymentMax" sliderMax={BUDGET_SLIDER_DEFAULT_MAX_MONTHLY} step={25} noLimit={DEFAULT_MAX_MONTHLY_PAYMENT} unit=" a month" />
      <BudgetSlider label="Initial payment" name="initialPaymentMax" sliderMax={BUDGET_SLIDER_DEFAULT_MAX_INITIAL} step={250} noLimit={DEFAULT_MAX_INITIAL_PAYMENT} unit="" />
    </>
  );
}
