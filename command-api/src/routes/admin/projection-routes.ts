import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatUkDateTime } from '@lease/domain';
import { projectorNamed } from '@lease/projections';
import type { Identity } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { requestMetadata } from '../../commands/metadata';
import { ApiError, notFound } from '../../plugins/api-error';
import { JobRunning, ProjectionJobs, type JobKind } from '../../projections/projection-jobs';
import { contentRange } from './simple-rest';

// The console's projections page (docs/history.md): each read model's position, lag, rate and last error, and a
// blue-green rebuild or a verification against the log, started here and recorded on `projection-<name>`.

const RESOURCE = 'projections';

export const projectionRoutes =
  (deps: AppDeps, staffOf: (request: unknown) => Identity): FastifyPluginAsyncZod =>
  async (app) => {
    const jobs = new ProjectionJobs(deps);
    app.addHook('onClose', () => jobs.settled());

    const records = async () =>
      (await jobs.status()).map((status) => ({
        id: status.name,
        ...status,
        lastEventUk: status.lastEventAt ? formatUkDateTime(new Date(status.lastEventAt)) : null,
      }));

    app.get(
      `/${RESOURCE}`,
      { schema: { tags: ['admin'], summary: 'Every read model: position, lag (events and seconds), rate between polls, runner errors and its latest rebuild or verification.' } },
      async (_request, reply) => {
        const rows = await records();
        reply.header('Content-Range', contentRange(RESOURCE, 0, rows.length, rows.length));
        return rows;
      },
    );

    app.get(
      `/${RESOURCE}/:id`,
      { schema: { tags: ['admin'], summary: 'One read model and its latest job, with a verification report when there is one.', params: z.object({ id: z.string().min(1).max(80) }) } },
      async (request) => {
        const row = (await records()).find((record) => record.id === request.params.id);
        if (!row) throw notFound('There is no read model with this name.');
        return row;
      },
    );

    for (const kind of ['rebuild', 'verify'] as const satisfies readonly JobKind[]) {
      app.post(
        `/${RESOURCE}/:id/${kind}`,
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary:
              kind === 'rebuild'
                ? 'Rebuild a read model beside the live one and swap it in (blue-green); the site keeps answering. 202 with the job; its progress shows on the read model.'
                : 'Rebuild a read model into a shadow copy and compare it row by row with the live one; nothing live changes. 202 with the job; the report shows on the read model.',
            params: z.object({ id: z.string().min(1).max(80) }),
          },
        },
        async (request, reply) => {
          const projector = projectorNamed(request.params.id);
          if (!projector) throw notFound('There is no read model with this name.');
          const staff = staffOf(request);
          const metadata = { ...requestMetadata(request, deps.config.version, deps.clock()), actor: `staff:${staff.userId}` };
          try {
            const job = jobs.start(kind, projector, staff.userId, metadata);
            return reply.code(202).send({ id: projector.name, job });
          } catch (error) {
            if (error instanceof JobRunning) throw new ApiError(409, { type: 'refused', code: 'PROJECTION_JOB_RUNNING', message: error.message });
            throw error;
          }
        },
      );
    }
  };
