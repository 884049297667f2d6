import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteWalkApp, routeName, type RegisteredRoute } from '../testing/routes.test-kit';
import type { TestApp } from '../testing/test-app.test-kit';

/**
 * Every route declares its answer (docs/architecture.md, "Answers"): a route added without a
 * response schema fails here, so the checked answers and the OpenAPI document cover it.
 */
describe('declared answers', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    const walk = await createRouteWalkApp();
    t = walk;
    routes = walk.routes;
  });
  afterAll(() => t.close());

  const answering = () => routes;

  it('registers the API routes', () => {
    expect(answering().length).toBeGreaterThan(30);
  });

  it('declares a success answer and the failure envelope on every route', () => {
    const undeclared = answering()
      .filter((route) => {
        const response = route.response ?? {};
        const success = Object.keys(response).some((status) => /^2\d\d$/.test(status));
        return !success || !response['4xx'] || !response['5xx'];
      })
      .map(routeName);
    expect(undeclared).toEqual([]);
  });
});
