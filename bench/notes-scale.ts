/**
 * Notes at scale: one person with 1,000, 10,000 and 100,000 notes in 10 collections (a second
 * person with the same number beside them, so the index holds other people's notes too), a few
 * dozen made-up words each, twenty notes a day back from today. Prints p50/p99 for a ranked
 * search (a whole word, a prefix as typed, two words, in one collection), the direct full-text
 * match of the same word as its floor, every listing (all collections, a context, a collection,
 * a date range, a deep page) and writing a note, each also as a ratio to a bare route
 * (`GET /api/health`) measured in the same run, on SQLite and PostgreSQL (a throwaway cluster
 * when the binaries are there, or BENCH_POSTGRES_URL; vacuumed and analysed after seeding, as
 * autovacuum leaves a real database). Calls go through app.inject: the server's
 * whole handling, without the network. BENCH_SIZES (1000,10000,100000), BENCH_SAMPLES (200),
 * BENCH_DIALECTS (sqlite,postgres).
 */
import os from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedNotes, seedVocabulary } from '../apps/server/src/areas/notes/notes-seed';
import { timeIt } from './stats';
import { onEachDialect, removeSqliteFile, round } from './each-dialect';
import { sql } from 'kysely';
import { signUpInProcess } from './in-process-person';

const SIZES = (process.env.BENCH_SIZES ?? process.env.BENCH_NOTES ?? '1000,10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIME_ZONE = 'Europe/Stockholm';

type Row = Record<string, string | number>;
const dateBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const rows: Row[] = [];

async function measure(dialectName: string, databaseUrl: string, TOTAL_NOTES: number): Promise<void> {
  const { db, dialect } = openBenchDatabase(databaseUrl);
  await migrateToLatest(db, dialect);
  const app = await buildApp({
    db,
    dialect, // As production serves: answers sent without checking them against their schemas.
    config: { ...testConfig({ databaseUrl }), validateAnswers: false },
    clock: () => Date.now(),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const signUp = (name: string) => signUpInProcess(app, name, TIME_ZONE);
  const other = await signUp('other');
  await seedNotes(db, dialect, other._id, {
    collections: 10,
    notes: TOTAL_NOTES,
    wordsPerNote: 40,
    today,
    notesPerDay: 20,
    seed: 11,
  });
  const user = await signUp('notes');
  const { headers } = user;
  const started = performance.now();
  const { collectionIds } = await seedNotes(db, dialect, user._id, {
    collections: 10,
    notes: TOTAL_NOTES,
    wordsPerNote: 40,
    today,
    notesPerDay: 20,
    seed: 7,
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // As autovacuum would have done to a real database's notes by now: each note's dead first
  // version (written before its search vector) is still in every index until then.
  await settleAfterSeeding(db, dialect, {
    vacuum: true,
    tables: ['notes', 'notesCollections', 'notesOwners', 'noteTags'],
  });
  const words = seedVocabulary();
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().data as { notes: unknown[]; totalPages: number };
  };
  let bare = NaN;
  const figure = async (call: string, run: (i: number) => Promise<unknown>, extra: Row = {}) => {
    for (let i = 0; i < 5; i++) await run(i); // warm: statements prepared, pages cached
    const { p50, p99 } = await timeIt(SAMPLES, async (i) => void (await run(i)));
    rows.push({
      database: dialectName,
      notes: TOTAL_NOTES,
      call,
      'p50 ms': round(p50),
      'p99 ms': round(p99),
      '× bare': Number.isNaN(bare) ? 1 : round(p50 / bare),
      ...extra,
    });
    return p50;
  };
  bare = await figure('bare route (GET /api/health)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  const context = await app.inject({ method: 'POST', url: '/api/note-context', headers, payload: { name: 'Work' } });
  const contextId = (context.json().data as { _id: string })._id;
  const inContext = await app.inject({ method: 'GET', url: '/api/note?pageNumber=1', headers });
  for (const note of (inContext.json().data as { notes: Array<{ _id: string }> }).notes) {
    await app.inject({
      method: 'PUT',
      url: '/api/note',
      headers,
      payload: { noteId: note._id, contextIds: [contextId] },
    });
  }

  const wordAt = (i: number) => words[(i * 37) % words.length]!;
  const hits = (await get(`/api/note?text=${encodeURIComponent(wordAt(1))}`)).totalPages;
  // The floor: the full-text match of the same words alone, straight on the database.
  await figure('direct full-text match of one word (floor)', (i) =>
    dialect === 'postgres'
      ? sql`select count(*) from notes where "searchVector" @@ to_tsquery('simple', ${`${wordAt(i)}:*`})`.execute(db)
      : sql`select count(*) from "notesSearch" where "notesSearch" match ${`"${wordAt(i)}"*`}`.execute(db),
  );
  await figure('search, one whole word', (i) => get(`/api/note?text=${encodeURIComponent(wordAt(i))}`), {
    'pages of hits': hits,
    'seeded in s': round(seedSeconds),
  });
  await figure('search, a prefix as typed (4 letters)', (i) =>
    get(`/api/note?text=${encodeURIComponent(wordAt(i).slice(0, 4))}`),
  );
  await figure('search, two words', (i) =>
    get(`/api/note?text=${encodeURIComponent(`${wordAt(i)} ${wordAt(i + 1)}`)}`),
  );
  await figure('search in one collection', (i) =>
    get(`/api/note?notesCollectionId=${collectionIds[i % 10]}&text=${encodeURIComponent(wordAt(i))}`),
  );
  await figure('all collections page 1', () => get('/api/note?pageNumber=1'));
  await figure('all collections page 200', () => get('/api/note?pageNumber=200'));
  await figure('a context page 1', () => get(`/api/note?contextId=${contextId}&pageNumber=1`));
  await figure('a date range (a week, all collections)', (i) =>
    get(`/api/note?from=${dateBefore(today, 7 + (i % 30))}&to=${dateBefore(today, i % 30)}&pageNumber=1`),
  );
  await figure('collection page 1', (i) => get(`/api/note?notesCollectionId=${collectionIds[i % 10]}&pageNumber=1`));
  await figure('collection page 200', (i) =>
    get(`/api/note?notesCollectionId=${collectionIds[i % 10]}&pageNumber=200`),
  );
  await figure('write a note', async (i) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/note',
      headers,
      payload: {
        notesCollectionId: collectionIds[0],
        name: `New ${i}`,
        body: words.slice(i, i + 40).join(' '),
        effectiveDate: today,
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  });
  await app.close();
}

await onEachDialect('notes-scale', 54392, async (label, databaseUrl) => {
  for (const size of SIZES) {
    await measure(label, databaseUrl, size);
    // Each size starts from an empty SQLite file.
    if (label === 'SQLite') removeSqliteFile(databaseUrl);
  }
});

console.log(`\nNotes at scale: one person, 10 collections, 40 words a note, ${SAMPLES} samples per figure`);
console.table(rows);
const p50Of = (database: string, notes: number, call: string) =>
  Number(rows.find((row) => row.database === database && row.notes === notes && row.call === call)?.['p50 ms']);
const [small, large] = [SIZES.at(-2), SIZES.at(-1)];
for (const database of ['SQLite', 'PostgreSQL']) {
  if (large === undefined || Number.isNaN(p50Of(database, large, 'search, one whole word'))) continue;
  const search = p50Of(database, large, 'search, one whole word');
  const limit = database === 'SQLite' ? 3 : 10;
  const growth = small === undefined ? NaN : search / p50Of(database, small, 'search, one whole word');
  console.log(
    `${database}: search p50 at ${large} notes ${search} ms (target ≤ ${limit}: ${search <= limit ? 'met' : 'NOT met'}),` +
      ` ${round(growth)}× its ${small} figure (target ≤ 2: ${growth <= 2 ? 'met' : 'NOT met'})`,
  );
  for (const call of [
    'all collections page 1',
    'a context page 1',
    'collection page 1',
    'a date range (a week, all collections)',
  ]) {
    const p50 = p50Of(database, large, call);
    console.log(`${database}: ${call} p50 ${p50} ms (target ≤ 2 on SQLite: ${p50 <= 2 ? 'met' : 'NOT met'})`);
  }
}
console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
