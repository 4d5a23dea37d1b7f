// What a search reference looks like (search-reference.ts), apart from its event's zod schema so that the site
// can recognise one in a path without loading zod.

export const SEARCH_REFERENCE_PATTERN = /^[a-z0-9]{10}$/;
