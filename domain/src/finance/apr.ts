// The annual percentage rate of charge as the Consumer Credit sourcebook defines it (CONC App 1.2.1R): the rate X
// at which what the lender advances equals what the borrower pays back, each discounted by (1 + X) to the power
// of its time in years from the advance. Months count as twelfths of a year (CONC App 1.2.6R(1)). Solved here by
// bisection, which cannot jump to a wrong root the way a spreadsheet RATE port can: for a loan (one advance, then
// positive repayments) the present value falls as X rises, so there is one root and bisection finds it.

export interface Repayment {
  /** Months after the advance. */
  month: number;
  /** In pence (or any unit the advance is in). */
  amount: number;
}

const TOLERANCE = 1e-12;

/** The APR as a fraction (0.079 for 7.9%), to full precision; round with `aprPercent` to show it. */
export function annualPercentageRate(advance: number, repayments: readonly Repayment[]): number {
  const repaid = repayments.reduce((sum, item) => sum + item.amount, 0);
  if (!(advance > 0) || repayments.some((item) => item.amount < 0 || item.month <= 0)) throw new RangeError('An APR needs an advance and repayments after it');
  if (repaid < advance) throw new RangeError('The repayments are less than the advance');
  const presentValue = (rate: number) => repayments.reduce((sum, item) => sum + item.amount * Math.pow(1 + rate, -item.month / 12), 0) - advance;
  let low = 0;
  let high = 1;
  while (presentValue(high) > 0) high *= 2;
  while (high - low > TOLERANCE) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The APR as the finance promotion states it: a percentage to one decimal place (CONC App 1.2.7R). */
export function aprPercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

/** The monthly rate equivalent to an annual one: (1 + APR)^(1/12) − 1, not APR / 12. */
export function effectiveMonthlyRate(annualRate: number): number {
  return Math.pow(1 + annualRate, 1 / 12) - 1;
}
