import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, createSharedTestApps, signUp, type SharedTestApps } from '../../testing/test-app.test-kit';
import { loginUser, PASSWORD, whoAmI } from '../../testing/people.test-kit';
import { derivedTables, exportedTables } from './account-tables';
import { rowCounts } from './account-rows.test-kit';
import { largeExport, owned, sendImport } from './large-import.test-kit';

/** Two instances over one database: a deletion on one ends the person's sessions on the other at once. */
describe('deleting an account across two instances', () => {
  let shared: SharedTestApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    shared = await createSharedTestApps(2);
    [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => shared.close());

  it('signs out every device of hers on every instance, and a second deletion from another finds no one', async () => {
    const ann = await signUp(a);
    const onB = await loginUser(b, ann.username);
    expect((await whoAmI(b, onB)).statusCode).toBe(200);
    const remove = (app: FastifyInstance, user: typeof ann) =>
      app.inject({ method: 'DELETE', url: '/api/account', headers: as(user), payload: { password: PASSWORD } });
    const [first, second] = await Promise.all([remove(a, ann), remove(b, onB)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, expect.any(Number)]);
    expect([first.statusCode, second.statusCode].filter((status) => status === 200)).toHaveLength(1);
    expect(second.statusCode).toBeLessThan(500);
    expect(first.statusCode).toBeLessThan(500);
    expect([401, 403]).toContain((await whoAmI(b, onB)).statusCode);
    expect([401, 403]).toContain((await whoAmI(a, ann)).statusCode);
  });
});

/**
 * Two instances over one database: an import reads (is the account empty?) before it writes, and
 * a large one takes many transactions on SQLite (batches of 2,000 rows), so the second import
 * arrives while the first is part way.
 */
describe('importing an export across two instances', { timeout: 180_000 }, () => {
  let shared: SharedTestApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    shared = await createSharedTestApps(2);
    [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => shared.close());

  it('applies the same file sent to both at once once: the other is refused as not empty, every row there once', async () => {
    const ann = await signUp(a);
    const { file } = await largeExport(a, ann, 5_000);
    const fay = await signUp(a);
    const onB = await loginUser(b, fay.username);
    const answers = await Promise.all([sendImport(a, fay, file), sendImport(b, onB, file)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(JSON.parse(refused.body)).toMatchObject({ status: false, code: 'account.importNotEmpty' });
    // Every table, exported and rebuilt, holds as many of Fay's rows as one import alone makes: once.
    const gus = await signUp(a);
    expect((await sendImport(a, gus, file)).statusCode).toBe(200);
    const counts = await rowCounts(shared.dbs[0]!, shared.dialect, [gus._id, fay._id]);
    const tables = [...exportedTables.map(({ table }) => table), ...Object.keys(derivedTables)];
    for (const table of tables.filter((name) => name !== 'notesSearch')) {
      expect(counts[table]![fay._id], table).toBe(counts[table]![gus._id]);
    }
    expect(counts.timeStamps![fay._id]).toBeGreaterThan(5_000);
    expect(await owned(shared.dbs[1]!, 'accountImports', fay)).toBe(0);
  });
});
