import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceFeedStream } from '@lease/domain';
import { dealScoreParts } from '@lease/projections';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { eventLine } from './history-routes';

// The console's deals resource: how a deal's score was reached, and the price-feed stream it came from. The site's
// admin mode (spec §6) links here.

const STREAM_EVENTS = 20;

export const dealRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/deals/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "A deal's score with its parts (docs/deal-score.md) and the newest events of its supplier's price-feed stream for the vehicle.",
          params: z.object({ id: z.coerce.number({ error: 'id is a deal id' }).int().positive({ error: 'id is a deal id' }) }),
        },
      },
      async (request) => {
        const parts = await dealScoreParts(deps.orm, request.params.id);
        if (!parts) throw notFound('There is no deal with this id on offer.');
        const stream = priceFeedStream(parts.supplierId, parts.vehicleId);
        // Only the newest: a supplier's stream for a vehicle gains an event with every feed it sends.
        const events = await deps.store.readStream(stream, { direction: 'backwards', from: 'end', limit: STREAM_EVENTS });
        return {
          id: parts.dealId,
          ...parts,
          stream,
          streamEvents: events.map((event) => ({ ...eventLine(event), feedId: (event.data as { feedId?: string }).feedId ?? null })),
        };
      },
    );
  };
