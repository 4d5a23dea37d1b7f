import { Link } from '../../ui/Link';
import { dealPath } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { formatPounds } from '../../ui/format';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { FETCHING_RECOMMENDATIONS } from './deciding-saga';

/** Similar vehicles that cost less over the term or score higher on this lease, each with why (docs/deciding.md). */
export function Recommendations({ dealId }: { dealId: number }) {
  const answer = useAppSelector((state) => (state.vehicle.recommendations?.dealId === dealId ? state.vehicle.recommendations.answer : null));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_RECOMMENDATIONS)));
  if (failure) {
    return (
      <p className="recommendations__error" role="alert">
        {failure.message}
      </p>
    );
  }
  if (!answer) return null;
  return (
    <section className="recommendations" aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">Worth a look instead</h2>
      {answer.message ? (
        <p>{answer.message}</p>
      ) : (
        <ul className="recommendations__list">
          {answer.recommendations.map(({ deal, reasons }) => (
            <li key={deal.id} className="recommendations__item">
              <Link to={dealPath(deal)}>
                {deal.manufacturerName} {deal.rangeName} {deal.derivativeName}
              </Link>
              <span>
                {formatPounds(deal.monthlyPayment)} a month · {formatPounds(deal.totalCost)} in all
              </span>
              <ul className="recommendations__reasons" aria-label="Why">
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
