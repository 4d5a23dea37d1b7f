import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ukIsoDay, type Sponsorship } from '@lease/domain';
import { findDealsWithVehicles, sponsoredDealId } from '@lease/projections';
import { serialize } from '../../content/content-answers';
import { contentFor } from '../../content/load-content';
import { sendCached } from './cached-answer';
import type { AppDeps } from '../../deps';
import { toDealItem } from '../search/deal-item';

// GET /ad/deal (spec §7): the sponsored deal. Campaigns live in content/sponsored/; on a day with several for a
// vehicle type they take turns, a day each. The answer is labelled so that the site cannot show it unlabelled, and
// nothing here touches search: sponsored placement never changes the ranking of results or any deal score.

export const SPONSORED_LABEL = 'Sponsored';

const DAY_MS = 86_400_000;

/** The campaign running today for a vehicle type, taking turns a day each when several run at once. */
export function campaignOn(sponsorships: readonly Sponsorship[], vehicleType: number, at: Date): Sponsorship | null {
  const today = ukIsoDay(at);
  const running = sponsorships.filter((campaign) => campaign.vehicleType === vehicleType && campaign.startsOn <= today && today <= campaign.endsOn);
  if (running.length === 0) return null;
  return running[Math.floor(Date.parse(`${today}T00:00:00Z`) / DAY_MS) % running.length]!;
}

/** A sponsored deal's price moves with every feed: a minute's caching at most. */
export const AD_CACHE_CONTROL = 'public, max-age=60';

export const adRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const library = contentFor(deps);
    app.get(
      '/ad/deal',
      {
        schema: {
          tags: ['content'],
          summary: "Today's sponsored deal for a vehicle type and lease type, labelled Sponsored, or nothing when no campaign runs.",
          description: 'Shown beside the results, never among them: no search result, ranking or deal score depends on it.',
          querystring: z.object({
            vehicleType: z.enum(['1', '2'], { error: 'vehicleType is 1 (car) or 2 (van)' }).default('1').transform(Number),
            leaseType: z.enum(['1', '2'], { error: 'leaseType is 1 or 2' }).default('2').transform(Number),
          }),
        },
      },
      async (request, reply) => {
        const { vehicleType, leaseType } = request.query;
        const campaign = campaignOn(library.sponsorships, vehicleType, deps.clock());
        const dealId = campaign ? await sponsoredDealId(deps.orm, campaign.supplierId, vehicleType, leaseType) : null;
        const [found] = dealId === null ? [] : await findDealsWithVehicles(deps.orm, [dealId]);
        const answer =
          !campaign || !found
            ? { sponsored: null, deal: null }
            : {
                sponsored: { label: SPONSORED_LABEL, campaignId: campaign.id, advertiser: found.supplier.name, headline: campaign.headline, text: campaign.text },
                deal: toDealItem(found.deal, found.vehicle, found.supplier),
              };
        // Prices move with every feed: a minute's caching at most, then a 304 while the deal and its price stand.
        sendCached(request, reply, serialize(answer), AD_CACHE_CONTROL);
      },
    );
  };
