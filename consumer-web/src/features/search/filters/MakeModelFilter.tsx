import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { manufacturersRequested, manufacturerToggled } from '../search-slice';
import { CheckboxGroup } from './CheckboxGroup';

/** Makes, then the models of the makes chosen (spec §4: choosing a make loads its ranges). */
export function MakeModelFilter({ vehicleType }: { vehicleType: number | null }) {
  const dispatch = useAppDispatch();
  const manufacturers = useAppSelector((state) => state.search.manufacturerOptions);
  const selected = useAppSelector((state) => state.search.request.manufacturers);
  const ranges = useAppSelector((state) => state.search.ranges);

  useEffect(() => {
    dispatch(manufacturersRequested(vehicleType));
  }, [dispatch, vehicleType]);

  const offered = vehicleType === null ? manufacturers : manufacturers.filter((make) => make.vehicleTypes.includes(vehicleType));
  return (
    <>
      {offered.length > 0 && (
        <fieldset className="filter-group">
          <legend>Make</legend>
          <div className="filter-group__options filter-group__options--scroll">
            {offered.map((make) => (
              <label key={make.id} className="chip">
                <input type="checkbox" checked={selected.includes(make.id)} onChange={() => dispatch(manufacturerToggled(make.id))} />
                <span>{make.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {selected.length > 0 && ranges.length > 0 && <CheckboxGroup legend="Model" name="ranges" options={ranges.map((range) => ({ id: range.id, label: range.name }))} />}
    </>
  );
}
