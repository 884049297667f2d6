import { describe, expect, it } from 'vitest';
import { accountExportDocument, type AccountExportDocument } from '@ordna/contract/account/export';
import { as, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { makeEverything, SECRET } from '../../testing/everything.test-kit';
import { derivedTables, exportedTables, notCarried } from './account-tables';
import { rowCounts, tableNames } from './account-rows.test-kit';
import { largeExport, sendImport } from './large-import.test-kit';

describe('GET /api/account/export', { timeout: 180_000 }, () => {
  const t = useTestApp();

  it('names every table once: carried, derived, or not the person’s to carry', async () => {
    const named = [
      ...exportedTables.map((table) => table.table),
      ...Object.keys(derivedTables),
      ...Object.keys(notCarried),
    ];
    expect(new Set(named).size).toBe(named.length);
    const tables = await tableNames(t.db, t.dialect);
    expect(tables.filter((table) => !named.includes(table))).toEqual([]);
    // Only SQLite has a search table of its own.
    expect(named.filter((table) => !tables.includes(table))).toEqual(t.dialect === 'sqlite' ? [] : ['notesSearch']);
  });

  it("holds every row of hers, none of anyone else's, shares by reference, and no secret", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    await makeEverything(t.app, ann, SECRET, [bob]);
    await makeEverything(t.app, bob, 'bob-private', [ann]);
    const answer = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(ann) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toContain(`ordna-${ann.username}-`);
    const document: AccountExportDocument = accountExportDocument.parse(JSON.parse(answer.body));
    expect(document.person.username).toBe(ann.username);

    const counts = await rowCounts(t.db, t.dialect, [ann._id]);
    for (const { table } of exportedTables) {
      expect(document.tables[table], table).toHaveLength(counts[table]![ann._id]!);
    }
    // Things of every area are there (one of everything was made).
    for (const table of [
      'timeStamps',
      'counters',
      'notes',
      'passwords',
      'storageItems',
      'shoppingItems',
      'drinks',
      'recipes',
    ]) {
      expect(document.tables[table]!.length, table).toBeGreaterThan(0);
    }
    // Bob's things are not copied, only named by reference.
    expect(answer.body).not.toContain('bob-private');
    expect(document.shares.received.length).toBeGreaterThan(0);
    expect(document.shares.received.every((share) => share.from === bob.username)).toBe(true);
    expect(document.shares.given.every((share) => share.with === bob.username)).toBe(true);
    // No row names its owner, and no sign-in secret leaves: the hash, the two-factor secret, the sessions.
    for (const [table, rows] of Object.entries(document.tables))
      expect(JSON.stringify(rows), table).not.toContain(ann._id);
    expect(answer.body).not.toContain(ann._id);
    const secrets = await t.db
      .selectFrom('users')
      .select(['passwordHash'])
      .where('id', '=', ann._id)
      .executeTakeFirstOrThrow();
    expect(answer.body).not.toContain(secrets.passwordHash);
    expect(Object.keys(document.tables)).not.toContain('sessions');
  });

  it('lets other work run between its pages: a timer set as it starts fires before it ends', async () => {
    const ann = await signUp(t.app);
    const { file } = await largeExport(t.app, ann, 5_000);
    const kim = await signUp(t.app);
    expect((await sendImport(t.app, kim, file)).statusCode).toBe(200);
    let fired = false;
    const timer = setTimeout(() => (fired = true), 0);
    const answer = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(kim) });
    clearTimeout(timer);
    expect(answer.statusCode).toBe(200);
    // On SQLite every page is read at once: without a turn between pages, a large export held the
    // event loop (and every other request) until its last byte.
    expect(fired).toBe(true);
  });

  it('is refused without sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(answer.statusCode).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'auth.signInRequired' });
  });
});
