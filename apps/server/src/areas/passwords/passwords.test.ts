import { describe, expect, it } from 'vitest';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { passwordAnswer, passwordGroupAnswer } from '@ordna/contract/passwords/answers';
import { passwordsRefusals } from '@ordna/contract/passwords/refusals';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { sealedStandIn } from '../../testing/vault.test-kit';
import { groupWithEntry, vaultClient, vaultOwner, type VaultClient } from './passwords.test-kit';

let me: VaultClient;
let other: VaultClient;
const t = useTestApp(async ({ app }) => {
  me = (await vaultOwner(app)).client;
  other = (await vaultOwner(app)).client;
});

describe('password groups', () => {
  it('are added, listed, renamed and deleted with their entries, as ciphertext with 12-character ids', async () => {
    const name = sealedStandIn();
    const created = await me.post<PasswordGroup>('/password-group', { data: name });
    expect(created.status).toBe(201);
    const group = passwordGroupAnswer.parse(created.data);
    expect(group).toMatchObject({ data: name, createdAt: '2026-11-18T10:00:00.000Z' });
    expect(group._id).toMatch(/^[0-9A-Za-z]{12}$/);
    const entry = await me.post<PasswordItem>('/password', { passwordGroupId: group._id, data: sealedStandIn() });

    expect((await me.get<PasswordGroup[]>('/password-group')).data).toContainEqual(group);
    t.clock.advance(60_000);
    const newName = sealedStandIn();
    const renamed = await me.put<PasswordGroup>('/password-group', { passwordGroupId: group._id, data: newName });
    expect(passwordGroupAnswer.parse(renamed.data)).toEqual({
      ...group,
      data: newName,
      updatedAt: '2026-11-18T10:01:00.000Z',
    });

    expect((await me.del('/password-group', { passwordGroupId: group._id })).status).toBe(200);
    expect((await me.get<PasswordGroup[]>('/password-group')).data.map((g) => g._id)).not.toContain(group._id);
    const gone = await me.get(`/password?passwordId=${entry.data._id}`);
    expect([gone.status, gone.code]).toEqual([404, passwordsRefusals.getPassword.code]);
  });

  it('refuses a 201st group', async () => {
    const { client } = await vaultOwner(t.app);
    const rows = Array.from({ length: 200 }, (_, i) => i);
    for (const i of rows)
      expect((await client.post('/password-group', { data: sealedStandIn(4) })).status, `${i}`).toBe(201);
    const refused = await client.post('/password-group', { data: sealedStandIn(4) });
    expect([refused.status, refused.code]).toEqual([400, passwordsRefusals.tooManyGroups.code]);
  });

  it("answer 404 to a rename or delete of a group that is not the person's, and delete one sent twice at once once", async () => {
    const { group, entry } = await groupWithEntry(me);
    const notFound = [404, passwordsRefusals.groupNotFound.code];
    const renamed = await other.put('/password-group', { passwordGroupId: group._id, data: sealedStandIn() });
    expect([renamed.status, renamed.code]).toEqual(notFound);
    const deleted = await other.del('/password-group', { passwordGroupId: group._id });
    expect([deleted.status, deleted.code]).toEqual(notFound);
    expect((await me.get(`/password?passwordId=${entry._id}`)).status).toBe(200);

    const twice = await Promise.all([1, 2].map(() => me.del('/password-group', { passwordGroupId: group._id })));
    expect(twice.map(({ status, code }) => [status, code ?? null]).sort()).toEqual([[200, null], notFound]);
    const again = await me.put('/password-group', { passwordGroupId: group._id, data: sealedStandIn() });
    expect([again.status, again.code]).toEqual(notFound);
  });
});

