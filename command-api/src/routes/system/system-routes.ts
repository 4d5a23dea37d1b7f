import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectionStatus, projectors } from '@lease/projections';
import { ukIsoDay } from '@lease/domain';
import type { AppDeps } from '../../deps';
import { cachedFor } from '../../edge/cached-for';

const CHECK_TIMEOUT_MS = 3000;
/**
 * The health check is public and its lag count reads across the log for every projector: that part is reused for
 * this long, so callers in any number cost one count. The database ping stays live.
 */
export const HEALTH_CACHE_MS = 3000;

async function check<T>(name: string, run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    return { ok: true, value: await Promise.race([run(), timeout]) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export const systemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const now = deps.clock;
    const logChecks = cachedFor(HEALTH_CACHE_MS, now, async () => {
      const [eventStore, lag] = await Promise.all([
        check('event store', () => deps.store.headPosition()),
        check('projections', () => projectionStatus(deps.store, deps.orm, projectors, now())),
      ]);
      return { eventStore, lag };
    });

    app.get(
      '/meta.json',
      { schema: { tags: ['system'], response: { 200: z.object({ version: z.string() }) } } },
      async (_request, reply) => {
        // The site compares this with the version it was built as, to reload after a deploy: never cache it.
        reply.header('cache-control', 'no-store');
        return { version: deps.config.version };
      },
    );

    app.get(
      '/api/is-loco-day',
      { schema: { tags: ['system'], response: { 200: z.object({ isLocoDay: z.boolean() }) } } },
      async () => ({ isLocoDay: deps.config.LOCO_DAYS.includes(ukIsoDay(now())) }),
    );

    app.get('/api/health-check', { schema: { tags: ['system'] } }, async (_request, reply) => {
      const database = await check('database', () => deps.orm.em.fork().execute('SELECT 1'));
      const { eventStore, lag: logLag } = await logChecks();
      const lag = database.ok ? logLag : null;
      const runnerErrors = (deps.runnerStatus?.() ?? []).filter((projector) => projector.lastError);
      const maxLag = deps.config.HEALTH_MAX_LAG_SECONDS;
      const lagging = lag?.ok ? lag.value.filter((status) => status.lagSeconds > maxLag).map((status) => status.name) : [];
      const projectionsOk = Boolean(lag?.ok) && lagging.length === 0 && runnerErrors.length === 0;
      const failing = [
        ...(database.ok ? [] : ['database']),
        ...(eventStore.ok ? [] : ['eventStore']),
        ...(projectionsOk ? [] : ['projections']),
      ];
      reply.status(failing.length === 0 ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: failing.length === 0 ? 'ok' : 'unhealthy',
        failing,
        version: deps.config.version,
        checks: {
          database: database.ok ? { ok: true } : { ok: false, error: database.error },
          eventStore: eventStore.ok ? { ok: true } : { ok: false, error: eventStore.error },
          projections: {
            ok: projectionsOk,
            maxLagSeconds: maxLag,
            ...(lag && !lag.ok ? { error: lag.error } : {}),
            ...(lagging.length ? { error: `lagging more than ${maxLag} s: ${lagging.join(', ')}` } : {}),
            projectors: lag?.ok
              ? lag.value.map((status) => ({
                  ...status,
                  lastError: runnerErrors.find((runner) => runner.name === status.name)?.lastError ?? null,
                }))
              : [],
          },
        },
      };
    });
  };
