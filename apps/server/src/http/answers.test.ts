import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithRoutes, methodsOf, type RegisteredRoute } from '../testing/routes.test-kit';
import type { TestApp } from '../testing/test-app.test-kit';

/**
 * Every route declares its answer (docs/architecture.md, "Answers"): a route added without a
 * response schema fails here, so the checked answers and the OpenAPI document cover it.
 */
describe('declared answers', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    ({ t, routes } = await createTestAppWithRoutes());
  });
  afterAll(() => t.close());

  // HEAD routes are Fastify's copies of the GET routes and answer no body.
  const answering = () => routes.filter((route) => !methodsOf(route).every((method) => method === 'HEAD'));

  it('registers the API routes', () => {
    expect(answering().length).toBeGreaterThan(30);
  });

  it('declares a success answer and the failure envelope on every route', () => {
    const undeclared = answering()
      .filter((route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        const success = Object.keys(response).some((status) => /^2\d\d$/.test(status));
        return !success || !response['4xx'] || !response['5xx'];
      })
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
