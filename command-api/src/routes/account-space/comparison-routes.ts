import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPARISON_LIMIT, comparisonDecider, comparisonStream, type ComparisonCommand } from '@lease/domain';
import { commandOwnStream, offeredVehicle } from '../../account-space/account-space-commands';
import { authenticate } from '../../auth/authenticate';
import { loadState } from '../../commands/handle-command';
import type { AppDeps } from '../../deps';

// The comparison list of a signed-in person (spec §3 "Comparison list"; docs/deciding.md): the vehicle ids, in the
// order added, read from their own stream (no read model: it is four ids). An anonymous visitor's list lives in the
// browser and is sent here at sign-in.

const id = (field: string) => z.coerce.number({ error: `${field} is a whole number` }).int({ error: `${field} is a whole number` }).positive({ error: `${field} is a whole number` });
const token = z.string().max(8192).optional();

export const comparisonRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const listOf = async (userId: string) => (await loadState(deps.store, comparisonStream(userId), comparisonDecider)).state.vehicleIds;
    const command = async (request: Parameters<typeof authenticate>[1], userId: string, commands: ComparisonCommand[]) => {
      await commandOwnStream(deps, request, userId, { stream: comparisonStream(userId), decider: comparisonDecider, field: 'vehicleIds' }, commands);
      return { vehicleIds: await listOf(userId) };
    };

    app.get('/user/comparison', { schema: { tags: ['account'], summary: 'The vehicles a person is comparing, in the order added.', querystring: z.object({ token }) } }, async (request) => {
      const { userId } = await authenticate(deps, request);
      return { vehicleIds: await listOf(userId) };
    });

    app.post(
      '/user/comparison/add',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['account'],
          summary: `Add vehicles to the comparison (at most ${COMPARISON_LIMIT} in all); one already there is ignored; a list that would go over is refused whole.`,
          body: z.object({ token, vehicleIds: z.array(id('vehicleIds'), { error: 'vehicleIds is a list of vehicle ids' }).min(1, { error: 'vehicleIds names at least one vehicle' }).max(COMPARISON_LIMIT, { error: `vehicleIds names at most ${COMPARISON_LIMIT} vehicles` }) }),
        },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        for (const vehicleId of request.body.vehicleIds) await offeredVehicle(deps, vehicleId, 'COMPARISON_VEHICLE_NOT_FOUND');
        return command(request, userId, request.body.vehicleIds.map((vehicleId) => ({ type: 'AddToComparison', vehicleId })));
      },
    );

    app.post(
      '/user/comparison/remove',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['account'], summary: 'Take a vehicle out of the comparison; removing one that is not there is safe.', body: z.object({ token, vehicleId: id('vehicleId') }) },
      },
      async (request) => {
        const { userId } = await authenticate(deps, request);
        return command(request, userId, [{ type: 'RemoveFromComparison', vehicleId: request.body.vehicleId }]);
      },
    );
  };
