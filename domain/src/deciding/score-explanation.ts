import { dealScoreBand, describeScoreGroup, type DealScoreGroup } from '../rules/deal-score';

// "Why this rank" (docs/deal-score.md): a deal's score worked through with its own numbers, in the formula's terms
// and in words, so anyone can check it.

export interface ScoreInputs {
  score: number | null;
  /** Comparable offers in force, this one included. */
  comparable: number;
  /** Of them, strictly better value per pound of list price. */
  betterValue: number;
  totalCostPence: number;
  listPricePence: number;
  group: DealScoreGroup;
}

export interface ScoreExplanation {
  score: number | null;
  band: string | null;
  comparable: number;
  betterValue: number;
  /** Total cost per £1 of list price, in pounds. */
  valuePerPound: number;
  group: string;
  /** The formula with this deal's numbers: "50 + (50 × 56 − 100 × 10) / 59 = 80.5, rounded to 81". */
  working: string;
  inWords: string[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function explainScore(inputs: ScoreInputs): ScoreExplanation {
  const { comparable: n, betterValue: c } = inputs;
  const exact = 50 + (50 * (n - 1) - 100 * c) / (n + 2);
  const valuePerPound = Math.round((inputs.totalCostPence / inputs.listPricePence) * 100) / 100;
  const perBetter = round1(100 / (n + 2));
  const worse = n - 1 - c;
  const inWords = [
    `It is compared with ${n - 1} other offer${n === 2 ? '' : 's'} in force for the same kind of vehicle on the same lease (${describeScoreGroup(inputs.group)}).`,
    `Its total cost, fees included, is £${valuePerPound.toFixed(2)} for every £1 of the vehicle's list price.`,
    c === 0 ? 'No comparable offer is better value.' : `${c} comparable offer${c === 1 ? ' is' : 's are'} better value; each takes ${perBetter} points off.`,
    worse > 0 ? `It is better value than ${worse} of them.` : 'No comparable offer is worse value.',
  ];
  return {
    score: inputs.score,
    band: inputs.score === null ? null : dealScoreBand(inputs.score).label,
    comparable: n,
    betterValue: c,
    valuePerPound,
    group: describeScoreGroup(inputs.group),
    working: `50 + (50 × (${n} − 1) − 100 × ${c}) / (${n} + 2) = ${round1(exact)}, rounded to ${Math.round(exact)}`,
    inWords,
  };
}
