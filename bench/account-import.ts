/**
 * The whole-account import at scale: one person with BENCH_NOTES notes (100,000) and
 * BENCH_STAMPS stamps (1,000,000), seeded straight into the database (bulk inserts), exported by
 * the built server (`npm run build` first) to a file, and that file sent back as another person's
 * POST /api/account/import, streamed from disk. Prints, for the export and the import in the same
 * run, the time and the server's peak resident memory growth (VmHWM after resetting it through
 * /proc/<pid>/clear_refs), and a bare route's (GET /api/health ×BENCH_BARE_CALLS) as the
 * yardstick; and how long a third person's small write (their preferences saved) takes while the
 * import runs, against the same write on an idle server: on SQLite the import must leave the one
 * writer to others between its batches. A PostgreSQL database when BENCH_DATABASE_URL names one
 * (it should be empty: the bench makes its own people), else SQLite in a temporary file.
 */
import { createReadStream, createWriteStream, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openBenchDatabase } from './bench-database';
import { residentMiB, startBuiltServer } from './server-process';
import { percentile } from './stats';
import { seedNotes } from '../apps/server/src/areas/notes/notes-seed';
import { seedTimeData } from '../apps/server/src/areas/time/seed';

const NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
const STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const BARE_CALLS = Number(process.env.BENCH_BARE_CALLS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4894);
const TIME_ZONE = 'Europe/Stockholm';

const mib = (value: number) => `${value.toFixed(1)} MiB`;

/** Runs `work` and answers its time and the server's resident memory growth at its peak (Linux: clear_refs 5). */
async function measured(pid: number, work: () => Promise<number>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = residentMiB(pid);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  return { bytes, seconds, peakGrowth: residentMiB(pid, 'peak') - before };
}

const database = process.env.BENCH_DATABASE_URL ?? path.join(os.tmpdir(), `ordna-bench-import-${process.pid}.db`);
const file = path.join(os.tmpdir(), `ordna-bench-import-${process.pid}.json`);
const server = await startBuiltServer(PORT, { databaseUrl: database, env: { REQUEST_TIMEOUT_SECONDS: '3600' } });

async function signUp(name: string): Promise<{ _id: string; token: string }> {
  const answer = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${name}_${Date.now()}`, password: 'scale password 1', timeZone: TIME_ZONE }),
  });
  const user = ((await answer.json()) as { data: { _id: string; access: { token: string } } }).data;
  return { _id: user._id, token: user.access.token };
}

/** The file sent as the body, read from disk as it goes; answers the status and the answer's text. */
function sendImport(token: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/account/import`,
      {
        method: 'POST',
        headers: { 'x-access-token': token, 'content-type': 'application/json', 'content-length': statSync(file).size },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    createReadStream(file).pipe(request);
  });
}

/** Milliseconds of one small write by someone else: their preferences saved. */
async function oneWrite(person: { _id: string; token: string }, i: number): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/auth/user/${person._id}`, {
    method: 'PUT',
    headers: { 'x-access-token': person.token, 'content-type': 'application/json' },
    body: JSON.stringify({ preferences: { timeZone: i % 2 === 0 ? TIME_ZONE : 'Europe/Oslo' } }),
  });
  if (!answer.ok) throw new Error(`write: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
  return performance.now() - started;
}

try {
  const exporter = await signUp('exporter');
  const { db, dialect } = openBenchDatabase(database);
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  await seedNotes(db, dialect, exporter._id, {
    collections: 10,
    notes: NOTES,
    wordsPerNote: 40,
    today,
    notesPerDay: 20,
  });
  await seedTimeData(db, exporter._id, TIME_ZONE, {
    groups: 20,
    subGroupsPerGroup: 10,
    stamps: STAMPS,
    years: 5,
    now: Date.now() - 60_000,
  });
  await db.destroy();
  console.log(`seeded ${NOTES} notes, ${STAMPS} stamps in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  // The connection of the sign-up went stale while seeding: start afresh, and warm the routes.
  await fetch(`${server.url}/api/health`).catch(() => undefined);
  for (let i = 0; i < 20; i += 1) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  const importer = await signUp('importer');
  const other = await signUp('other');

  const bare = await measured(server.pid, async () => {
    for (let i = 0; i < BARE_CALLS; i += 1) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    return 0;
  });
  const exported = await measured(server.pid, async () => {
    const response = await fetch(`${server.url}/api/account/export`, { headers: { 'x-access-token': exporter.token } });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
    return statSync(file).size;
  });

  const idle: number[] = [];
  for (let i = 0; i < 50; i += 1) idle.push(await oneWrite(other, i));
  const during: number[] = [];
  let importing = true;
  // Errors are kept for after the import, so a failed write never leaves the server behind.
  const writer = (async () => {
    for (let i = 0; importing; i += 1) during.push(await oneWrite(other, 1000 + i));
  })().catch((error: unknown) => error);
  const imported = await measured(server.pid, async () => {
    const answer = await sendImport(importer.token);
    if (answer.status !== 200) throw new Error(`import: ${answer.status} ${answer.text.slice(0, 500)}`);
    return exported.bytes;
  });
  importing = false;
  const failed = await writer;
  if (failed) throw failed;

  const name = `${NOTES} notes, ${STAMPS} stamps`;
  console.table({
    [`GET /api/health ×${BARE_CALLS}`]: { MB: '', s: bare.seconds.toFixed(2), 'peak RSS growth': mib(bare.peakGrowth) },
    [`GET /api/account/export (${name})`]: {
      MB: (exported.bytes / 1e6).toFixed(1),
      s: exported.seconds.toFixed(1),
      'peak RSS growth': mib(exported.peakGrowth),
    },
    [`POST /api/account/import (the same file)`]: {
      MB: (imported.bytes / 1e6).toFixed(1),
      s: imported.seconds.toFixed(1),
      'peak RSS growth': mib(imported.peakGrowth),
    },
  });
  const floor = Math.max(bare.peakGrowth, 1);
  console.log(
    `import: ${(imported.bytes / 1e6 / imported.seconds).toFixed(1)} MB/s, ${(imported.seconds / exported.seconds).toFixed(2)}× ` +
      `the export's time; peak RSS growth ${mib(imported.peakGrowth)} = ${(imported.peakGrowth / Math.max(exported.peakGrowth, 1)).toFixed(1)}× ` +
      `the export's, ${(imported.peakGrowth / floor).toFixed(1)}× the bare route's (floor 1 MiB), ` +
      `${((imported.peakGrowth * 2 ** 20) / imported.bytes).toFixed(3)} bytes of memory per byte of file`,
  );
  const p = (samples: number[], q: number) => percentile(samples, q).toFixed(1);
  console.log(
    `another person's write: idle p50 ${p(idle, 50)} ms, max ${Math.max(...idle).toFixed(1)} ms; during the import ` +
      `(${during.length} writes) p50 ${p(during, 50)} ms, p99 ${p(during, 99)} ms, max ${Math.max(...during).toFixed(1)} ms ` +
      `= ${(percentile(during, 99) / percentile(idle, 50)).toFixed(1)}× the idle p50`,
  );
} finally {
  await server.stop();
  if (!process.env.BENCH_DATABASE_URL)
    for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  rmSync(file, { force: true });
}