describe('passwords', () => {
  it('are added, read one by one and as lists, updated, moved and deleted', async () => {
    const { group, entry } = await groupWithEntry(me);
    expect(passwordAnswer.parse(entry)).toMatchObject({ passwordGroupId: group._id });
    expect(entry._id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect((await me.get(`/password?passwordId=${entry._id}`)).data).toEqual(entry);
    expect((await me.get<PasswordItem[]>('/password')).data).toContainEqual(entry);
    expect((await me.get(`/password?passwordGroupId=${group._id}`)).data).toEqual([entry]);

    const other = await me.post<PasswordGroup>('/password-group', { data: sealedStandIn() });
    t.clock.advance(1000);
    const data = sealedStandIn(200);
    const updated = await me.put<PasswordItem>('/password', {
      passwordId: entry._id,
      data,
      passwordGroupId: other.data._id,
    });
    expect(updated.status).toBe(200);
    expect(passwordAnswer.parse(updated.data)).toEqual({
      ...entry,
      data,
      passwordGroupId: other.data._id,
      updatedAt: new Date(t.clock.now).toISOString(),
    });
    expect((await me.get(`/password?passwordGroupId=${group._id}`)).data).toEqual([]);

    expect((await me.del('/password', { passwordId: entry._id })).status).toBe(200);
    const again = await me.del('/password', { passwordId: entry._id });
    expect([again.status, again.code, again.message]).toEqual([
      404,
      'passwords.deletePassword',
      'Could not delete password.',
    ]);
  });

  it('answers the product’s texts for what is not there', async () => {
    const missing = 'AAAAAAAAAAAA';
    const cases = [
      [await me.get(`/password?passwordId=${missing}`), passwordsRefusals.getPassword],
      [await me.get(`/password?passwordGroupId=${missing}`), passwordsRefusals.getPasswords],
      [await me.post('/password', { passwordGroupId: missing, data: sealedStandIn() }), passwordsRefusals.addPassword],
      [await me.put('/password', { passwordId: missing, data: sealedStandIn() }), passwordsRefusals.updatePassword],
      [await me.del('/password', { passwordId: missing }), passwordsRefusals.deletePassword],
      [
        await me.put('/password-group', { passwordGroupId: missing, data: sealedStandIn() }),
        passwordsRefusals.groupNotFound,
      ],
      [await me.del('/password-group', { passwordGroupId: missing }), passwordsRefusals.groupNotFound],
    ] as const;
    for (const [answer, refusal] of cases) {
      expect([answer.status, answer.code, answer.message]).toEqual([404, refusal.code, refusal.message]);
    }
  });

  it.each([
    ['plain text', { data: 'my bank password' }, passwordsRefusals.dataNotSealed],
    ['no data', { data: undefined }, passwordsRefusals.dataNotSealed],
    ['too large', { data: sealedStandIn(37_000) }, passwordsRefusals.dataTooLarge],
    ['a short id', { passwordGroupId: 'abc' }, passwordsRefusals.passwordGroupIdInvalid],
    ['an id of 13', { passwordGroupId: 'abcdefghijklm' }, passwordsRefusals.passwordGroupIdInvalid],
  ])('refuses an entry with %s', async (_name, change, refusal) => {
    const { group } = await groupWithEntry(me);
    const answer = await me.post('/password', { passwordGroupId: group._id, data: sealedStandIn(), ...change });
    expect([answer.status, answer.code]).toEqual([400, refusal.code]);
  });

  it('refuses a group name over 4 KiB and a malformed passwordId', async () => {
    const big = await me.post('/password-group', { data: sealedStandIn(3100) });
    expect([big.status, big.code]).toEqual([400, passwordsRefusals.groupDataTooLarge.code]);
    const badId = await me.get('/password?passwordId=../etc');
    expect([badId.status, badId.code]).toEqual([400, passwordsRefusals.passwordIdInvalid.code]);
  });

  it('keeps a person to 5,000 entries and 16 MiB together', async () => {
    const { user, client } = await vaultOwner(t.app);
    const { group } = await groupWithEntry(client);
    const rows = Array.from({ length: 4_999 }, (_, i) => ({
      id: `fill${String(i).padStart(8, '0')}`,
      userId: user._id,
      passwordGroupId: group._id,
      data: 'x',
      createdAt: 0,
      updatedAt: 0,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('passwords')
        .values(rows.slice(i, i + 500))
        .execute();
    const full = await client.post('/password', { passwordGroupId: group._id, data: sealedStandIn() });
    expect([full.status, full.code]).toEqual([400, passwordsRefusals.tooManyPasswords.code]);

    await t.db.deleteFrom('passwords').where('id', 'like', 'fill%').execute();
    const big = 'y'.repeat(16 * 1024 * 1024 - 1000);
    await t.db
      .insertInto('passwords')
      .values({ ...rows[0]!, data: big })
      .execute();
    const tooBig = await client.post('/password', { passwordGroupId: group._id, data: sealedStandIn(2000) });
    expect([tooBig.status, tooBig.code]).toEqual([400, passwordsRefusals.vaultFull.code]);
  });
});

describe('who may call', () => {
  it('answers another person 404 for every id of mine, and changes nothing', async () => {
    const { group, entry } = await groupWithEntry(me);
    const before = JSON.stringify([(await me.get('/password')).data, (await me.get('/password-group')).data]);
    const calls = [
      await other.get(`/password?passwordId=${entry._id}`),
      await other.get(`/password?passwordGroupId=${group._id}`),
      await other.post('/password', { passwordGroupId: group._id, data: sealedStandIn() }),
      await other.put('/password', { passwordId: entry._id, data: sealedStandIn() }),
      await other.del('/password', { passwordId: entry._id }),
      await other.put('/password-group', { passwordGroupId: group._id, data: sealedStandIn() }),
      await other.del('/password-group', { passwordGroupId: group._id }),
    ];
    expect(calls.map((call) => call.status)).toEqual(calls.map(() => 404));
    expect((await other.get<PasswordItem[]>('/password')).data).not.toContainEqual(entry);
    expect(JSON.stringify([(await me.get('/password')).data, (await me.get('/password-group')).data])).toBe(before);
  });

  it('answers 403 without the extra token, and 401 without signing in', async () => {
    const user = await signUp(t.app);
    const locked = vaultClient(t.app, user);
    for (const answer of [await locked.get('/password'), await locked.get('/password-group')]) {
      expect([answer.status, answer.code]).toEqual([403, 'auth.extraSignInRequired']);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/password' });
    expect(anonymous.statusCode).toBe(401);
  });
});
