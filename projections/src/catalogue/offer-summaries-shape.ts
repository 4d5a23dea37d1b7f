import { PRICE_TAG_CATEGORIES } from '@lease/domain';

// What every offer summary row holds beside its key (offer-summaries.ts, profile-offers.ts): one count column per
// price tag, and the term that stands for every term.

export const PRICE_TAG_IDS: readonly number[] = PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => tag.id));
export const summaryTagColumns = PRICE_TAG_IDS.map((id) => ({ id, column: `tag_${id}` }));

/** The term of the row that sums up every term of its lease type and mileage. */
export const EVERY_TERM = 0;

/** The figures every summary row holds, in the tables' column order after the key. */
export const SUMMARY_FIGURES = [
  'best_deal_id', 'best_cost', 'best_monthly', 'best_score', 'deals', 'sum_monthly', 'min_monthly', 'max_monthly', 'min_initial', 'max_initial',
  'terms_mask', ...summaryTagColumns.map(({ column }) => column),
];

/** The figures' column definitions, the same in every summary table (but UNSCORED_FIGURES's: no best_score). */
export const summaryFigureColumns = ({ score }: { score: boolean }): string => `-- The cheapest offer by true monthly cost, then monthly payment, then deal id (the search's own order).
      best_deal_id bigint NOT NULL,
      best_cost numeric NOT NULL,
      best_monthly integer NOT NULL,${score ? '\n      best_score smallint,' : ''}
      deals integer NOT NULL,
      sum_monthly bigint NOT NULL,
      min_monthly integer NOT NULL,
      max_monthly integer NOT NULL,
      min_initial bigint NOT NULL,
      max_initial bigint NOT NULL,
      -- Bit term / 6 set for each term offered (12 to 60 months: bits 2 to 10).
      terms_mask integer NOT NULL,
      ${summaryTagColumns.map(({ column }) => `${column} integer NOT NULL`).join(',\n      ')}`;
export const SUMMARY_FIGURE_COLUMNS = summaryFigureColumns({ score: true });

/**
 * The figures of the summaries that keep no score for their cheapest deal (profile and model band rows): refreshing
 * it after each re-score cost more than the search's looking it up for the groups it shows (docs/search.md).
 */
export const UNSCORED_FIGURES = SUMMARY_FIGURES.filter((name) => name !== 'best_score');

/**
 * The figures of summary rows summed up into a coarser row (alias-free columns): counts and totals add up, ranges
 * widen. The cheapest offer is not among them: each caller takes it by its own order.
 */
export function rolledUpFiguresSql(): string {
  return `sum(deals) AS deals, sum(sum_monthly) AS sum_monthly, min(min_monthly) AS min_monthly, max(max_monthly) AS max_monthly,
    min(min_initial) AS min_initial, max(max_initial) AS max_initial, bit_or(terms_mask) AS terms_mask,
    ${summaryTagColumns.map(({ column }) => `sum(${column}) AS ${column}`).join(', ')}`;
}
