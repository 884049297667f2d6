import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@ordna/contract/kernel/endpoints';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './test-app.test-kit';
import { useTestApp } from './use-test-app.test-kit';

/**
 * Every route the server registers, found by an `onRoute` hook rather than listed by hand, so a
 * test that walks them covers a new route without being edited. The hook is added the moment
 * Fastify creates the instance (its `fastify.initialization` channel), so the server needs no
 * test-only option.
 */

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as registered, with the /api prefix and any `:param`. */
  url: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** The declared answers by status ('200', '4xx'…). */
  response?: Record<string, unknown>;
  /** The endpoint the route was registered from (http/endpoint-route.ts); none for a route made by hand. */
  endpoint?: Endpoint;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A test app and the routes it registered (HEAD routes Fastify adds for GET are left out). */
export async function createRouteWalkApp(
  overrides: Partial<Config> = {},
): Promise<TestApp & { routes: RegisteredRoute[] }> {
  return collectRoutes(async () => {
    const t = await createTestApp(overrides);
    await t.app.ready();
    return t;
  });
}

/**
 * Whatever `build` makes (a test app, or several instances), with the routes the first Fastify
 * instance it creates registered; `build` must wait for its apps to be ready.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<T & { routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  let first: FastifyInstance | null = null;
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Omit<RegisteredRoute, 'method' | 'url'>;
    for (const method of [route.method].flat()) {
      const known = METHODS.find((m) => m === method);
      if (known) routes.push({ method: known, url: route.url, ...schema, endpoint: route.config?.endpoint });
    }
  };
  const initialization = channel('fastify.initialization');
  const collect = (message: unknown) => {
    if (first) return;
    first = (message as { fastify: FastifyInstance }).fastify;
    first.addHook('onRoute', onRoute);
  };
  initialization.subscribe(collect);
  try {
    return { ...(await build()), routes };
  } finally {
    initialization.unsubscribe(collect);
  }
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      in?: z.ZodType;
      out?: z.ZodType;
      innerType?: z.ZodType;
      element?: z.ZodType;
    };
  };
}

/** The field names an object schema knows, through transforms, pipes, optionals and arrays. */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as ZodInternals)._zod.def;
  if (def.shape) return Object.keys(def.shape);
  const inner = [def.in, def.out, def.innerType, def.element].filter((s): s is z.ZodType => s !== undefined);
  return [...new Set(inner.flatMap(fieldNames))];
}

/** A route as `METHOD /path`, for messages. */
export const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/**
 * A route-walk app for one test file or `describe` block (useTestApp), with its routes and the
 * OpenAPI document it answers at /api/docs, read once before the tests.
 */
export function useRouteWalk<Doc>(): {
  readonly t: TestApp;
  readonly routes: RegisteredRoute[];
  readonly document: Doc;
} {
  let routes: RegisteredRoute[] = [];
  let document: Doc | undefined;
  const t = useTestApp(
    async ({ app }) => {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });
      if (response.statusCode !== 200 || !/^application\/json/.test(String(response.headers['content-type'])))
        throw new Error(`/api/docs answered ${response.statusCode} ${response.headers['content-type']}`);
      document = response.json();
    },
    async () => {
      const walk = await createRouteWalkApp();
      routes = walk.routes;
      return walk;
    },
  );
  return {
    t,
    get routes() {
      return routes;
    },
    get document() {
      if (document === undefined) throw new Error('the document is read in beforeAll: read it inside a test');
      return document;
    },
  };
}
