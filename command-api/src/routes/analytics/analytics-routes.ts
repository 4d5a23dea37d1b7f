import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYTICS_BATCH_MAX, ANALYTICS_VISITOR_EVENTS_PER_MINUTE, groupBy, sweepStream, type AnalyticsEvent } from '@lease/domain';
import { WrongExpectedVersion } from '@lease/event-store';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../plugins/api-error';
import { toEventData } from '../../commands/handle-command';
import { requestMetadata } from '../../commands/metadata';
import { countHits } from '../../edge/postgres-rate-limit-store';
import { noneDropped, readSweepEvent, wireEventSchema, type Dropped } from './read-sweep';

// Spec §7: /locolytics/sweep takes the site's analytics events in batches; /analytics/vehicle-configurator/model
// takes one, each time the configurator shows or changes a model and mode. Events are read one by one (read-sweep.ts):
// what cannot be read is dropped and counted in the answer, never a 500, and the rest go to the log in one append.

/** A sweep's body: 100 events of a few hundred bytes each fit with room to spare. */
export const SWEEP_BODY_LIMIT_BYTES = 256 * 1024;
const WINDOW_MS = 60_000;

const answer = z.object({
  accepted: z.number().int(),
  dropped: z.record(z.string(), z.number().int()),
  /** The batch id was already recorded (a retried sweep): nothing was appended again. */
  alreadyRecorded: z.boolean(),
});

export const analyticsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = { max: deps.config.ANALYTICS_SWEEPS_PER_MINUTE, timeWindow: '1 minute' };

    /** Keeps each visitor's events within the flood limit across batches (counted in the database, so across processes). */
    async function withinFloodLimit(events: AnalyticsEvent[], dropped: Dropped): Promise<AnalyticsEvent[]> {
      const byVisitor = groupBy(events, (event) => event.visitorKey);
      const kept: AnalyticsEvent[] = [];
      for (const [visitorKey, theirs] of byVisitor) {
        const hits = await countHits(deps.orm, deps.clock, app.log, `analytics|${visitorKey}`, WINDOW_MS, theirs.length);
        const allowed = Math.max(0, Math.min(theirs.length, ANALYTICS_VISITOR_EVENTS_PER_MINUTE - (hits - theirs.length)));
        kept.push(...theirs.slice(0, allowed));
        dropped.flood += theirs.length - allowed;
      }
      return kept;
    }

    async function record(request: Parameters<typeof requestMetadata>[0], batchId: string, raw: readonly unknown[]) {
      const now = deps.clock();
      const dropped = noneDropped();
      const read: AnalyticsEvent[] = [];
      for (const item of raw) {
        const result = readSweepEvent(item, now);
        if (result.ok) read.push(result.event);
        else dropped[result.reason] += 1;
      }
      const events = await withinFloodLimit(read, dropped);
      let alreadyRecorded = false;
      if (events.length > 0) {
        const metadata = requestMetadata(request, deps.config.version, now);
        const data = events.map((event) => ({
          ...toEventData({ type: 'AnalyticsEventRecorded', data: event }, { ...metadata, correlationId: batchId, actor: `visitor:${event.visitorKey}` }),
          id: event.eventId,
        }));
        try {
          // One stream per batch: a retried batch (same id, same events) is an idempotent append.
          await deps.store.appendToStream(sweepStream(batchId), data, { expectedRevision: 'no_stream' });
        } catch (error) {
          // The same batch id with other events (a retry after the flood limit moved): the first one stands.
          if (!(error instanceof WrongExpectedVersion)) throw error;
          alreadyRecorded = true;
        }
      }
      return { accepted: alreadyRecorded ? 0 : events.length, dropped, alreadyRecorded };
    }

    app.post(
      '/locolytics/sweep',
      {
        bodyLimit: SWEEP_BODY_LIMIT_BYTES,
        config: { rateLimit: limit },
        schema: {
          tags: ['analytics'],
          summary: `A batch of the site's analytics events (at most ${ANALYTICS_BATCH_MAX}, ${SWEEP_BODY_LIMIT_BYTES / 1024} KB). Each event's payload is JSON-encoded and its page params a query string; unreadable events are dropped and counted.`,
          body: z.object({
            batchId: z.uuid({ error: 'batchId must be a uuid' }),
            events: z
              .array(z.unknown(), { error: 'events must be a list' })
              .min(1, { error: 'A sweep carries at least one event' })
              .max(ANALYTICS_BATCH_MAX, { error: `A sweep carries at most ${ANALYTICS_BATCH_MAX} events` }),
          }),
          response: { 202: answer },
        },
      },
      async (request, reply) => reply.code(202).send(await record(request, request.body.batchId, request.body.events)),
    );

    app.post(
      '/analytics/vehicle-configurator/model',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['analytics'],
          summary: 'The vehicle (model) and mode (best value 1, lowest price 2) the configurator page shows, each time it shows or changes them: one configurator_model event.',
          body: wireEventSchema.extend({ event: z.literal('configurator_model', { error: 'event must be configurator_model' }) }),
          response: { 202: answer },
        },
      },
      async (request, reply) => {
        const result = await record(request, request.body.id, [request.body]);
        if (result.accepted === 0 && !result.alreadyRecorded) {
          const reason = Object.entries(result.dropped).find(([, count]) => count > 0)?.[0] ?? 'invalid';
          const message = `The event was not recorded (${reason})`;
          throw new ApiError(400, { type: 'validation', code: 'ANALYTICS_EVENT_DROPPED', message, errors: { [reason === 'invalid' ? 'payload' : reason]: message } });
        }
        return reply.code(202).send(result);
      },
    );
  };
