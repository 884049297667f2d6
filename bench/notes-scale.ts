/**
 * Notes at scale: one person with 100,000 notes in 10 collections, a few dozen Swedish and
 * English words each, one note a day's worth of dates back from today. Prints p50/p99 for a
 * ranked search (a whole word, a prefix as typed, two words), a collection page (the first and
 * a deep one) and writing a note, on SQLite and on PostgreSQL (a throwaway cluster when the
 * binaries are there, or BENCH_POSTGRES_URL). Targets: search p50 ≤ 20 ms and a collection page
 * p50 ≤ 10 ms on SQLite. Calls go through app.inject: the server's whole handling, without the network.
 * BENCH_NOTES (default 100000), BENCH_SAMPLES (default 200), BENCH_DIALECTS (sqlite,postgres).
 */
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedNotes, seedVocabulary } from '../apps/server/src/areas/notes/notes-seed';
import { timeIt } from './stats';
import { startThrowawayPostgres } from './throwaway-postgres';

const TOTAL_NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const TIME_ZONE = 'Europe/Stockholm';

type Row = Record<string, string | number>;
const rows: Row[] = [];
const round = (ms: number) => Math.round(ms * 100) / 100;

async function measure(dialectName: string, databaseUrl: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(databaseUrl);
  await migrateToLatest(db, dialect);
  const app = await buildApp({
    db,
    dialect, // As production serves: answers sent without checking them against their schemas.
    config: { ...testConfig({ databaseUrl }), validateAnswers: false },
    clock: () => Date.now(),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: `notes_${Date.now()}`, password: 'scale password 1', timeZone: TIME_ZONE },
  });
  const user = signup.json().data as { _id: string; access: { token: string } };
  const headers = { 'x-access-token': user.access.token };
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
  const words = seedVocabulary();
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().data as { notes: unknown[]; totalPages: number };
  };
  const figure = async (call: string, run: (i: number) => Promise<unknown>, extra: Row = {}) => {
    const { p50, p99 } = await timeIt(SAMPLES, async (i) => void (await run(i)));
    rows.push({
      database: dialectName,
      notes: TOTAL_NOTES,
      call,
      'p50 ms': round(p50),
      'p99 ms': round(p99),
      ...extra,
    });
  };

  const wordAt = (i: number) => words[(i * 37) % words.length]!;
  const hits = (await get(`/api/note?text=${encodeURIComponent(wordAt(1))}`)).totalPages;
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

if (DIALECTS.includes('sqlite')) {
  const file = path.join(os.tmpdir(), `ordna-notes-scale-${process.pid}.db`);
  try {
    await measure('SQLite', file);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
if (DIALECTS.includes('postgres')) {
  const external = process.env.BENCH_POSTGRES_URL;
  const cluster = external ? null : startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 54392));
  const url = external ?? cluster?.url;
  if (!url) console.log('PostgreSQL: no binaries and no BENCH_POSTGRES_URL — skipped.');
  else {
    try {
      await measure('PostgreSQL', url);
    } finally {
      cluster?.stop();
    }
  }
}

console.log(`\nNotes at scale: one person, 10 collections, 40 words a note, ${SAMPLES} samples per figure`);
console.table(rows);
console.log('targets on SQLite: search p50 ≤ 20 ms, collection page p50 ≤ 10 ms');
console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
