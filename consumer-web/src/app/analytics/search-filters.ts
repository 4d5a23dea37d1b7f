import { defaultSearchRequest, toSearchQuery, type SearchRequest } from '../../features/search/search-request';

const NOT_FILTERS = new Set(['vehicleTypes', 'leaseTypes', 'page', 'pageSize']);

/**
 * A search's filters as a query string for its `search` event: vehicle and lease type, then each filter the visitor
 * set (a value other than the default), lists joined by commas as the search API reads them (`ranges=10,11`).
 */
export function searchFilters(request: SearchRequest): string {
  const defaults: Record<string, unknown> = defaultSearchRequest(request.vehicleTypes[0], request.leaseTypes[0]);
  const chosen: Record<string, unknown> = request;
  const params = new URLSearchParams({ vehicleType: String(request.vehicleTypes[0] ?? 1), leaseType: String(request.leaseTypes[0] ?? 2) });
  for (const [name, value] of Object.entries(toSearchQuery(request))) {
    if (NOT_FILTERS.has(name) || value === undefined || value === null) continue;
    if (JSON.stringify(chosen[name]) === JSON.stringify(defaults[name])) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(name, text);
  }
  return params.toString();
}
