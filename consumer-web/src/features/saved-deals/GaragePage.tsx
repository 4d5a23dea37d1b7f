import { useEffect } from 'react';
import { useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { GARAGE_SORT_OPTIONS } from '@lease/domain';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import '../../ui/list-card.css';
import { ListPager, pageFrom } from '../../ui/ListPager';
import { garageRequested } from './garage-actions';
import { FETCHING_SAVED_VEHICLES, MERGING_SAVED_DEALS, REMOVING_SAVED_VEHICLE } from './flow-names';
import { GarageItem } from './GarageItem';
import './saved-deals.css';

// Spec §3 "Garage sort options", in its order.
const SORTS = [
  [GARAGE_SORT_OPTIONS.oldestFirst, 'Saved: oldest first'],
  [GARAGE_SORT_OPTIONS.newestFirst, 'Saved: newest first'],
  [GARAGE_SORT_OPTIONS.modifiedOldestFirst, 'Last saved again: oldest first'],
  [GARAGE_SORT_OPTIONS.modifiedNewestFirst, 'Last saved again: newest first'],
] as const;

const sortFrom = (value: string | null): number => SORTS.find(([sort]) => String(sort) === value)?.[0] ?? GARAGE_SORT_OPTIONS.newestFirst;

/** The garage: what the person saved, 5 a page (spec §9) in one of four orders, each with its best deal now. */
export function GaragePage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const sort = sortFrom(params.get('sort'));
  const garage = useAppSelector((state) => state.locoSpace.garage);
  const loading = useFlow(FETCHING_SAVED_VEHICLES);
  const removing = useFlow(REMOVING_SAVED_VEHICLE);
  const merging = useFlow(MERGING_SAVED_DEALS);
  usePageMeta({ title: 'Your garage', description: 'The cars, vans and deals you saved, with what they cost now.' });

  useEffect(() => {
    dispatch(garageRequested({ sort, page }));
  }, [dispatch, sort, page]);

  const failure = loading.failure ?? removing.failure;
  return (
    <section className="garage" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Your garage</h1>
      <p>
        What you saved for later, with today’s prices. <Link to="/locospace/price-alerts">Your price alerts</Link>
      </p>
      {merging.failure && <p className="form-alert">{merging.failure.message}</p>}
      {failure && !loading.sending && !removing.sending && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <label className="garage__sort">
        Order{' '}
        <select className="field__control" value={sort} onChange={(event) => setParams({ sort: event.target.value })}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <p className="form-status" role="status" aria-live="polite">
        {loading.loading ? 'Loading your garage…' : removing.sending ? 'Removing it from your garage…' : ''}
      </p>
      {garage && garage.results.length > 0 && (
        <>
          <ol className="list-cards">
            {garage.results.map((entry) => (
              <GarageItem key={`${entry.vehicleId}-${entry.dealId ?? 'vehicle'}`} entry={entry} busy={removing.sending} />
            ))}
          </ol>
          <ListPager {...garage.pagination} label="Garage pages" previous="Previous page" next="Next page" keep={{ sort: String(sort) }} />
        </>
      )}
      {garage && garage.results.length === 0 && !loading.sending && (
        <p>
          Nothing saved yet. Use “Save for later” on any deal to keep it here. <Link to="/car-leasing/search">Find a deal</Link>.
        </p>
      )}
    </section>
  );
}
