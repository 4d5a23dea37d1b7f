import { dealScoreBand, mileageLabel } from '@lease/domain';
import type { DealItem } from './search-types';

const pounds = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The deal page path of spec §2. */
export function dealPath(deal: DealItem): string {
  const kind = deal.vehicleType === 2 ? 'van' : 'car';
  const profile = `${deal.leaseType}-${deal.term}-${deal.mileage}-${deal.initialPaymentInMonths}-${deal.stockStatus}`;
  return `/${kind}-leasing/${slug(deal.manufacturerName)}/${slug(deal.rangeName)}/${slug(deal.derivativeName)}/${deal.vehicleId}/${profile}/${deal.id}/deal`;
}

/** One result: the headline monthly price beside what the lease really costs (fees included), and the score. */
export function DealCard({ deal, grouped }: { deal: DealItem; grouped: boolean }) {
  const band = deal.score === null ? null : dealScoreBand(deal.score);
  const dealCount = typeof deal.dealCount === 'number' ? deal.dealCount : 1;
  return (
    <article className="deal-card" aria-labelledby={`deal-${deal.id}`}>
      <div className="deal-card__body">
        <h3 id={`deal-${deal.id}`} className="deal-card__title">
          <a href={dealPath(deal)}>
            {deal.manufacturerName} {deal.rangeName}
          </a>
        </h3>
        <p className="deal-card__derivative">{deal.derivativeName}</p>
        <p className="deal-card__profile">
          {deal.term} months · {mileageLabel(deal.mileage)} miles a year · {deal.initialPaymentInMonths}{' '}
          {deal.initialPaymentInMonths === 1 ? 'month' : 'months'} upfront ·{' '}
          {deal.stockStatus === 1 ? 'In stock' : 'Factory order'}
        </p>
        {grouped && dealCount > 1 && (
          <p className="deal-card__more">
            {dealCount.toLocaleString('en-GB')} deals, {pounds(deal.monthlyPaymentAverage)} a month on average
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
      </div>
    </article>
  );
}
