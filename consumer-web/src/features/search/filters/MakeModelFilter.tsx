import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { manufacturersRequested, manufacturerToggled } from '../search-slice';
import { CountedGroup, FilterChip } from './CheckboxGroup';
import { useFacetCounts } from './facet-counts';

/**
 * Makes, then the models of the makes chosen (spec §4: choosing a make loads its ranges), each saying how many
 * vehicles it would leave under the rest of the search; a make or model that would leave none cannot be chosen.
 */
export function MakeModelFilter({ vehicleType }: { vehicleType: number | null }) {
  const dispatch = useAppDispatch();
  const manufacturers = useAppSelector((state) => state.search.manufacturerOptions);
  const selected = useAppSelector((state) => state.search.request.manufacturers);
  const ranges = useAppSelector((state) => state.search.ranges);
  const makeCounts = useFacetCounts('manufacturers');

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
              <FilterChip
                key={make.id}
                domId={`manufacturers-${make.id}`}
                value={make.id}
                label={make.name}
                chosen={selected.includes(make.id)}
                availability={{ counts: makeCounts }}
                onToggle={() => dispatch(manufacturerToggled(make.id))}
              />
            ))}
          </div>
        </fieldset>
      )}
      {selected.length > 0 && ranges.length > 0 && (
        // Counted only while shown: with no make chosen there are no models to count.
        <CountedGroup legend="Model" name="ranges" list="ranges" options={ranges.map((range) => ({ id: range.id, label: range.name }))} />
      )}
    </>
  );
}
