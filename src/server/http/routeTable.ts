import type { FastifyInstance } from 'fastify';

/** A route as registered: its method and URL pattern (`:name` for path parameters). */
export type RouteEntry = { method: string; url: string };

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording the routes registered on `app` from now on (call before any route is added). */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url });
  });
}

/** Every route of `app` (the security suite's ownership matrix and input corpus are built from it). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
