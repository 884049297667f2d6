/**
 * What each note listing costs in CPU at 100,000 notes on SQLite (issue #23: every listing p50
 * ≤ 2 ms), its statement compiled once (`listedPage`) against built and compiled anew by Kysely
 * (`listedPageBuiltAnew`, the way before), alternating in the same run: `BENCH_ROUNDS` (6) rounds
 * of `BENCH_CALLS` (300) calls of each, process CPU (`process.cpuUsage`) per call. Then the whole
 * call through `app.inject` (CPU per call and wall p50) beside the bare route. One person with
 * `BENCH_NOTES` (100,000) notes in 10 collections and another with as many, as notes-scale.ts
 * seeds them; `BENCH_NOTES_FILE` keeps the seeded SQLite file between runs (seeded when absent).
 */
import fs from 'node:fs';
import os from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedNotes } from '../apps/server/src/areas/notes/notes-seed';
import { listedPage, listedPageBuiltAnew } from '../apps/server/src/areas/notes/notes-list.store';
import { collectionSeen } from '../apps/server/src/areas/notes/notes-access';
import { ownerOfCollection, type NotesFilter } from '../apps/server/src/areas/notes/notes-filter.store';
import { signUpInProcess } from './in-process-person';
import { percentile } from './stats';
import { round } from './each-dialect';

const NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const FILE = process.env.BENCH_NOTES_FILE ?? `${os.tmpdir()}/ordna-notes-listings-${process.pid}.sqlite`;
const TIME_ZONE = 'Europe/Stockholm';
const kept = process.env.BENCH_NOTES_FILE !== undefined;
const seeded = kept && fs.existsSync(`${FILE}.json`);

const { db, dialect } = openBenchDatabase(FILE);
await migrateToLatest(db, dialect);
const config = { ...testConfig({ databaseUrl: FILE }), validateAnswers: false };
const app = await buildApp({ db, dialect, config, clock: () => Date.now() });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
interface Seeded {
  userId: string;
  headers: Record<string, string>;
  collectionIds: string[];
  contextId: string;
  today: string;
}
async function seed(): Promise<Seeded> {
  const options = { collections: 10, notes: NOTES, wordsPerNote: 40, today, notesPerDay: 20 };
  const other = await signUpInProcess(app, 'other', TIME_ZONE);
  await seedNotes(db, dialect, other._id, { ...options, seed: 11 });
  const user = await signUpInProcess(app, 'notes', TIME_ZONE);
  const { collectionIds } = await seedNotes(db, dialect, user._id, { ...options, seed: 7 });
  const { headers } = user;
  const context = await app.inject({ method: 'POST', url: '/api/note-context', headers, payload: { name: 'Work' } });
  const contextId = (context.json().data as { _id: string })._id;
  const firstPage = await app.inject({ method: 'GET', url: '/api/note?pageNumber=1', headers });
  for (const note of (firstPage.json().data as { notes: Array<{ _id: string }> }).notes) {
    const payload = { noteId: note._id, contextIds: [contextId] };
    await app.inject({ method: 'PUT', url: '/api/note', headers, payload });
  }
  return { userId: user._id, headers, collectionIds, contextId, today };
}
const person: Seeded = seeded ? JSON.parse(fs.readFileSync(`${FILE}.json`, 'utf8')) : await seed();
if (kept) fs.writeFileSync(`${FILE}.json`, JSON.stringify(person));
if (seeded) {
  // A kept file's person signs in again: their access token from the seeding run has expired.
  const { username } = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'scale password 1' },
  });
  person.headers = { 'x-access-token': (login.json().data as { access: { token: string } }).access.token };
}
const { userId, collectionIds, contextId } = person;
const dateBefore = (days: number) =>
  new Date(Date.parse(`${person.today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const page = { offset: 0, limit: 25 };
const week = (i: number) => ({ from: dateBefore(7 + (i % 30)), to: dateBefore(i % 30) });
const listings: Array<{
  name: string;
  filter: (i: number) => NotesFilter;
  collection?: boolean;
  url: (i: number) => string;
}> = [
  {
    name: 'all collections page 1',
    filter: () => ({ scope: { personId: userId }, words: [] }),
    url: () => '/api/note?pageNumber=1',
  },
  {
    name: 'a context page 1',
    filter: () => ({ scope: { personId: userId }, words: [], context: { personId: userId, contextId } }),
    url: () => `/api/note?contextId=${contextId}&pageNumber=1`,
  },
  {
    name: 'collection page 1',
    collection: true,
    filter: (i) => {
      const notesCollectionId = collectionIds[i % 10]!;
      return { scope: { ownerId: ownerOfCollection(db, notesCollectionId), notesCollectionId }, words: [] };
    },
    url: (i) => `/api/note?notesCollectionId=${collectionIds[i % 10]}&pageNumber=1`,
  },
  {
    name: 'a date range (a week)',
    filter: (i) => ({ scope: { personId: userId }, words: [], ...week(i) }),
    url: (i) => `/api/note?from=${week(i).from}&to=${week(i).to}&pageNumber=1`,
  },
];

/** CPU µs per call of `run` over CALLS calls. */
async function cpuPerCall(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await run(i);
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await run(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
}

const load = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()}`);
const table: Array<Record<string, string | number>> = [];
for (const listing of listings) {
  const old: number[] = [];
  const now: number[] = [];
  const read = (how: typeof listedPage) => (i: number) =>
    how(db, dialect, listing.filter(i), page, userId, listing.collection ? collectionSeen : undefined);
  const same = JSON.stringify(await read(listedPage)(0)) === JSON.stringify(await read(listedPageBuiltAnew)(0));
  if (!same) throw new Error(`${listing.name}: the two reads answer differently`);
  for (let r = 0; r < ROUNDS; r++) {
    old.push(await cpuPerCall(read(listedPageBuiltAnew)));
    now.push(await cpuPerCall(read(listedPage)));
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const call = async (i: number) => {
    const response = await app.inject({ method: 'GET', url: listing.url(i), headers: person.headers });
    if (response.statusCode !== 200) throw new Error(`${listing.url(i)}: ${response.body}`);
  };
  const whole = await cpuPerCall(call);
  const walls: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call(i);
    walls.push(performance.now() - started);
  }
  table.push({
    listing: listing.name,
    'store µs/call built anew (per round)': old.map(Math.round).join(' '),
    'compiled once (per round)': now.map(Math.round).join(' '),
    'sum anew → once': `${Math.round(sum(old))} → ${Math.round(sum(now))} (${round((sum(now) / sum(old) - 1) * 100)} %)`,
    'lower in rounds': `${now.filter((figure, r) => figure < old[r]!).length}/${ROUNDS}`,
    'whole call µs CPU': Math.round(whole),
    'whole call p50 ms': round(percentile(walls, 50)),
  });
}
const bare = await cpuPerCall(() => app.inject({ method: 'GET', url: '/api/health' }));
console.table(table);
console.log(`bare route (GET /api/health): ${Math.round(bare)} µs CPU per call`);
console.log(`load average after: ${load()}; ${os.cpus().length} cores, Node ${process.version}`);
await app.close();
if (!kept) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${FILE}${suffix}`, { force: true });
