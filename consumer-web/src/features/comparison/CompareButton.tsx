import { Link } from '../../ui/Link';
import { COMPARISON_LIMIT } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { compareToggled } from './comparison-saga';

/** Compare on a result card or the deal page: adds the vehicle to the comparison, or takes it out. */
export function CompareButton({ vehicleId, name }: { vehicleId: number; name: string }) {
  const dispatch = useAppDispatch();
  const comparison = useAppSelector((state) => state.locoSpace.comparison);
  const notice = useAppSelector((state) => state.locoSpace.comparisonNotice);
  const comparing = comparison.includes(vehicleId);
  return (
    <span className="compare-button">
      <button type="button" className="button button--ghost" aria-pressed={comparing} aria-label={`Compare the ${name}`} onClick={() => dispatch(compareToggled(vehicleId))}>
        {comparing ? 'Comparing' : 'Compare'}
      </button>
      {comparing && <Link to="/compare">Compare {comparison.length} of {COMPARISON_LIMIT}</Link>}
      {!comparing && notice?.vehicleId === vehicleId && (
        <span role="alert" className="compare-button__notice">
          {notice.message}
        </span>
      )}
    </span>
  );
}
