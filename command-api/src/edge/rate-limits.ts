import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

/**
 * Limits are declared per route (`config.rateLimit`), counted in PostgreSQL so they hold across API processes.
 * When the count cannot be taken the request goes on (and the failure is logged): the limit is a brake on abuse,
 * and refusing everyone while the database hiccups would be a worse outage than the abuse it guards against.
 */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(rateLimit, { global: false, skipOnError: true, store: postgresRateLimitStore(deps.orm, deps.clock, app.log) });
}
