import { useEffect } from 'react';
import { Link } from '../../ui/Link';
import { FETCHING_MESSAGES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsLoading } from '../loader/loader-slice';
import { FetchFailure } from '../../ui/FetchFailure';
import { DealCard } from './DealCard';
import { FETCHING_HOME_DEALS } from './search-saga';
import { homeDealsRequested } from './search-slice';
import type { DealItem } from './search-types';
import './search.css';

function DealList({ id, title, intro, deals }: { id: string; title: string; intro: string; deals: DealItem[] }) {
  if (deals.length === 0) return null;
  return (
    <section className="home-deals" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <p className="home-deals__intro">{intro}</p>
      <ol className="results home-deals__list">
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} grouped={false} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The home page's featured and popular deals (business prices, excluding VAT), each one click from its page. */
export function HomeDeals() {
  const dispatch = useAppDispatch();
  const { featuredDeals, popularDeals } = useAppSelector((state) => state.search);
  const loading = useAppSelector((state) => selectIsLoading(state, FETCHING_HOME_DEALS));
  const failed = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_HOME_DEALS))) !== undefined;
  useEffect(() => {
    dispatch(homeDealsRequested());
  }, [dispatch]);
  return (
    <div className="container" aria-busy={loading}>
      {failed && <FetchFailure message={FETCHING_MESSAGES.topDealsFetchFailed} onRetry={() => dispatch(homeDealsRequested())} />}
      <DealList id="featured-heading" title="Featured deals" intro="The best-scoring deal of each model today, against every comparable offer. Business prices, excluding VAT." deals={featuredDeals} />
      <DealList id="popular-heading" title="Most compared" intro="The models with the most offers in force, each at its cheapest. Business prices, excluding VAT." deals={popularDeals} />
      {(featuredDeals.length > 0 || popularDeals.length > 0) && (
        <p>
          <Link to="/car-leasing/search">See every car deal</Link> · <Link to="/van-leasing/search">See every van deal</Link>
        </p>
      )}
    </div>
  );
}
