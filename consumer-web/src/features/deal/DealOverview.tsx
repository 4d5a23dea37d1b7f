import { dealScoreBand, formatPencePerMile, initialCost, mileageLabel, penceToPounds, poundsToPence, stockStatusLabel, termLabel } from '@lease/domain';
import { formatPounds } from '../../ui/format';
import type { DealDetail } from '../vehicle/vehicle-types';
import '../../ui/controls.css';
import '../../ui/fact-rows.css';

/** Spec §9: monthly × (initial months + term − 1) + document fee (or the arrangement fee when there is none). */
export function dealInitialCost(deal: DealDetail): number {
  const fee = (pounds: number | null) => (pounds === null ? null : poundsToPence(pounds));
  return penceToPounds(
    initialCost({
      monthlyPayment: poundsToPence(deal.monthlyPayment),
      initialPaymentInMonths: deal.initialPaymentInMonths,
      term: deal.term,
      documentFee: fee(deal.fees.documentFee),
      arrangementFee: fee(deal.fees.arrangementFee),
    }),
  );
}

function ScoreBadge({ score }: { score: number }) {
  const band = dealScoreBand(score);
  return (
    <p className={`score score--${band.label.toLowerCase()} deal-overview__score`}>
      <span className="score__value">{score}</span>
      <span>
        <strong>{band.label}</strong> · {band.alternativeLabel} deal
        <span className="visually-hidden"> (deal score {score} out of 100)</span>
      </span>
    </p>
  );
}

/**
 * Overview (spec §2): what the lease costs in full, not just the headline monthly price — the initial cost by
 * the spec's formula, the total with every fee, the true monthly cost, the supplier and its charges.
 */
export function DealOverview({ deal }: { deal: DealDetail }) {
  const vat = deal.leaseType === 1 ? 'including VAT' : 'excluding VAT';
  const documentFee = deal.fees.documentFee ?? deal.fees.arrangementFee;
  const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;
  return (
    <section className="deal-overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading">Overview</h2>
      <div className="deal-overview__headline">
        <p className="deal-overview__monthly">
          <span className="deal-overview__amount">{formatPounds(deal.monthlyPayment)}</span> a month, {vat}
        </p>
        {deal.score !== null && <ScoreBadge score={deal.score} />}
      </div>
      <p className="deal-overview__profile">
        {deal.leaseType === 1 ? 'Personal lease' : 'Business lease'} · {termLabel(deal.term)} · {mileageLabel(deal.mileage)} miles a year ·{' '}
        {months(deal.initialPaymentInMonths)} upfront · {stockStatusLabel(deal.stockStatus)}
      </p>
      <dl className="cost-table fact-rows">
        <div>
          <dt>Initial payment ({months(deal.initialPaymentInMonths)})</dt>
          <dd>{formatPounds(deal.initialPayment)}</dd>
        </div>
        <div>
          <dt>Then {deal.term - 1} monthly payments of</dt>
          <dd>{formatPounds(deal.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>{deal.fees.documentFee !== null ? 'Document fee' : 'Arrangement fee'}</dt>
          <dd>{documentFee === null ? 'None' : formatPounds(documentFee)}</dd>
        </div>
        <div>
          <dt>Initial cost (every payment plus the fee)</dt>
          <dd>{formatPounds(dealInitialCost(deal))}</dd>
        </div>
        <div className="cost-table__total">
          <dt>Total cost, all fees included</dt>
          <dd>{formatPounds(deal.totalCost)}</dd>
        </div>
        <div>
          <dt>True monthly cost (total ÷ {deal.term} months)</dt>
          <dd>{formatPounds(deal.trueMonthlyCost)}</dd>
        </div>
        <div>
          <dt>Excess mileage charge</dt>
          <dd>{formatPencePerMile(deal.excessMileagePencePerMile)}</dd>
        </div>
      </dl>
      <p className="deal-overview__supplier">
        Offered by <strong>{deal.supplier.name}</strong>
        {deal.supplier.rating !== null && <> · rated {deal.supplier.rating.toFixed(1)} out of 5 by its customers</>}
      </p>
    </section>
  );
}
