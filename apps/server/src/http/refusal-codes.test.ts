import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCodedMessage } from '@ordna/contract/kernel/refusals';
import { errorMaps } from '@ordna/contract/kernel/schema-messages.test-kit';
import { createRouteWalkApp, routeName, type RegisteredRoute } from '../testing/routes.test-kit';
import type { TestApp } from '../testing/test-app.test-kit';

/**
 * Every message a route's schemas can raise carries its refusal's code, so the error handler
 * reads the code from the issue and never from the text (docs/architecture.md, "One error
 * pattern"). The contract's own test covers its exports; this one also covers any schema a
 * route file builds itself.
 */
describe('refusal codes of every route', () => {
  let t: TestApp & { routes: RegisteredRoute[] };
  beforeAll(async () => {
    t = await createRouteWalkApp();
  });
  afterAll(() => t.close());

  it('give every message of every request schema its code', () => {
    const roots = t.routes.flatMap((route): [string, unknown][] => [
      [`${routeName(route)} query`, route.querystring],
      [`${routeName(route)} body`, route.body],
      [`${routeName(route)} params`, route.params],
    ]);
    const maps = errorMaps(roots);
    expect(maps.length).toBeGreaterThan(100);
    expect(maps.filter(({ error }) => !isCodedMessage(error)).map(({ where }) => where)).toEqual([]);
  });
});
