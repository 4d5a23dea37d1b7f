import { PRICE_TAG_CATEGORIES } from '@lease/domain';

// What every offer summary row holds beside its key (offer-summaries.ts, profile-offers.ts): one count column per
// price tag, and the term that stands for every term.

export const PRICE_TAG_IDS: readonly number[] = PRICE_TAG_CATEGORIES.flatMap((category) => category.tags.map((tag) => tag.id));
export const summaryTagColumns = PRICE_TAG_IDS.map((id) => ({ id, column: `tag_${id}` }));

/** The term of the row that sums up every term of its lease type and mileage. */
export const EVERY_TERM = 0;
