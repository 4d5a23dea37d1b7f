import { toSearchQuery, type SearchRequest } from '../search/search-request';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * POST /user/search/save's body (spec §7, §3 "Saved search"): the search's parameters as /search/v2 takes them,
 * lists as JSON arrays and vehiclePriceTags as a JSON string, without the page (a saved search is every page of
 * it) and without empty values; the name only when one was typed.
 */
export function saveSearchBody(request: SearchRequest, name: string): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, ...query } = toSearchQuery(request);
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(query).filter(([, value]) => !isEmpty(value)));
  const trimmed = name.trim();
  if (trimmed !== '') body.name = trimmed;
  return body;
}
