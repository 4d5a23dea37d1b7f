import { formatPencePerMile, mileageLabel } from '@lease/domain';
import { formatCount, formatPounds } from '../../ui/format';
import type { DealDetail } from '../vehicle/vehicle-types';

export const SCORE_QUESTION = 'How is the deal score worked out?';

/**
 * FAQs (spec §2), answered with this deal's own figures rather than in general terms. `scoreExplained` opens the
 * deal score's explanation from the start (the `explained` group of the deal score experiment).
 */
export function DealFaqs({ deal, scoreExplained = false }: { deal: DealDetail; scoreExplained?: boolean }) {
  const name = `${deal.manufacturerName} ${deal.rangeName}`;
  const excessFor1000 = (deal.excessMileagePencePerMile * 1000) / 100;
  const faqs: Array<[string, string]> = [
    [
      'What do I pay upfront?',
      `An initial payment of ${formatPounds(deal.initialPayment)} (${deal.initialPaymentInMonths} monthly payments), then ${deal.term - 1} payments of ${formatPounds(deal.monthlyPayment)}. ${deal.supplier.name} also charges ${deal.fees.charged > 0 ? `${formatPounds(deal.fees.charged)} in fees` : 'no fees'}, which the total cost of ${formatPounds(deal.totalCost)} already includes.`,
    ],
    [
      `What if I drive more than ${mileageLabel(deal.mileage)} miles a year?`,
      `Miles over the ${formatCount(deal.mileage * (deal.term / 12))} allowed across the lease are charged at ${formatPencePerMile(deal.excessMileagePencePerMile)} when the ${name} goes back: ${formatPounds(excessFor1000)} for every 1,000 miles over. If you expect to drive more, choosing a higher mileage now usually costs less.`,
    ],
    [
      deal.leaseType === 1 ? 'Does the price include VAT?' : 'Why is VAT not included?',
      deal.leaseType === 1
        ? 'Yes. Personal lease prices include VAT at 20%; what you see is what you pay.'
        : 'Business lease prices are shown excluding VAT, as businesses usually quote them. VAT at 20% is added to each payment; a VAT-registered business can usually reclaim half of it on a car and all of it on a van used for business.',
    ],
    [
      'Is road tax included?',
      'Yes. Vehicle excise duty (road tax) is included for the length of the lease, and a new vehicle usually comes with the manufacturer’s warranty and breakdown cover. Insurance and servicing are yours to arrange unless you add a maintenance package.',
    ],
    [
      'What happens at the end?',
      `You hand the ${name} back after ${deal.term} months. It is inspected against the BVRLA fair wear and tear guide: normal use is fine, damage beyond it is charged.`,
    ],
    [
      SCORE_QUESTION,
      'It compares this deal’s total cost, fees included, per pound of the vehicle’s list price, with every offer in force for vehicles of the same body style and price band on exactly the same lease profile, from every supplier. Beating most of a large market scores near 100; a lone offer scores 50. The formula is public: see our guides.',
    ],
  ];
  return (
    <section className="deal-faqs" aria-labelledby="faqs-heading">
      <h2 id="faqs-heading">FAQs</h2>
      {faqs.map(([question, answer]) => (
        <details key={question} className="faq" open={scoreExplained && question === SCORE_QUESTION}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  );
}
