import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  config: Record<string, unknown>;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Remembers every route the app declares, with its config, so a test can hold every route to a rule (each POST
 * has a rate limit) instead of a list someone must remember to extend. Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, config: { ...(route.config as Record<string, unknown> | undefined) } });
    }
  });
}

export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
