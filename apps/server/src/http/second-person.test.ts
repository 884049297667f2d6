import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/test-app.test-kit';
import { createRouteWalkApp, fieldNames, routeName } from '../testing/routes.test-kit';
import { annsView, attempts, call, isIdField, makeEverything, SECRET } from '../testing/everything.test-kit';

/**
 * One person never sees or changes another's data (docs/architecture.md, "Rules every area
 * keeps"). Ann makes one of every kind of thing; Bob then calls every registered route that takes
 * an id with Ann's ids. A route with an id this table has no fixture for fails the suite, so a new
 * route comes with its check.
 */

const t = await createRouteWalkApp({ accessTokenTtlMs: 24 * 60 * 60 * 1000 });
afterAll(() => t.close());

describe('a second person with the first person’s ids', () => {
  // Every route with every id of three people's everything: it grows with the areas, so it gets
  // minutes (it took 25–30 s alone on a loaded machine, past the suite's 30 s).
  it(
    'gets 404 or nothing of hers, and changes nothing of hers, on every route that takes an id',
    { timeout: 600_000 },
    async () => {
      const [ann, bob, carl] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
      const anns = await makeEverything(t.app, ann, SECRET, [carl]);
      const bobs = await makeEverything(t.app, bob, 'bob', [carl]);
      const annsIds = Object.values(anns).flat();
      const before = await annsView(t.app, ann, anns);
      let checked = 0;
      for (const route of t.routes) {
        const fields = [route.querystring, route.body, route.params].flatMap(fieldNames).filter(isIdField);
        for (const field of new Set(fields)) {
          expect(anns[field], `add a fixture for ${routeName(route)} (${field})`).toBeDefined();
          for (const attempt of attempts(route, field, anns, bobs)) {
            const response = await call(t.app, bob, route.method, attempt.url, attempt.payload);
            const what = `${routeName(route)} ${attempt.url} ${JSON.stringify(attempt.payload ?? '')} → ${response.statusCode}`;
            expect(response.statusCode, what).toBeLessThan(500);
            if (response.statusCode !== 404) {
              // Ann's id that Bob sent may come back; nothing else of hers may.
              const sent = [anns[field]].flat();
              expect(response.body, what).not.toContain(SECRET);
              for (const id of annsIds.filter((id) => !sent.includes(id)))
                expect(response.body, what).not.toContain(id);
            }
            expect(await annsView(t.app, ann, anns), `${what} changed Ann's data`).toBe(before);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(30);
    },
  );
});
