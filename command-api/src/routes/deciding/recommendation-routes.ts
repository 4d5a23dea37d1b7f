import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recommendationReasons } from '@lease/domain';
import { betterSimilarDealIds, findDealsWithVehicles, recommendationBase } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { awaitConsistency, consistentWithQuery } from '../../plugins/consistency';
import { toDealItem } from '../search/deal-item';

// GET /recommendations (spec §7; docs/deciding.md): for a vehicle or a deal, similar vehicles that cost less over the
// term or score higher on the same lease profile, each with its reasons in words; none, and a sentence saying so,
// when nothing is better. An unknown vehicle or deal is a 404, which the site answers by showing nothing (§8).

export const RECOMMENDATIONS = 4;
export const NOTHING_BETTER = 'Nothing similar costs less over the term or scores higher on this lease.';

const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });

export const recommendationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/recommendations',
      {
        schema: {
          tags: ['deciding'],
          summary: 'Similar vehicles that cost less over the term or score higher on the same lease profile, with the reasons in words.',
          querystring: z
            .object({ vehicleId: id('vehicleId').optional(), dealId: id('dealId').optional() })
            .extend(consistentWithQuery.shape)
            .refine((query) => query.dealId !== undefined || query.vehicleId !== undefined, { error: 'Name the vehicle (vehicleId) or one of its deals (dealId)', path: ['vehicleId'] }),
        },
      },
      async (request, reply) => {
        const { vehicleId, dealId, consistentWith } = request.query;
        await awaitConsistency(deps.orm, reply, ['catalogue'], consistentWith);
        const base = await recommendationBase(deps.orm, { dealId, vehicleId });
        if (!base) throw notFound(dealId !== undefined ? `There is no deal ${dealId} in force` : `There is no vehicle ${vehicleId} on offer`);
        const ids = await betterSimilarDealIds(deps.orm, base, RECOMMENDATIONS);
        const [found, ...others] = await findDealsWithVehicles(deps.orm, [base.dealId, ...ids]);
        if (!found) throw notFound(`There is no deal ${base.dealId} in force`);
        const asRecommended = (item: typeof found) => ({ totalCostPence: item.deal.totalCostPence, score: item.deal.score, term: item.deal.term, vehicle: item.vehicle });
        return {
          for: toDealItem(found.deal, found.vehicle, found.supplier),
          recommendations: others.map((other) => ({ deal: toDealItem(other.deal, other.vehicle, other.supplier), reasons: recommendationReasons(asRecommended(found), asRecommended(other)) })),
          message: others.length ? null : NOTHING_BETTER,
        };
      },
    );
  };
