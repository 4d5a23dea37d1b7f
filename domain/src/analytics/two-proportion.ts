// The two-proportion z-test the console's dashboard runs on the experiment's funnel: is the share of searchers who
// reach a step different between two groups? Pooled standard error, two-sided p-value from the normal distribution.

export interface Proportion {
  successes: number;
  trials: number;
}

export interface TwoProportionTest {
  /** The second group's rate minus the first's. */
  difference: number;
  z: number | null;
  /** Two-sided; null when either group is empty or nobody (or everybody) reached the step. */
  pValue: number | null;
  /** At the 5% level. */
  significant: boolean;
}

/** The standard normal's cumulative distribution (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function twoProportionTest(first: Proportion, second: Proportion): TwoProportionTest {
  const rate = (group: Proportion) => (group.trials > 0 ? group.successes / group.trials : 0);
  const difference = rate(second) - rate(first);
  if (first.trials === 0 || second.trials === 0) return { difference, z: null, pValue: null, significant: false };
  const pooled = (first.successes + second.successes) / (first.trials + second.trials);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / first.trials + 1 / second.trials));
  if (standardError === 0) return { difference, z: null, pValue: null, significant: false };
  const z = difference / standardError;
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  return { difference, z, pValue, significant: pValue < 0.05 };
}
