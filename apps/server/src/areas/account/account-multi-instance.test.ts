import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, createSharedTestApps, signUp, type SharedTestApps } from '../../testing/test-app.test-kit';
import { loginUser, PASSWORD, whoAmI } from '../../testing/people.test-kit';

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

/** Two instances over one database: an import reads (is the account empty?) before it writes. */
describe('importing an export across two instances', () => {
  let shared: SharedTestApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    shared = await createSharedTestApps(2);
    [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => shared.close());

  it('applies the same file sent to both at once once: the other is refused as not empty', async () => {
    const ann = await signUp(a);
    const list = await a.inject({
      method: 'POST',
      url: '/api/shopping-list',
      headers: as(ann),
      payload: { name: 'Groceries' },
    });
    expect(list.statusCode, list.body).toBeLessThan(300);
    const file = (await a.inject({ method: 'GET', url: '/api/account/export', headers: as(ann) })).body;
    const fay = await signUp(a);
    const onB = await loginUser(b, fay.username);
    const send = (app: FastifyInstance, user: typeof fay) =>
      app.inject({
        method: 'POST',
        url: '/api/account/import',
        headers: { ...as(user), 'content-type': 'application/json' },
        payload: file,
      });
    const answers = await Promise.all([send(a, fay), send(b, onB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lists = await b.inject({ method: 'GET', url: '/api/shopping-list', headers: as(onB) });
    expect(JSON.parse(lists.body).data.filter((row: { name: string }) => row.name === 'Groceries')).toHaveLength(1);
  });
});
