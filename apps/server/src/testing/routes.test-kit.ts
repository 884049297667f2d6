import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './test-app.test-kit';

/** A route as the server registered it: its method(s), full path and schemas. */
export type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * A test app and every route it registered, collected by an `onRoute` hook that is added the
 * moment Fastify creates the instance (its `fastify.initialization` channel), so the list is
 * complete without the server knowing about it.
 */
export async function createTestAppWithRoutes(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; routes: RegisteredRoute[] }> {
  const routes: RouteOptions[] = [];
  const initialization = channel('fastify.initialization');
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => void routes.push(route));
  };
  initialization.subscribe(collect);
  try {
    const t = await createTestApp(overrides);
    await t.app.ready();
    return { t, routes };
  } finally {
    initialization.unsubscribe(collect);
  }
}

/** The methods of a route as a list ('GET', 'POST'…). */
export function methodsOf(route: RegisteredRoute): string[] {
  return [route.method].flat().map(String);
}
