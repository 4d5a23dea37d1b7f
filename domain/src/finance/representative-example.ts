import { formatPounds } from '../rules/money';
import type { PcpQuote } from './pcp';

// What a finance promotion that states a cost must show, as a representative example (FCA CONC 3.5.5R): the rate
// of interest and whether it is fixed, other charges, the total amount of credit, the representative APR, the cash
// price and deposit, the duration, the total amount payable, and each repayment (the final one included).

export const PCP_DEFAULTS = {
  /** The representative rate quotes are worked out at unless the visitor sets their own (UK dealer PCP, 2026). */
  aprPercent: 7.9,
  termMonths: 48,
  annualMileage: 10_000,
  /** Of the cash price, when no deposit is given and no lease to match. */
  depositShare: 0.1,
  /** Paid with the final payment to take ownership. */
  optionToPurchaseFeePence: 1_000,
} as const;

const money = (pence: number) => formatPounds(pence / 100);

export interface ExampleLine {
  label: string;
  value: string;
}

export function representativeExample(quote: PcpQuote, annualMileage: number): ExampleLine[] {
  const fee = quote.finalPaymentPence > 0 ? PCP_DEFAULTS.optionToPurchaseFeePence : 0;
  return [
    { label: 'Cash price', value: money(quote.cashPricePence) },
    { label: 'Deposit', value: money(quote.depositPence) },
    { label: 'Total amount of credit', value: money(quote.totalCreditPence) },
    { label: 'Duration of agreement', value: `${quote.durationMonths} months` },
    { label: `${quote.monthlyPayments} monthly payments of`, value: money(quote.monthlyPaymentPence) },
    { label: `Optional final payment (month ${quote.finalPaymentMonth}, including the option-to-purchase fee)`, value: money(quote.finalPaymentPence) },
    { label: 'Option-to-purchase fee', value: money(fee) },
    { label: 'Total charge for credit', value: money(quote.totalChargeForCreditPence) },
    { label: 'Total amount payable', value: money(quote.totalAmountPayablePence) },
    { label: 'Fixed rate of interest per year', value: `${quote.rateOfInterestPercent.toFixed(2)}%` },
    { label: 'Annual mileage', value: `${annualMileage.toLocaleString('en-GB')} miles` },
    { label: 'Representative APR', value: `${quote.aprPercent.toFixed(1)}%` },
  ];
}
