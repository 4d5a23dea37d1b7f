import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

/**
 * The experiments running now and their groups. A visitor's group is a hash of their visitor key, so the same key
 * always lands in the same group on every server with nothing stored: the visitor call is a pure answer, and which
 * group saw what is read from the analytics events that carry the experiment (spec §3 User, experiment).
 */
export const EXPERIMENTS = [{ name: 'deal-score-explainer', groups: ['control', 'explained'] }] as const;

const visitorKey = z.string().trim().min(1, { error: 'Your visitor key is required' }).max(100).regex(/^[\w.:-]+$/, { error: 'This is not a valid visitor key' });

export function experimentFor(key: string) {
  const experiment = EXPERIMENTS[0];
  const bucket = createHash('sha256').update(`${experiment.name}:${key}`).digest().readUInt32BE(0);
  return { name: experiment.name, group: experiment.groups[bucket % experiment.groups.length]! };
}

export const visitorRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/visitors/experiments/groups',
      {
        schema: {
          tags: ['visitors'],
          summary: 'The experiments running and their groups.',
          response: { 200: z.object({ experiments: z.array(z.object({ name: z.string(), groups: z.array(z.string()) })) }) },
        },
      },
      async () => ({ experiments: EXPERIMENTS.map(({ name, groups }) => ({ name, groups: [...groups] })) }),
    );

    app.post(
      '/visitors',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['visitors'],
          summary: 'Made at start-up with the visitor key: the experiment group this visitor is in (the same for the same key).',
          body: z.object({ visitorKey }),
          response: { 200: z.object({ visitorKey: z.string(), experiment: z.object({ name: z.string(), group: z.string() }) }) },
        },
      },
      async (request) => ({ visitorKey: request.body.visitorKey, experiment: experimentFor(request.body.visitorKey) }),
    );
  };
