import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { COMPARISON_LIMIT, FETCHING_MESSAGES, INITIAL_PAYMENT_MONTHS_OPTIONS, MILEAGE_OPTIONS, vehicleImagePath, type VehicleSpec } from '@lease/domain';
import { withQuery } from '../../api/client';
import { useAnswerState } from '../../api/use-answer';
import { FetchFailure } from '../../ui/FetchFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dealPath } from '../../app/paths';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { formatCount } from '../../ui/format';
import { WhyThisScore } from '../deciding/WhyThisScore';
import type { DealItem } from '../search/search-types';
import { compareToggled, comparisonSyncRequested } from './comparison-saga';
import { ComparisonGuide } from './ComparisonGuide';
import { COMPARISON_ROWS, rowDiffers, bestIndexes } from './comparison-rows';
import './comparison.css';

export interface ComparedVehicle {
  vehicleId: number;
  vehicle: VehicleSpec;
  cheapestDeal: DealItem | null;
  trend: { months: number; from: number; to: number } | null;
}

const TERMS = [24, 36, 48] as const;

/**
 * Up to four vehicles side by side (docs/deciding.md): each one's best deal on the lease chosen here, its total
 * cost, deal score (and why), price trend and key specs, with the rows that differ marked and each row's best
 * value named. /compare?vehicles=… shows a shared comparison; without it, the visitor's own.
 */
export function ComparisonPage() {
  usePageMeta({ title: 'Compare vehicles side by side', description: 'Up to four cars or vans side by side: best deal, total cost, deal score, price trend and specification.' });
  const dispatch = useAppDispatch();
  const own = useAppSelector((state) => state.locoSpace.comparison);
  const [query] = useSearchParams();
  const shared = useMemo(() => (query.get('vehicles') ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0).slice(0, COMPARISON_LIMIT), [query]);
  const vehicleIds = shared.length ? shared : own;
  const [leaseType, setLeaseType] = useState(1);
  const [term, setTerm] = useState<number | ''>('');
  const [mileage, setMileage] = useState<number | ''>('');
  const [initial, setInitial] = useState<number | ''>('');
  const key = vehicleIds.join(',');

  useEffect(() => {
    dispatch(comparisonSyncRequested());
  }, [dispatch]);

  const { value: answer, retry } = useAnswerState<ComparedVehicle[]>(
    key ? withQuery('/search/vehicle-comparison', { vehicleIds: vehicleIds, leaseType, term: term || undefined, mileage: mileage || undefined, initialPaymentInMonths: initial || undefined }) : null,
    { keep: true },
  );
  const compared = answer === 'failed' ? null : answer;
  const failed = answer === 'failed';

  const shareLink = `/compare?vehicles=${key}`;
  const shown = compared?.filter((item) => vehicleIds.includes(item.vehicleId)) ?? [];
  const name = (item: ComparedVehicle) => `${item.vehicle.manufacturer.name} ${item.vehicle.range.name}`;

  return (
    <div className="container comparison">
      <h1>Compare vehicles</h1>
      {vehicleIds.length === 0 ? (
        <p>
          Nothing to compare yet. Choose <strong>Compare</strong> on up to {COMPARISON_LIMIT} results or deal pages, then come back here.{' '}
          <Link to="/car-leasing/search">Search car deals</Link>
        </p>
      ) : (
        <>
          <form className="comparison__profile" aria-label="Lease to compare on" onSubmit={(event) => event.preventDefault()}>
            <label>
              Lease type{' '}
              <select className="field__control" value={leaseType} onChange={(event) => setLeaseType(Number(event.target.value))}>
                <option value={1}>Personal</option>
                <option value={2}>Business</option>
              </select>
            </label>
            <label>
              Term{' '}
              <select className="field__control" value={term} onChange={(event) => setTerm(event.target.value ? Number(event.target.value) : '')}>
                <option value="">Any</option>
                {TERMS.map((months) => (
                  <option key={months} value={months}>{`${months} months`}</option>
                ))}
              </select>
            </label>
            <label>
              Miles a year{' '}
              <select className="field__control" value={mileage} onChange={(event) => setMileage(event.target.value ? Number(event.target.value) : '')}>
                <option value="">Any</option>
                {MILEAGE_OPTIONS.map((miles) => (
                  <option key={miles} value={miles}>
                    {formatCount(miles)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Months upfront{' '}
              <select className="field__control" value={initial} onChange={(event) => setInitial(event.target.value ? Number(event.target.value) : '')}>
                <option value="">Any</option>
                {INITIAL_PAYMENT_MONTHS_OPTIONS.map((months) => (
                  <option key={months} value={months}>
                    {months}
                  </option>
                ))}
              </select>
            </label>
          </form>
          {shared.length > 0 && shared.join() !== own.join() && (
            <p>
              A shared comparison.{' '}
              <button type="button" className="button button--ghost" onClick={() => shared.filter((id) => !own.includes(id)).forEach((id) => dispatch(compareToggled(id)))}>
                Add these to my comparison
              </button>
            </p>
          )}
          {failed && <FetchFailure message={FETCHING_MESSAGES.comparisonFetchFailed} onRetry={retry} />}
          {shown.length > 0 && (
            <div className="comparison__scroll">
              <table className="comparison__table">
                <caption className="visually-hidden">The vehicles side by side; rows that differ are marked, and each row's best value named</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">What</span>
                    </th>
                    {shown.map((item) => (
                      <th scope="col" key={item.vehicleId}>
                        <img className="comparison__image" src={vehicleImagePath(item.vehicleId, 'side')} alt="" width={160} height={90} />
                        <span className="comparison__name">{name(item)}</span>
                        <span className="comparison__derivative">{item.vehicle.derivative}</span>
                        {shared.length === 0 && (
                          <button type="button" className="button button--ghost" aria-label={`Remove the ${name(item)}`} onClick={() => dispatch(compareToggled(item.vehicleId))}>
                            Remove
                          </button>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">Best deal</th>
                    {shown.map((item) => (
                      <td key={item.vehicleId}>{item.cheapestDeal ? <Link to={dealPath(item.cheapestDeal)}>{`From ${(item.cheapestDeal.supplier as { name: string }).name}`}</Link> : 'None on this lease'}</td>
                    ))}
                  </tr>
                  {COMPARISON_ROWS.filter((row) => !row.vansOnly || shown.some((item) => item.vehicle.vehicleType === 2)).map((row) => {
                    const values = shown.map((item) => row.value(item));
                    const differs = rowDiffers(values);
                    const best = bestIndexes(values, row.better);
                    return (
                      <tr key={row.label} className={differs ? 'comparison__row--differs' : undefined}>
                        <th scope="row">
                          {row.label}
                          {differs && <span className="visually-hidden"> (differs)</span>}
                        </th>
                        {shown.map((item, index) => (
                          <td key={item.vehicleId} className={best.includes(index) ? 'comparison__cell--best' : undefined}>
                            {row.show(values[index] ?? null, item)}
                            {best.includes(index) && <span className="comparison__best"> best</span>}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                  <tr>
                    <th scope="row">Why this score</th>
                    {shown.map((item) => (
                      <td key={item.vehicleId}>{item.cheapestDeal ? <WhyThisScore dealId={item.cheapestDeal.id} /> : '–'}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          <p className="comparison__share">
            Share this comparison: <Link to={shareLink}>{shareLink}</Link>
          </p>
          {shown.length > 0 && <ComparisonGuide names={shown.map(name)} vehicleType={shown.every((item) => item.vehicle.vehicleType === 2) ? 2 : 1} />}
        </>
      )}
    </div>
  );
}

