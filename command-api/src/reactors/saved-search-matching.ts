import type { MikroORM } from '@mikro-orm/postgresql';
import { matchesDeal, matchesVehicle, parseSearchQuery, type SearchParams } from '@lease/domain';
import { changedDeals, changedVehicles, probesFor, searchesFiledUnder, vehicleMatchesInSql } from '@lease/projections';

// Which saved searches the deals a batch of feeds offered belong to: news only (new, or cheaper than before), found
// through the searches' index terms with one query, then each candidate checked with the search's own rules.

export interface SearchMatch {
  userId: string;
  searchReference: string;
  deals: { dealId: number; monthlyPence: number }[];
}

/** Parsed searches by their query text: the same few thousand popular searches come up batch after batch. */
const parsedSearches = new Map<string, SearchParams | null>();
const PARSED_LIMIT = 50_000;

function paramsOf(query: string): SearchParams | null {
  let params = parsedSearches.get(query);
  if (params === undefined) {
    const parsed = parseSearchQuery(query);
    params = parsed.success ? parsed.data : null;
    if (parsedSearches.size >= PARSED_LIMIT) parsedSearches.clear();
    parsedSearches.set(query, params);
  }
  return params;
}

export async function matchSavedSearches(orm: MikroORM, offered: readonly { dealId: number; effectiveAt: string }[]): Promise<SearchMatch[]> {
  const news = (await changedDeals(orm, offered)).filter((deal) => deal.news);
  if (news.length === 0) return [];
  const vehicles = await changedVehicles(orm, [...new Set(news.map((deal) => deal.vehicleId))]);
  const cheapest = new Map<number, number>();
  for (const deal of news) cheapest.set(deal.vehicleId, Math.min(deal.monthly, cheapest.get(deal.vehicleId) ?? Infinity));
  const candidates = await searchesFiledUnder(
    orm,
    [...vehicles].map(([vehicleId, vehicle]) => ({ vehicleId, probes: probesFor(vehicle.probe, cheapest.get(vehicleId)!) })),
  );
  const dealsOf = new Map<number, typeof news>();
  for (const deal of news) dealsOf.set(deal.vehicleId, [...(dealsOf.get(deal.vehicleId) ?? []), deal]);

  const matches = new Map<string, SearchMatch>();
  for (const candidate of candidates) {
    const params = paramsOf(candidate.query);
    const vehicle = vehicles.get(candidate.vehicleId);
    if (!params || !vehicle || !matchesVehicle(vehicle.spec, params)) continue;
    if (params.searchTerm && !(await vehicleMatchesInSql(orm, candidate.vehicleId, params))) continue;
    for (const deal of dealsOf.get(candidate.vehicleId) ?? []) {
      if (!matchesDeal(deal, params)) continue;
      const key = `${candidate.userId}\n${candidate.searchReference}`;
      const match = matches.get(key) ?? { userId: candidate.userId, searchReference: candidate.searchReference, deals: [] };
      match.deals.push({ dealId: deal.dealId, monthlyPence: deal.monthly });
      matches.set(key, match);
    }
  }
  return [...matches.values()];
}
