import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineEndpoints } from '@ordna/contract/kernel/endpoints';
import { nothing } from '@ordna/contract/kernel/envelope';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import { commonRefusals, type Refusal } from '@ordna/contract/kernel/refusals';
import { createRouteWalkApp, type RegisteredRoute } from '../testing/routes.test-kit';
import { body, type TestApp } from '../testing/test-app.test-kit';
import { useTestApp } from '../testing/use-test-app.test-kit';
import { route } from './endpoint-route';
import { conflict, notFound } from './errors';

/** A GET endpoint of no area at /test/<path> that declares `refusals`. */
const declaring = (path: string, summary: string, refusals: Refusal[]) =>
  ({ method: 'GET', path: `/test/${path}`, summary, answers: { 200: nothing }, refusals }) as const;

/** Endpoints of no area, each raising one refusal, declared or not. */
const testEndpoints = defineEndpoints('test', {
  declared: declaring('declared', 'Raises a refusal its table declares', [countersRefusals.groupNotFound]),
  undeclared: declaring('undeclared', 'Raises a refusal its table does not declare', [countersRefusals.groupNotFound]),
  common: declaring('common', 'Raises a common refusal', []),
});

describe('refusals declared in the endpoint tables (validateAnswers, on in tests)', () => {
  const t = useTestApp(async () => {
    const app = t.app.withTypeProvider<ZodTypeProvider>();
    route(app, testEndpoints.declared, async () => {
      throw notFound(countersRefusals.groupNotFound);
    });
    route(app, testEndpoints.undeclared, async () => {
      throw conflict(countersRefusals.duplicateGroup);
    });
    route(app, testEndpoints.common, async () => {
      throw conflict(commonRefusals.busy);
    });
  });

  it('answers a declared refusal as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/declared' });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('counters.groupNotFound');
  });

  it('answers a common refusal from any endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/common' });
    expect(response.statusCode).toBe(409);
    expect(body(response).code).toBe('common.busy');
  });

  it('fails with 500 naming the endpoint and the code when its table misses the refusal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/undeclared' });
    expect(response.statusCode).toBe(500);
    expect(body(response).message).toBe(
      'GET /api/test/undeclared answered counters.duplicateGroup, which its endpoint testUndeclared does not ' +
        "declare: add it to the endpoint's refusals",
    );
  });
});

describe('refusals in the OpenAPI document', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let paths: Record<string, Record<string, { 'x-refusals'?: { code: string; message: string }[] }>>;
  beforeAll(async () => {
    const walk = await createRouteWalkApp();
    t = walk;
    routes = walk.routes.filter((one) => one.endpoint);
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
  });
  afterAll(() => t.close());

  it("lists each operation's declared refusals with their codes and English texts", () => {
    const differing = routes.filter(({ endpoint, url, method }) => {
      const listed = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.['x-refusals'] ?? [];
      return (
        JSON.stringify(listed) !== JSON.stringify(endpoint!.refusals.map(({ code, message }) => ({ code, message })))
      );
    });
    expect(differing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(routes.filter(({ endpoint }) => endpoint!.refusals.length > 0).length).toBeGreaterThan(100);
  });
});
