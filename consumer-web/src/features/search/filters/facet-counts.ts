import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@lease/domain';
import { withQuery } from '../../../api/client';
import { useAnswer } from '../../../api/use-answer';
import { useAppSelector } from '../../../app/hooks';
import { toSearchQuery } from '../search-request';

/** The value once it has stood still for `ms`: a run of filter clicks asks for counts once, after the last. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * How many vehicles each option of a filter would leave under the search as built (GET /search/filters/<list>,
 * which counts with the filter's own choice cleared, so every option is shown). Asked at low priority, after the
 * search's own debounce; null until the first answer. Only the filters on screen ask: the less used ones mount
 * when "More filters" is opened.
 */
export function useFacetCounts(list: string): ReadonlyMap<string, number> | null {
  const request = useAppSelector((state) => state.search.request);
  // Paging, order and grouping change no count: leaving them out lets those changes reuse the answer.
  const { page: _page, pageSize: _pageSize, sortBy: _sortBy, grouping: _grouping, ...counted } = toSearchQuery(request);
  const url = useSettled(withQuery(`/search/filters/${list}`, counted), SEARCH_DEBOUNCE_MS);
  const answer = useAnswer<Array<{ id: number | string; count?: number }>>(url, { keep: true });
  return useMemo(() => (Array.isArray(answer) ? new Map(answer.map((option) => [String(option.id), option.count ?? 0])) : null), [answer]);
}

/** Counts from the search's own answer (price tags, lifestyle tags), or which values it offers (mileages, terms). */
export function useAvailableCounts(name: 'vehiclePriceTags' | 'vehicleTags'): ReadonlyMap<string, number> | null {
  const available = useAppSelector((state) => state.search.availableFilters?.[name] ?? null);
  return useMemo(() => (available ? new Map(available.map((option) => [String(option.id), option.count])) : null), [available]);
}

export function useAvailableValues(name: 'mileages' | 'terms'): ReadonlySet<string> | null {
  const available = useAppSelector((state) => state.search.availableFilters?.[name] ?? null);
  return useMemo(() => (available ? new Set(available.map(String)) : null), [available]);
}
