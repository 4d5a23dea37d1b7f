import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateStaff } from '../../auth/staff-guard';
import type { Identity } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { analyticsDashboardRoutes } from './analytics-dashboard-routes';
import { dealRoutes } from './deal-routes';
import { historyRoutes } from './history-routes';
import { outboxRoutes } from './outbox-routes';
import { personalDataRoutes } from './personal-data-routes';
import { projectionRoutes } from './projection-routes';
import { timeTravelRoutes } from './time-travel';
import { rewardClaimRoutes } from './reward-claim-routes';

// The staff console's API under /admin/api: every route, present and future, behind one guard that answers 401
// without a valid access token and 403 for anyone not staff now (a test walks the route table to prove it).

const staffKey = Symbol('staff');
type WithStaff = FastifyRequest & { [staffKey]?: Identity };

/** The staff member the guard let in. */
const staffOf = (request: unknown): Identity => {
  const staff = (request as WithStaff)[staffKey];
  if (!staff) throw new Error('an admin route ran without the staff guard');
  return staff;
};

export const ADMIN_API_PREFIX = '/admin/api';

export const adminApi =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      (request as WithStaff)[staffKey] = await authenticateStaff(deps, request);
    });
    app.get('/me', { schema: { tags: ['admin'], summary: 'The staff member signed in: the console asks at sign-in, so anyone else is refused there.' } }, async (request) => ({
      userId: staffOf(request).userId,
      email: staffOf(request).email,
    }));
    const resources: FastifyPluginAsyncZod[] = [
      rewardClaimRoutes(deps, staffOf),
      dealRoutes(deps),
      historyRoutes(deps),
      timeTravelRoutes(deps),
      personalDataRoutes(deps, staffOf),
      outboxRoutes(deps, staffOf),
      projectionRoutes(deps, staffOf),
      analyticsDashboardRoutes(deps),
    ];
    for (const resource of resources) await app.register(resource);
  };
