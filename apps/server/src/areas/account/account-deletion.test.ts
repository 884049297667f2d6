import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { enableTwoFactor, PASSWORD, totpCodeAt, whoAmI } from '../../testing/people.test-kit';
import { makeEverything, SECRET } from '../../testing/everything.test-kit';
import { rowCounts, tableNames } from './account-rows.test-kit';

function deleteAccount(app: FastifyInstance, user: User, payload: unknown) {
  return app.inject({ method: 'DELETE', url: '/api/account', headers: as(user), payload: payload as object });
}

// Three people with one of everything each, counted table by table: minutes on a busy machine.
describe('DELETE /api/account', { timeout: 180_000 }, () => {
  const t = useTestApp();

  it("takes every row the person owns and nothing of anyone else's; what others shared with them stays", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const cara = await signUp(t.app);
    // Each owns one of everything and shares it with the next.
    await makeEverything(t.app, ann, SECRET, [bob]);
    await makeEverything(t.app, bob, 'bob', [ann, cara]);
    await makeEverything(t.app, cara, 'cara', []);
    const people = [ann._id, bob._id, cara._id];
    const before = await rowCounts(t.db, t.dialect, people);

    // A wrong password changes nothing.
    const wrong = await deleteAccount(t.app, ann, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ status: false, code: 'auth.wrongPassword' });
    // (Only the failed check is counted, against guessing.)
    const { loginFailures: _failed, ...unchanged } = await rowCounts(t.db, t.dialect, people);
    const { loginFailures: _none, ...beforeOthers } = before;
    expect(unchanged).toEqual(beforeOthers);
    // Shares between Bob and her, both ways: his to her, and hers to him.
    const sharesWithAnn = await t.db
      .selectFrom('share')
      .select(['ownerId', 'personId'])
      .where((eb) =>
        eb.or([
          eb.and([eb('ownerId', '=', bob._id), eb('personId', '=', ann._id)]),
          eb.and([eb('ownerId', '=', ann._id), eb('personId', '=', bob._id)]),
        ]),
      )
      .execute();
    expect(sharesWithAnn.filter((share) => share.ownerId === bob._id).length).toBeGreaterThan(0);

    const done = await deleteAccount(t.app, ann, { password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(body(done)).toEqual({ status: true, data: null });
    const after = await rowCounts(t.db, t.dialect, people);

    expect(Object.keys(after)).toEqual(await tableNames(t.db, t.dialect));
    for (const [table, count] of Object.entries(after)) {
      if (!(ann._id in count)) continue;
      // Not a row left that names her: her things, her shares both ways, her sessions.
      expect(count[ann._id], table).toBe(0);
      // Cara shared nothing with her and lost nothing.
      expect(count[cara._id], table).toBe(before[table]![cara._id]);
      // Bob keeps all of his; only the shares between him and her went.
      expect(count[bob._id], table).toBe(before[table]![bob._id]! - (table === 'share' ? sharesWithAnn.length : 0));
      // And nothing else went: the table lost exactly her rows.
      if (table !== 'loginFailures') expect(count.all, table).toBe(before[table]!.all - before[table]![ann._id]!);
    }
    // The search index has no person column: it lost exactly her notes' entries (SQLite keeps one).
    if (t.dialect === 'sqlite') {
      expect(after.notesSearch!.all).toBe(before.notesSearch!.all - (before.notes![ann._id]! ?? 0));
    }
    // Every device of hers is signed out at once; Bob's are not, and he still has his things.
    expect([401, 403]).toContain((await whoAmI(t.app, ann)).statusCode);
    expect((await whoAmI(t.app, bob)).statusCode).toBe(200);
    const bobsGroups = await t.app.inject({ method: 'GET', url: '/api/counter-group', headers: as(bob) });
    expect(body<unknown[]>(bobsGroups).data).toHaveLength(1);
  });

  it('asks for the two-factor code when it is on, and refuses a wrong one', async () => {
    const ann = await signUp(t.app);
    const { secret } = await enableTwoFactor(t.app, ann, t.clock);
    const noCode = await deleteAccount(t.app, ann, { password: PASSWORD });
    expect(body(noCode)).toMatchObject({ status: false, code: 'account.codeRequiredToDelete' });
    const wrongCode = await deleteAccount(t.app, ann, { password: PASSWORD, code: '000000' });
    expect(body(wrongCode)).toMatchObject({ status: false, code: 'auth.wrongCode' });
    expect((await whoAmI(t.app, ann)).statusCode).toBe(200);
    t.clock.advance(30_000);
    const right = await deleteAccount(t.app, ann, { password: PASSWORD, code: totpCodeAt(secret, t.clock.now) });
    expect(right.statusCode).toBe(200);
    expect([401, 403]).toContain((await whoAmI(t.app, ann)).statusCode);
  });

  it('deletes once when asked twice at once (a double click)', async () => {
    const ann = await signUp(t.app);
    await makeEverything(t.app, ann, SECRET);
    const answers = await Promise.all([
      deleteAccount(t.app, ann, { password: PASSWORD }),
      deleteAccount(t.app, ann, { password: PASSWORD }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    for (const answer of answers) expect(body(answer)).toHaveProperty('status');
    const counts = await rowCounts(t.db, t.dialect, [ann._id]);
    for (const [table, count] of Object.entries(counts)) if (ann._id in count) expect(count[ann._id], table).toBe(0);
  });

  it('refuses a body without a password with its code', async () => {
    const ann = await signUp(t.app);
    const answer = await deleteAccount(t.app, ann, {});
    expect(answer.statusCode).toBe(400);
    expect(body(answer)).toMatchObject({ status: false, code: 'auth.passwordRequired' });
  });
});
