import { afterAll, describe, expect, it } from 'vitest';
import { collectRoutes, routeName } from '../testing/routes.test-kit';
import { createSharedTestApps, signUp } from '../testing/test-app.test-kit';
import { personClient } from '../testing/people.test-kit';
import { fireAtOnce, statusesOf, type WriteCase } from '../testing/concurrency/concurrency.test-kit';
import { writeDeclarations } from '../testing/concurrency/write-declarations.test-kit';

/**
 * Every write route that reads before it writes is fired several times at once and then checked
 * against its area's invariant (docs/architecture.md, "Concurrent writes"): twice on one
 * instance, and on PostgreSQL six times across two instances of one database. A write route
 * with neither a case nor a declared reason it needs none fails the suite, so a new route comes
 * with its case.
 */
const ACROSS_INSTANCES = 6;
const shared = await collectRoutes(async () => {
  const made = await createSharedTestApps(2, { accessTokenTtlMs: 24 * 60 * 60 * 1000 });
  await Promise.all(made.apps.map((app) => app.ready()));
  return made;
});
afterAll(() => shared.close());
const onPostgres = shared.dialect === 'postgres';

describe('every write route', () => {
  it('has a concurrency case or a declared reason it needs none', () => {
    const writes = shared.routes.filter((route) => route.method !== 'GET').map(routeName);
    const missing = writes.filter((name) => !(name in writeDeclarations));
    expect(missing, 'add a case (or a reason) to testing/concurrency/write-declarations.test-kit.ts').toEqual([]);
    const stale = Object.keys(writeDeclarations).filter((name) => !writes.includes(name));
    expect(stale, 'declarations of routes that no longer exist').toEqual([]);
  });
});

const cases = Object.entries(writeDeclarations).filter((entry): entry is [string, WriteCase] => 'setUp' in entry[1]);

describe.each(cases)('%s', (_route, writeCase) => {
  it(`twice at once on one instance: ${writeCase.invariant}`, async () => {
    const user = await signUp(shared.apps[0]!);
    const client = personClient(shared.apps[0]!, user);
    const prepared = await writeCase.setUp(client);
    const answers = await fireAtOnce([shared.apps[0]!], user, prepared, 2);
    expect(
      answers.every((answer) => answer.status < 500),
      statusesOf(answers),
    ).toBe(true);
    await prepared.check(client, answers, 2);
  });

  // SQLite serves one instance (docs/architecture.md, "Concurrent writes"): no second to fire at.
  if (!onPostgres) return;
  it(`${ACROSS_INSTANCES} times at once across two instances: ${writeCase.invariant}`, async () => {
    const user = await signUp(shared.apps[0]!);
    const client = personClient(shared.apps[1]!, user);
    const prepared = await writeCase.setUp(client);
    const answers = await fireAtOnce(shared.apps, user, prepared, ACROSS_INSTANCES);
    expect(
      answers.every((answer) => answer.status < 500),
      statusesOf(answers),
    ).toBe(true);
    await prepared.check(client, answers, ACROSS_INSTANCES);
  });
});
