import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './test-app.test-kit';

/**
 * Every route the server registers, found by an `onRoute` hook rather than listed by hand, so a
 * test that walks them covers a new route without being edited.
 */

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as registered, with the /api prefix and any `:param`. */
  url: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A test app and the routes it registered (HEAD routes Fastify adds for GET are left out). */
export async function createRouteWalkApp(
  overrides: Partial<Config> = {},
): Promise<TestApp & { routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType; params?: z.ZodType };
    for (const method of [route.method].flat()) {
      const known = METHODS.find((m) => m === method);
      if (known) routes.push({ method: known, url: route.url, ...schema });
    }
  };
  const t = await createTestApp(overrides, { onRoute });
  return { ...t, routes };
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
