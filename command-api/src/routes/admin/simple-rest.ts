import { z } from 'zod';
import { ApiError } from '../../plugins/api-error';

// The react-admin simple-rest dialect (ra-data-simple-rest, unchanged): `sort=["field","ASC"]`, `range=[0,24]`,
// `filter={...}` on the query string, and a `Content-Range: <resource> <first>-<last>/<total>` header on lists.
// Anything malformed is a 400 naming the parameter, never a guess.

const bad = (field: string, message: string) => new ApiError(400, { type: 'validation', code: 'BAD_LIST_QUERY', message, errors: { [field]: message } });

function json(field: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw bad(field, `${field} must be JSON`);
  }
}

export const MAX_PAGE = 100;

/** A list route's query string: each part is JSON, parsed (and refused by name) by the functions below. */
export const listQuerystring = z.object({ sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

export function parseRange(text: string | undefined): { offset: number; limit: number } {
  const range = json('range', text);
  if (range === undefined) return { offset: 0, limit: 25 };
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw bad('range', 'range must be [first, last], whole numbers with first <= last');
  }
  const [first, last] = range as [number, number];
  if (last - first + 1 > MAX_PAGE) throw bad('range', `range covers at most ${MAX_PAGE} rows`);
  return { offset: first, limit: last - first + 1 };
}

export function parseSort<Field extends string>(text: string | undefined, fields: readonly Field[], fallback: [Field, 'ASC' | 'DESC']): [Field, 'ASC' | 'DESC'] {
  const sort = json('sort', text);
  if (sort === undefined) return fallback;
  if (!Array.isArray(sort) || sort.length !== 2 || !fields.includes(sort[0]) || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) {
    throw bad('sort', `sort must be [field, "ASC" | "DESC"] with field one of ${fields.join(', ')}`);
  }
  return sort as [Field, 'ASC' | 'DESC'];
}

export function parseFilter(text: string | undefined): Record<string, unknown> {
  const filter = json('filter', text) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw bad('filter', 'filter must be a JSON object');
  return filter as Record<string, unknown>;
}

/** An empty page has no first and last row: `*` stands for them, as in an HTTP Content-Range. */
export const contentRange = (resource: string, offset: number, count: number, total: number) =>
  `${resource} ${count === 0 ? '*' : `${offset}-${offset + count - 1}`}/${total}`;

export { bad as badListQuery };
