import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import {
  accountExportDocument,
  EXPORT_VERSION,
  IMPORT_FILE_MAX_BYTES,
  type AccountExportDocument,
} from '@ordna/contract/account/export';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { call, created, makeEverything, SECRET } from '../../testing/everything.test-kit';
import { EXTRA, signInToVault } from '../../testing/vault.test-kit';
import { exportedTables } from './account-tables';
import { rowCounts } from './account-rows.test-kit';
import { normalisedExport } from './export-normaliser.test-kit';

describe('POST /api/account/import', { timeout: 180_000 }, () => {
  let ann: User;
  let bob: User;
  let annsExport: AccountExportDocument;
  let annsFile: string;
  const t = useTestApp(async () => {
    ({ ann, bob } = await signUpPeople(t.app, ['ann', 'bob']));
    const anns = await makeEverything(t.app, ann, SECRET, [bob]);
    await makeEverything(t.app, bob, 'bob-private', [ann]);
    // What the kit leaves out: a drink using a food in storage, and preferences pointing at things.
    await created(
      await call(t.app, ann, 'POST', '/drink', {
        drinkCollectionId: anns.drinkCollectionId,
        name: `${SECRET} rice drink`,
        ingredients: [{ name: 'rice', amount: 2, unit: 'cl', foodItemId: anns.storageItemId }, { name: 'ice' }],
      }),
    );
    const preferences = {
      journalGroup: anns.timeGroupId,
      defaultShoppingList: anns.listId,
      timeZone: 'Europe/Stockholm',
    };
    const saved = await call(t.app, ann, 'PUT', `/auth/user/${ann._id}`, { preferences });
    expect(saved.statusCode).toBe(200);
    annsFile = (await call(t.app, ann, 'GET', '/account/export')).body;
    annsExport = accountExportDocument.parse(JSON.parse(annsFile));
  });

  const importAs = (user: User, file: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { ...as(user), 'content-type': 'application/json' },
      payload: file,
    });

  const exportOf = async (user: User) =>
    accountExportDocument.parse(JSON.parse((await call(t.app, user, 'GET', '/account/export')).body));

  /** Rows of every exported table the person owns, all zero for an empty account. */
  const ownRows = async (user: User) => {
    const counts = await rowCounts(t.db, t.dialect, [user._id]);
    return Object.fromEntries(exportedTables.map(({ table }) => [table, counts[table]![user._id]]));
  };

  it('recreates everything with new ids and the same links: exported again, it reads the same', async () => {
    const cid = await signUp(t.app);
    const answer = await importAs(cid, annsFile);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body<{ rows: Record<string, number> }>(answer).data.rows.notes).toBe(annsExport.tables.notes!.length);

    const cidsExport = await exportOf(cid);
    expect(normalisedExport(cidsExport)).toEqual(normalisedExport(annsExport));
    // New ids: none of Ann's appears in Cid's export.
    const annsIds = Object.values(annsExport.tables).flatMap((rows) => rows.map((row) => row.id).filter(Boolean));
    const cidsText = JSON.stringify(cidsExport.tables);
    expect(annsIds.filter((id) => cidsText.includes(String(id)))).toEqual([]);
    // What was shared is not: Cid shares nothing, and Bob's things were never copied.
    expect(cidsExport.shares).toEqual({ given: [], received: [] });
    expect(cidsText).not.toContain('bob-private');

    // The vault as stored: Ann's extra password opens Cid's vault.
    expect((await signInToVault(t.app, cid, EXTRA)).statusCode).toBe(200);
    // Derived tables are rebuilt: the note is found by search, and the day's time totals are there.
    const collection = String(cidsExport.tables.notesCollections![0]!.id);
    const found = await call(t.app, cid, 'GET', `/note?notesCollectionId=${collection}&text=secret`);
    expect(body<{ notes: { name: string }[] }>(found).data.notes.map((note) => note.name)).toEqual([`${SECRET} note`]);
    // …its collection's kept count too: the collection's page counts the note.
    const page = await call(t.app, cid, 'GET', `/note?notesCollectionId=${collection}&pageNumber=1`);
    expect(body<{ totalPages: number }>(page).data.totalPages).toBe(1);
    // …and by its #tag, which is counted.
    const tagged = await call(t.app, cid, 'GET', `/note?tag=${SECRET}`);
    expect(body<{ notes: { name: string }[] }>(tagged).data.notes.map((note) => note.name)).toEqual([`${SECRET} note`]);
    expect(body(await call(t.app, cid, 'GET', '/note-tag')).data).toEqual([{ tag: SECRET, count: 1 }]);
    const groups = await call(t.app, cid, 'GET', '/time-group?date=2026-11-18');
    expect(groups.body).toContain(`${SECRET} group`);
    // The recipe's picture came with it and is served at the recipe's new address.
    expect(cidsExport.tables.images).toHaveLength(1);
    const recipeId = String(cidsExport.tables.recipes![0]!.id);
    const recipe = body<{ image: string }>(await call(t.app, cid, 'GET', `/recipe?recipeId=${recipeId}`)).data;
    const picture = await t.app.inject({ method: 'GET', url: recipe.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.toString('base64')).toBe(annsExport.tables.images![0]!.bytes);
  });

  it('reads a version 1 export, made before pictures were carried', async () => {
    const hal = await signUp(t.app);
    const tables = Object.fromEntries(Object.entries(annsExport.tables).filter(([table]) => table !== 'images'));
    const answer = await importAs(hal, JSON.stringify({ ...annsExport, version: 1, tables }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await exportOf(hal)).tables.recipes).toHaveLength(annsExport.tables.recipes!.length);
  });

  it('takes in no picture that is not WebP as the server keeps them', async () => {
    const ida = await signUp(t.app);
    const page = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const images = [{ ...annsExport.tables.images![0]!, contentType: 'text/html', bytes: page }];
    const answer = await importAs(ida, JSON.stringify({ ...annsExport, tables: { ...annsExport.tables, images } }));
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'account.importInvalid' });
    expect(Object.values(await ownRows(ida)).every((count) => count === 0)).toBe(true);
  });

  it('refuses an account that already holds things, and writes nothing', async () => {
    const before = await ownRows(bob);
    const answer = await importAs(bob, annsFile);
    expect(answer.statusCode).toBe(409);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'account.importNotEmpty' });
    expect(await ownRows(bob)).toEqual(before);
  });

  it.each([
    ['a file that is not JSON', () => 'name,quantity\nrice,1\n', 'account.importNotAnExport'],
    ['another program’s JSON', () => JSON.stringify({ notes: [] }), 'account.importNotAnExport'],
    ['an export cut short', () => annsFile.slice(0, Math.floor(annsFile.length / 2)), 'account.importTruncated'],
    [
      'an export from a newer Ordna',
      () => JSON.stringify({ ...annsExport, version: EXPORT_VERSION + 1 }),
      'account.importNewerVersion',
    ],
    [
      'an export whose rows are not rows',
      () => JSON.stringify({ ...annsExport, tables: { ...annsExport.tables, notes: 'many' } }),
      'account.importInvalid',
    ],
    [
      'an export with a table this server does not keep',
      () => JSON.stringify({ ...annsExport, tables: { ...annsExport.tables, secrets: [{ id: 'x' }] } }),
      'account.importInvalid',
    ],
  ])('refuses %s with its own code, and writes nothing', async (_name, file, code) => {
    const dan = await signUp(t.app);
    const answer = await importAs(dan, file());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code });
    expect(Object.values(await ownRows(dan)).every((count) => count === 0)).toBe(true);
  });

  it('rolls back a failure halfway: a damaged row late in the file leaves the account empty', async () => {
    const eve = await signUp(t.app);
    const tables = { ...annsExport.tables };
    // A recipe's ingredient late in the file (only pictures come after) belongs to no recipe: the
    // database refuses it after every table before it was inserted.
    const late = tables.recipeIngredients!;
    tables.recipeIngredients = [...late, { ...late[0]!, id: 'late-row', recipeId: null }];
    const answer = await importAs(eve, JSON.stringify({ ...annsExport, tables }));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'account.importInvalid' });
    expect(Object.values(await ownRows(eve)).every((count) => count === 0)).toBe(true);
    // The search index and the rollups are empty too: nothing of the failed import is left.
    const groups = await call(t.app, eve, 'GET', '/time-group?date=2026-11-18');
    expect(groups.body).not.toContain(SECRET);
  });

  it('applies two imports at once into one account once: the second is refused as not empty', async () => {
    const fay = await signUp(t.app);
    const answers = await Promise.all([importAs(fay, annsFile), importAs(fay, annsFile)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await ownRows(fay);
    for (const { table } of exportedTables) expect(rows[table], table).toBe(annsExport.tables[table]?.length ?? 0);
  });

  it('reads a file far larger than one chunk as it arrives, with the same outcome', async () => {
    const gus = await signUp(t.app);
    // Padding with spaces keeps the document the same and spreads it over many chunks.
    const large = annsFile.replace(/}$/, `${' '.repeat(3 * 1024 * 1024)}}`);
    const answer = await importAs(gus, large);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(normalisedExport(await exportOf(gus))).toEqual(normalisedExport(annsExport));
    const cut = await importAs(await signUp(t.app), large.slice(0, annsFile.length + 100_000));
    expect(JSON.parse(cut.body)).toMatchObject({ status: false, code: 'account.importTruncated' });
  });

  it('refuses tables out of the export’s order (a child before its parent), and writes nothing', async () => {
    const ivy = await signUp(t.app);
    const { notesCollections, ...rest } = annsExport.tables;
    const answer = await importAs(ivy, JSON.stringify({ ...annsExport, tables: { ...rest, notesCollections } }));
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'account.importInvalid' });
    expect(Object.values(await ownRows(ivy)).every((count) => count === 0)).toBe(true);
  });

  it('refuses a file said to be over 256 MiB before reading it', async () => {
    const jon = await signUp(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { ...as(jon), 'content-type': 'application/json', 'content-length': String(IMPORT_FILE_MAX_BYTES + 1) },
      payload: annsFile,
    });
    expect(answer.statusCode, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'account.importTooLarge' });
    expect(Object.values(await ownRows(jon)).every((count) => count === 0)).toBe(true);
  });

  it('is refused without sign-in', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/account/import', payload: annsFile });
    expect(answer.statusCode).toBe(401);
  });
});
