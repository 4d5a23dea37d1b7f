import { FETCHING_MESSAGES } from '@lease/domain';
import { useAnswerState } from '../../api/use-answer';
import { FetchFailure } from '../../ui/FetchFailure';
import { formatPounds } from '../../ui/format';
import { DealCard } from './DealCard';
import type { DealItem } from './search-types';
import './search.css';

type Drop = DealItem & { previousMonthlyPayment: number };

/**
 * The home page's biggest price drops of the last 30 days, one per model (GET /search/trending): what peers call
 * trending, said plainly, each with the price it fell from. The list's room is held while it loads.
 */
export function TrendingDeals() {
  const { value: answer, loadingShown, retry } = useAnswerState<Drop[]>('/search/trending?limit=4');
  return (
    <section className="home-deals trending" aria-labelledby="trending-heading" aria-busy={loadingShown}>
      <div className="container">
        <h2 id="trending-heading" className="home-section__title">
          Biggest price drops this month
        </h2>
        <p className="home-deals__intro">The deals whose monthly price fell most in the last 30 days, one per model. Business prices, excluding VAT.</p>
        {answer === 'failed' && <FetchFailure message={FETCHING_MESSAGES.priceDropsFetchFailed} onRetry={retry} />}
        {Array.isArray(answer) && answer.length === 0 && <p>No price has dropped in the last 30 days.</p>}
        {answer === null && <div className="trending__placeholder" />}
        {Array.isArray(answer) && answer.length > 0 && (
          <ol className="results home-deals__list">
            {answer.map((deal) => (
              <li key={deal.id}>
                <DealCard
                  deal={deal}
                  grouped={false}
                  actions={
                    <p className="trending__drop">
                      Down {formatPounds(deal.previousMonthlyPayment - deal.monthlyPayment)} a month, from {formatPounds(deal.previousMonthlyPayment)}
                    </p>
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
