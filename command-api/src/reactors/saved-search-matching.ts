import type { MikroORM } from '@mikro-orm/postgresql';
import { dealMatcher, groupBy, matchesVehicle, parseSearchQuery, type MatchableDeal, type SearchParams } from '@lease/domain';
import { changedDeals, changedVehicles, probesFor, queriesFiledUnder, vehicleMatchesInSql, type QueryNews } from '@lease/projections';

// Which saved queries the deals a batch of feeds offered belong to: news only (new, or cheaper than before), found
// through the searches' index terms with one statement, then each distinct query checked with the search's own
// rules, its cheapest few deals of each vehicle kept. The fan-out to the people who saved it happens in SQL.

interface ParsedSearch {
  params: SearchParams;
  matchesDeal: (deal: MatchableDeal) => boolean;
}

/** Parsed searches by their query text: the same few thousand popular searches come up batch after batch. */
const parsedSearches = new Map<string, ParsedSearch | null>();
const PARSED_LIMIT = 50_000;

function parsedSearch(query: string): ParsedSearch | null {
  let search = parsedSearches.get(query);
  if (search === undefined) {
    const parsed = parseSearchQuery(query);
    search = parsed.success ? { params: parsed.data, matchesDeal: dealMatcher(parsed.data) } : null;
    if (parsedSearches.size >= PARSED_LIMIT) parsedSearches.clear();
    parsedSearches.set(query, search);
  }
  return search;
}

/** A search hears of at most this many news deals of one vehicle per batch, the cheapest: the rest is noise. */
export const NEWS_DEALS_PER_VEHICLE = 3;

export async function matchSavedSearches(orm: MikroORM, offered: readonly { dealId: number; effectiveAt: string }[]): Promise<QueryNews[]> {
  const news = (await changedDeals(orm, offered)).filter((deal) => deal.news);
  if (news.length === 0) return [];
  const vehicles = await changedVehicles(orm, [...new Set(news.map((deal) => deal.vehicleId))]);
  const dealsOf = groupBy(news, (deal) => deal.vehicleId);
  for (const deals of dealsOf.values()) deals.sort((a, b) => a.monthly - b.monthly || a.dealId - b.dealId);
  const candidates = await queriesFiledUnder(
    orm,
    [...vehicles].map(([vehicleId, vehicle]) => ({ vehicleId, probes: probesFor(vehicle.probe, dealsOf.get(vehicleId)![0]!.monthly) })),
  );

  const matches = new Map<string, QueryNews>();
  for (const candidate of candidates) {
    const search = parsedSearch(candidate.query);
    const vehicle = vehicles.get(candidate.vehicleId);
    if (!search || !vehicle || !matchesVehicle(vehicle.spec, search.params)) continue;
    const params = search.params;
    if (params.searchTerm && !(await vehicleMatchesInSql(orm, candidate.vehicleId, params))) continue;
    let found = 0;
    for (const deal of dealsOf.get(candidate.vehicleId) ?? []) {
      if (!search.matchesDeal(deal)) continue;
      const match = matches.get(candidate.query) ?? { query: candidate.query, deals: [] };
      match.deals.push({ dealId: deal.dealId, monthlyPence: deal.monthly });
      matches.set(candidate.query, match);
      if (++found === NEWS_DEALS_PER_VEHICLE) break;
    }
  }
  return [...matches.values()];
}
