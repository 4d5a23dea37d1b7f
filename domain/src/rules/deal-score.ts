// Deal score bands, spec §9: a score from 0 to 100, four bands, each with two label sets.

import { LEASE_TYPES, mileageLabel, stockStatusLabel, termLabel } from './lease-options';

export const DEAL_SCORE_MIN = 0;
export const DEAL_SCORE_MAX = 100;

// Ordered from the top so the first band whose floor the score reaches is its band.
export const DEAL_SCORE_BANDS = [
  { min: 90, max: 100, label: 'Loco', alternativeLabel: 'Amazing' },
  { min: 80, max: 89, label: 'Hot', alternativeLabel: 'Great' },
  { min: 70, max: 79, label: 'Mid', alternativeLabel: 'Good' },
  { min: 0, max: 69, label: 'Low', alternativeLabel: 'Decent' },
] as const;

export type DealScoreBand = (typeof DEAL_SCORE_BANDS)[number];
export type DealScoreLabel = DealScoreBand['label'];
export type DealScoreAlternativeLabel = DealScoreBand['alternativeLabel'];

export function isValidDealScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isFinite(score) && score >= DEAL_SCORE_MIN && score <= DEAL_SCORE_MAX;
}

// A fractional score such as 69.5 has not reached the next band's floor, so it stays in the lower band.
export function dealScoreBand(score: number): DealScoreBand {
  if (!isValidDealScore(score)) throw new RangeError(`A deal score is between 0 and 100, got ${score}`);
  const band = DEAL_SCORE_BANDS.find((candidate) => score >= candidate.min);
  if (!band) throw new RangeError(`No band for deal score ${score}`);
  return band;
}

/** The offers a deal is scored against (docs/deal-score.md): one body style and list-price band, one lease profile. */
export interface DealScoreGroup {
  bodyStyle: string;
  leaseType: number;
  term: number;
  mileage: number;
  initialMonths: number;
  stockStatus: number;
}

/** The group in words, for staff (admin mode and the console): 'SUV, the same list-price band, business lease, …'. */
export function describeScoreGroup(group: DealScoreGroup): string {
  const leaseType = group.leaseType === LEASE_TYPES.personal ? 'personal' : 'business';
  return `${group.bodyStyle}, the same list-price band, ${leaseType} lease, ${termLabel(group.term)}, ${mileageLabel(group.mileage)} miles a year, ${group.initialMonths} months initial, ${stockStatusLabel(group.stockStatus).toLowerCase()}`;
}
