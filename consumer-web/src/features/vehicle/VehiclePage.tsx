import { useEffect } from 'react';
import { useParams, useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { FETCHING_MESSAGES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { brandPath, dealPath, idParam, vehicleDetailsPath } from '../../app/paths';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { FetchFailure } from '../../ui/FetchFailure';
import { formatPounds } from '../../ui/format';
import { DealOverview } from '../deal/DealOverview';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { EditLease } from '../lease-profile/EditLease';
import { selectIsLoading } from '../loader/loader-slice';
import { SaveForLater } from '../saved-deals/SaveForLater';
import { PriceHistoryChart } from './PriceHistoryChart';
import { ColourOptions, VehicleGallery } from './VehicleGallery';
import { VehicleReviewSection } from './VehicleReviewSection';
import { VehicleSpecification } from './VehicleSpecification';
import { CONFIGURATOR_MODES, configuratorOpened, type ConfiguratorMode, FETCHING_BEST_DEALS, FETCHING_VEHICLE } from './vehicle-saga';
import '../deal/deal-page.css';
import './vehicle-page.css';

const MODES: ReadonlyArray<[ConfiguratorMode, string]> = [
  [CONFIGURATOR_MODES.bestValue, 'Best value'],
  [CONFIGURATOR_MODES.lowestPrice, 'Lowest price'],
];

/**
 * The vehicle configurator page (spec §2): Edit lease, Overview, Specification, Gallery, Colour options, Price
 * history and Review. The advanced landing page is the same without the price history.
 */
export function VehiclePage({ vehicleType, variant }: { vehicleType: 1 | 2; variant: 'configurator' | 'advanced' }) {
  const params = useParams();
  const vehicleId = idParam(params.vehicleId);
  const [query, setQuery] = useSearchParams();
  const mode: ConfiguratorMode = query.get('mode') === '2' ? CONFIGURATOR_MODES.lowestPrice : CONFIGURATOR_MODES.bestValue;
  const leaseType = useAppSelector((state) => state.search.request.leaseTypes[0] ?? 2);
  const dispatch = useAppDispatch();
  const { details, technicalData, standardOptions, review, deal, dealStatus } = useAppSelector((state) => state.vehicle);
  const shown = details && details.vehicleId === vehicleId ? details : null;
  const name = shown ? `${shown.manufacturer.name} ${shown.range.name}` : '';
  const detailsFailure = useAppSelector((state) => state.vehicle.detailsFailure);
  const failed = detailsFailure && detailsFailure.vehicleId === vehicleId ? detailsFailure : null;
  const vehicleLoading = useAppSelector((state) => selectIsLoading(state, FETCHING_VEHICLE));
  const vehicleFailure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_VEHICLE)));
  const dealsFailure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_BEST_DEALS)));
  const dealsLoading = useAppSelector((state) => selectIsLoading(state, FETCHING_BEST_DEALS));
  const retry = () => {
    if (vehicleId !== null) dispatch(configuratorOpened({ vehicleId, mode, leaseType }));
  };

  usePageMeta(
    shown
      ? {
          title: `${name} ${shown.derivative} lease deals`,
          description: `Lease the ${name} ${shown.derivative}${deal ? ` from ${formatPounds(deal.monthlyPayment)} a month` : ''}: every deal's total cost with fees, price history, specification, colours and our review.`,
          canonical: vehicleDetailsPath(shown),
        }
      : { title: 'Vehicle lease deals', description: 'A vehicle with its lease deals, specification, colours and review.' },
  );

  useEffect(() => {
    if (vehicleId !== null) dispatch(configuratorOpened({ vehicleId, mode, leaseType }));
  }, [dispatch, vehicleId, mode, leaseType]);

  // An old link to a vehicle no longer offered is a page that is not there.
  if (vehicleId === null || failed?.notFound) return <NotFoundPage />;
  if (!shown) {
    return (
      <div className="container deal-page">
        {failed ? (
          <FetchFailure message={vehicleFailure?.message ?? FETCHING_MESSAGES.vehicleFetchFailed} onRetry={retry} heading />
        ) : (
          // Spec §9: the words only once the request has taken longer than the loader delay; the line keeps its place.
          <p className="deal-page__loading" aria-live="polite" aria-busy={vehicleLoading}>
            {vehicleLoading ? 'Loading the vehicle…' : '\u00a0'}
          </p>
        )}
      </div>
    );
  }
  const kind = vehicleType === 2 ? 'Van' : 'Car';
  const dealShown = deal && deal.vehicleId === vehicleId ? deal : null;

  return (
    <div className="container deal-page vehicle-page">
      <Breadcrumb
        steps={[
          { to: `/${kind.toLowerCase()}-leasing/search`, label: `${kind} leasing` },
          { to: brandPath(shown.vehicleType, shown.manufacturer.name), label: shown.manufacturer.name },
        ]}
        current={`${shown.range.name} ${shown.derivative}`}
      />
      <header className="deal-page__header">
        <div>
          <h1>{name}</h1>
          <p className="deal-page__derivative">{shown.derivative}</p>
        </div>
        {dealShown && <SaveForLater deal={dealShown} />}
      </header>
      <div className="deal-page__layout">
        <div className="deal-page__main">
          {vehicleFailure && <FetchFailure message={vehicleFailure.message} onRetry={retry} />}
          <VehicleGallery vehicleId={shown.vehicleId} name={name} />
          <ColourOptions />
          {dealShown ? (
            <>
              <DealOverview deal={dealShown} />
              <p>
                <Link className="button button--primary" to={dealPath(dealShown)}>
                  Open this deal
                </Link>
              </p>
              {variant === 'configurator' && <PriceHistoryChart />}
            </>
          ) : (
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading">Overview</h2>
              {dealStatus === 'error' ? (
                <FetchFailure message={dealsFailure?.message ?? FETCHING_MESSAGES.bestDealsFetchFailed} onRetry={retry} />
              ) : (
                <p>{dealStatus === 'not-found' ? `No supplier offers the ${name} at the moment.` : dealsLoading ? 'Loading the best deal…' : '\u00a0'}</p>
              )}
            </section>
          )}
          {technicalData && <VehicleSpecification details={shown} technical={technicalData} options={standardOptions} />}
          {review && <VehicleReviewSection review={review} />}
        </div>
        <aside className="deal-page__side">
          <div className="segmented" role="group" aria-label="Show the deal with">
            {MODES.map(([value, label]) => (
              <button key={value} type="button" aria-pressed={value === mode} onClick={() => setQuery(value === 1 ? {} : { mode: String(value) }, { replace: true })}>
                {label}
              </button>
            ))}
          </div>
          <EditLease followDeal={false} />
        </aside>
      </div>
    </div>
  );
}
