import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { brandPath, dealPath, idParam, vehicleDetailsPath, vehiclePath } from '../../app/paths';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { formatCount, formatPounds } from '../../ui/format';
import { EnquirySection } from '../enquiry/EnquirySection';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { EditLease } from '../lease-profile/EditLease';
import { selectIsLoading } from '../loader/loader-slice';
import { SetPriceAlert } from '../price-alerts/SetPriceAlert';
import { SaveForLater } from '../saved-deals/SaveForLater';
import { PriceHistoryChart } from '../vehicle/PriceHistoryChart';
import { VehicleImage } from '../vehicle/VehicleImage';
import { PriceTagBadges } from '../../ui/PriceTagBadges';
import { dealPathFollowed } from '../vehicle/vehicle-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { DealFaqs } from './DealFaqs';
import { CompareButton } from '../comparison/CompareButton';
import { decidingRequested } from '../deciding/deciding-saga';
import { PcpComparison } from '../deciding/PcpComparison';
import { Recommendations } from '../deciding/Recommendations';
import { WhyThisScore } from '../deciding/WhyThisScore';
import { DealOverview } from './DealOverview';
import { AdminDealPanel } from '../admin-mode/AdminDealPanel';
import { dealPageOpened, FETCHING_DEAL } from './deal-saga';
import { selectScoreExplained } from './score-explainer';
import './deal-page.css';

function dealMeta(deal: DealDetail | null) {
  if (!deal) return { title: 'Lease deal', description: 'A lease deal with its total cost, fees and price history.' };
  const name = `${deal.manufacturerName} ${deal.rangeName} ${deal.derivativeName}`;
  const basis = deal.leaseType === 1 ? 'personal' : 'business';
  return {
    title: `${name} ${basis} lease: ${formatPounds(deal.monthlyPayment)} a month`,
    description: `${name} on a ${deal.term}-month ${basis} lease, ${formatCount(deal.mileage)} miles a year, from ${deal.supplier.name}: ${formatPounds(deal.monthlyPayment)} a month, ${formatPounds(deal.totalCost)} in total with every fee, and its price history.`,
    canonical: dealPath(deal),
  };
}

/**
 * The deal page (spec §2): Edit lease, Overview, FAQs and Save for later, plus the deal's price history, a price
 * alert on its vehicle and the enquiry (or call-back request) to its supplier.
 */
export function DealPage({ vehicleType }: { vehicleType: 1 | 2 }) {
  const params = useParams();
  const dealId = idParam(params.dealId);
  const vehicleId = idParam(params.vehicleId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { deal, dealStatus, dealPathToFollow, details } = useAppSelector((state) => state.vehicle);
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_DEAL)));
  const dealLoading = useAppSelector((state) => selectIsLoading(state, FETCHING_DEAL));
  const scoreExplained = useAppSelector(selectScoreExplained);
  const shown = deal && deal.id === dealId ? deal : null;
  // The sections under the overview render just after the first paint of the deal, in the background: the picture
  // (the page's largest paint) and the price come first, not after one long task that renders the whole page. Null
  // only until the deal's first render; a move to another deal renders them at once.
  const sectionsReady = useDeferredValue(shown, null) !== null;
  usePageMeta(dealMeta(shown));

  useEffect(() => {
    if (dealId !== null && vehicleId !== null) dispatch(dealPageOpened({ dealId, vehicleId }));
  }, [dispatch, dealId, vehicleId]);

  // The deal shown (the page's own, or the one Edit lease moved to) gets its PCP quote and recommendations.
  const shownId = shown?.id ?? null;
  useEffect(() => {
    if (shownId !== null) dispatch(decidingRequested({ dealId: shownId }));
  }, [dispatch, shownId]);

  // Edit lease loaded another deal of this vehicle: the address follows it, so it can be shared and reloaded.
  useEffect(() => {
    if (!dealPathToFollow) return;
    dispatch(dealPathFollowed());
    navigate(dealPathToFollow, { replace: true });
  }, [dispatch, navigate, dealPathToFollow]);

  if (dealId === null || vehicleId === null) return <NotFoundPage />;
  const kind = vehicleType === 2 ? 'Van' : 'Car';

  if (!shown) {
    return (
      <div className="container deal-page">
        {dealStatus === 'not-found' || dealStatus === 'error' ? (
          <div className="deal-page__gone" role="alert">
            <h1>{failure?.message ?? 'This deal is no longer available.'}</h1>
            {details && details.vehicleId === vehicleId && (
              <p>
                <Link className="button button--primary" to={vehicleDetailsPath(details)}>
                  See today’s deals for the {details.manufacturer.name} {details.range.name}
                </Link>
              </p>
            )}
            <p>
              <Link to={`/${kind.toLowerCase()}-leasing/search`}>Search all {kind.toLowerCase()} lease deals</Link>
            </p>
          </div>
        ) : (
          <p className="deal-page__loading" aria-live="polite" aria-busy={dealLoading}>
            {dealLoading ? 'Loading the deal…' : '\u00a0'}
          </p>
        )}
      </div>
    );
  }

  const name = `${shown.manufacturerName} ${shown.rangeName}`;
  return (
    <div className="container deal-page">
      <Breadcrumb
        steps={[
          { to: `/${kind.toLowerCase()}-leasing/search`, label: `${kind} leasing` },
          { to: brandPath(shown.vehicleType, shown.manufacturerName), label: shown.manufacturerName },
          { to: vehiclePath(shown), label: shown.rangeName },
        ]}
        current={shown.derivativeName}
      />
      <header className="deal-page__header">
        <div>
          <h1>{name}</h1>
          <p className="deal-page__derivative">{shown.derivativeName}</p>
          <PriceTagBadges tags={shown.vehiclePriceTags as { id: number }[] | undefined} />
        </div>
        <SaveForLater deal={shown} />
      </header>
      <div className="deal-page__layout">
        <div className="deal-page__main">
          <VehicleImage vehicleId={shown.vehicleId} view="side" alt={`${name} ${shown.derivativeName}`} />
          <DealOverview deal={shown} />
          {sectionsReady && (
            <>
              <WhyThisScore dealId={shown.id} />
              <AdminDealPanel dealId={shown.id} />
              <EnquirySection key={shown.id} deal={shown} />
              <PcpComparison dealId={shown.id} />
              <PriceHistoryChart />
              <Recommendations dealId={shown.id} />
              <DealFaqs deal={shown} scoreExplained={scoreExplained} />
            </>
          )}
        </div>
        <aside className="deal-page__side">
          <SetPriceAlert deal={shown} variant="page" />
          <CompareButton vehicleId={shown.vehicleId} name={name} />
          <EditLease followDeal />
          <p>
            <Link to={vehiclePath(shown)}>Specification, colours and review of the {name}</Link>
          </p>
          <p>
            <Link to={`/brokers?vehicleId=${shown.vehicleId}&leaseType=${shown.leaseType}`}>Compare the brokers offering this {kind.toLowerCase()}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
