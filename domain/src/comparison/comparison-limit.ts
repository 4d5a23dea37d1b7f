// How many vehicles a comparison holds and what a fifth is told (comparison.ts), apart from the comparison's
// events and their zod schemas so that the site's store can enforce the limit without loading zod.

export const COMPARISON_LIMIT = 4;
export const COMPARISON_FULL_MESSAGE = `You can compare up to ${COMPARISON_LIMIT} vehicles. Remove one to add another.`;
