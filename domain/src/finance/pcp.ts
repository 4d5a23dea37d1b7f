import { annualPercentageRate, aprPercent, effectiveMonthlyRate, type Repayment } from './apr';

// A personal contract purchase quote (docs/pcp.md): the credit is the cash price less the deposit; equal monthly
// payments, then an optional final payment (the guaranteed future value plus the option-to-purchase fee) to own
// the car. Amounts are whole pence; payments are rounded to the penny, and the APR is then solved from the
// payments as rounded, so what is stated is what the schedule gives.

export interface PcpTerms {
  cashPricePence: number;
  depositPence: number;
  /** The agreement's length in months. */
  durationMonths: number;
  /** Monthly payments before the final one: the duration less one in UK dealer finance, the duration in some quotes. */
  monthlyPayments: number;
  /** The month the final payment falls due. */
  finalPaymentMonth: number;
  /** The guaranteed future value: what the final payment pays off. */
  futureValuePence: number;
  optionToPurchaseFeePence: number;
  /** The annual rate the payments are worked out at, as a fraction (0.079). */
  annualRate: number;
}

export interface PcpQuote {
  cashPricePence: number;
  depositPence: number;
  totalCreditPence: number;
  monthlyPayments: number;
  monthlyPaymentPence: number;
  finalPaymentPence: number;
  finalPaymentMonth: number;
  durationMonths: number;
  /** Interest and fees: what the credit costs. */
  totalChargeForCreditPence: number;
  /** Deposit, every monthly payment and the final payment. */
  totalAmountPayablePence: number;
  /** Solved from the rounded schedule, to one decimal place. */
  aprPercent: number;
  /** The fixed borrowing rate per year: twelve times the monthly rate. */
  rateOfInterestPercent: number;
}

/** The level monthly payment, in pence, that with the final payment repays the credit at the annual rate. */
export function pcpMonthlyPayment(terms: Pick<PcpTerms, 'cashPricePence' | 'depositPence' | 'monthlyPayments' | 'finalPaymentMonth' | 'futureValuePence' | 'annualRate'>): number {
  const credit = terms.cashPricePence - terms.depositPence;
  const monthly = effectiveMonthlyRate(terms.annualRate);
  const discount = (month: number) => Math.pow(1 + monthly, -month);
  let annuity = 0;
  for (let month = 1; month <= terms.monthlyPayments; month++) annuity += discount(month);
  return Math.round((credit - terms.futureValuePence * discount(terms.finalPaymentMonth)) / annuity);
}

export function pcpQuote(terms: PcpTerms): PcpQuote {
  const credit = terms.cashPricePence - terms.depositPence;
  const monthlyPaymentPence = pcpMonthlyPayment(terms);
  const finalPaymentPence = terms.futureValuePence + terms.optionToPurchaseFeePence;
  const schedule: Repayment[] = Array.from({ length: terms.monthlyPayments }, (_, index) => ({ month: index + 1, amount: monthlyPaymentPence }));
  schedule.push({ month: terms.finalPaymentMonth, amount: finalPaymentPence });
  const repaid = schedule.reduce((sum, item) => sum + item.amount, 0);
  return {
    cashPricePence: terms.cashPricePence,
    depositPence: terms.depositPence,
    totalCreditPence: credit,
    monthlyPayments: terms.monthlyPayments,
    monthlyPaymentPence,
    finalPaymentPence,
    finalPaymentMonth: terms.finalPaymentMonth,
    durationMonths: terms.durationMonths,
    totalChargeForCreditPence: repaid - credit,
    totalAmountPayablePence: terms.depositPence + repaid,
    aprPercent: aprPercent(annualPercentageRate(credit, schedule)),
    rateOfInterestPercent: Math.round(effectiveMonthlyRate(terms.annualRate) * 12 * 10_000) / 100,
  };
}
