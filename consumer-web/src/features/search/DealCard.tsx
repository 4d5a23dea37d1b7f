import { dealScoreBand, mileageLabel, vehicleImagePath } from '@lease/domain';
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { dealPath } from '../../app/paths';
import { formatCount, formatPounds as pounds } from '../../ui/format';
import type { DealItem } from './search-types';
import { WhyThisScore } from '../deciding/WhyThisScore';
import { PriceTagBadges } from '../../ui/PriceTagBadges';
import '../../ui/controls.css';

/**
 * One result: the headline monthly price beside what the lease really costs (fees included), and the score, with
 * whatever the page puts on it (`actions`).
 */
export function DealCard({ deal, grouped, actions, eagerImage = false }: { deal: DealItem; grouped: boolean; actions?: ReactNode; eagerImage?: boolean }) {
  const band = deal.score === null ? null : dealScoreBand(deal.score);
  const dealCount = typeof deal.dealCount === 'number' ? deal.dealCount : 1;
  return (
    <article className="deal-card" aria-labelledby={`deal-${deal.id}`}>
      {/* The API's drawing of the vehicle; its box is sized before it loads so nothing moves. The title names it. */}
      <img
        className="deal-card__image"
        src={vehicleImagePath(deal.vehicleId, 'side')}
        alt=""
        width={320}
        height={180}
        loading={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="deal-card__body">
        <h3 id={`deal-${deal.id}`} className="deal-card__title">
          <Link to={dealPath(deal)}>
            {deal.manufacturerName} {deal.rangeName}
          </Link>
        </h3>
        <p className="deal-card__derivative">{deal.derivativeName}</p>
        <PriceTagBadges tags={deal.vehiclePriceTags as { id: number }[] | undefined} />
        <p className="deal-card__profile">
          {deal.term} months · {mileageLabel(deal.mileage)} miles a year · {deal.initialPaymentInMonths}{' '}
          {deal.initialPaymentInMonths === 1 ? 'month' : 'months'} upfront ·{' '}
          {deal.stockStatus === 1 ? 'In stock' : 'Factory order'}
        </p>
        {grouped && dealCount > 1 && (
          <p className="deal-card__more">
            {formatCount(dealCount)} deals, {pounds(deal.monthlyPaymentAverage)} a month on average
          </p>
        )}
      </div>
      <div className="deal-card__prices">
        <p className="deal-card__monthly">
          <span className="deal-card__amount">{pounds(deal.monthlyPayment)}</span> <span className="deal-card__unit">a month</span>
        </p>
        <dl className="deal-card__costs">
          <div>
            <dt>Total cost, fees included</dt>
            <dd>{pounds(deal.totalCost)}</dd>
          </div>
          <div>
            <dt>True monthly cost</dt>
            <dd>{pounds(deal.trueMonthlyCost)}</dd>
          </div>
        </dl>
        {band && deal.score !== null && (
          <p className={`score score--${band.label.toLowerCase()}`}>
            <span className="score__value">{deal.score}</span> {band.label} deal
          </p>
        )}
        {deal.score !== null && <WhyThisScore dealId={deal.id} />}
      </div>
      {actions && <div className="deal-card__actions">{actions}</div>}
    </article>
  );
}
