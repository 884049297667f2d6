/**
 * The whole-account export at scale: one person with BENCH_NOTES notes (100,000) and
 * BENCH_STAMPS stamps (1,000,000), seeded straight into the database (bulk inserts), and the
 * built server (`npm run build` first) streaming GET /api/account/export over HTTP to a reader
 * that drops every byte. Prints the export's size and time and the server's peak resident
 * memory growth during it (VmHWM after resetting it through /proc/<pid>/clear_refs), and the
 * same for a bare route in the same run (GET /api/health, BENCH_BARE_CALLS times) as the
 * yardstick: the ratio says how much more memory streaming the whole account takes than
 * answering the smallest request. SQLite, a temporary file.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase } from './bench-database';
import { residentMiB, startBuiltServer } from './server-process';
import { seedNotes } from '../apps/server/src/areas/notes/notes-seed';
import { seedTimeData } from '../apps/server/src/areas/time/seed';

const NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
const STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const BARE_CALLS = Number(process.env.BENCH_BARE_CALLS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4893);
const TIME_ZONE = 'Europe/Stockholm';

const mib = (value: number) => `${value.toFixed(1)} MiB`;

/** Resets the process's peak resident memory to what it holds now (Linux: clear_refs 5). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Runs `work` and answers its time and the server's resident memory growth at its peak. */
async function measured(pid: number, work: () => Promise<number>) {
  resetPeak(pid);
  const before = residentMiB(pid);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  return { bytes, seconds, peakGrowth: residentMiB(pid, 'peak') - before };
}

const database = path.join(os.tmpdir(), `ordna-bench-export-${process.pid}.db`);
const server = await startBuiltServer(PORT, { databaseUrl: database });
try {
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `export_${Date.now()}`, password: 'scale password 1', timeZone: TIME_ZONE }),
  });
  const user = ((await signup.json()) as { data: { _id: string; access: { token: string } } }).data;

  // Seeded beside the running server: SQLite's WAL lets it write while the server idles.
  const { db, dialect } = openBenchDatabase(database);
  let started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  await seedNotes(db, dialect, user._id, { collections: 10, notes: NOTES, wordsPerNote: 40, today, notesPerDay: 20 });
  const notesSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await seedTimeData(db, user._id, TIME_ZONE, {
    groups: 20,
    subGroupsPerGroup: 10,
    stamps: STAMPS,
    years: 5,
    now: Date.now() - 60_000,
  });
  const stampsSeconds = (performance.now() - started) / 1000;
  await db.destroy();
  console.log(
    `seeded ${NOTES} notes in ${notesSeconds.toFixed(0)} s, ${STAMPS} stamps in ${stampsSeconds.toFixed(0)} s`,
  );

  const headers = { 'x-access-token': user.access.token };
  // The connection of the sign-up went stale while seeding (the server closed it): start afresh.
  await fetch(`${server.url}/api/health`).catch(() => undefined);
  // Warm: the routes compiled, the pools open.
  for (let i = 0; i < 20; i += 1) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  const bare = await measured(server.pid, async () => {
    let bytes = 0;
    for (let i = 0; i < BARE_CALLS; i += 1)
      bytes += (await (await fetch(`${server.url}/api/health`)).arrayBuffer()).byteLength;
    return bytes;
  });
  const exported = await measured(server.pid, async () => {
    const response = await fetch(`${server.url}/api/account/export`, { headers });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    // Read and dropped, as /dev/null would: only the count is kept.
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    return bytes;
  });

  console.table({
    [`GET /api/health ×${BARE_CALLS}`]: {
      'MB sent': (bare.bytes / 1e6).toFixed(2),
      s: bare.seconds.toFixed(2),
      'peak RSS growth': mib(bare.peakGrowth),
    },
    [`GET /api/account/export (${NOTES} notes, ${STAMPS} stamps)`]: {
      'MB sent': (exported.bytes / 1e6).toFixed(1),
      s: exported.seconds.toFixed(1),
      'peak RSS growth': mib(exported.peakGrowth),
    },
  });
  const floor = Math.max(bare.peakGrowth, 1);
  console.log(
    `export: ${(exported.bytes / 1e6 / exported.seconds).toFixed(1)} MB/s; peak RSS growth ${mib(exported.peakGrowth)} ` +
      `= ${(exported.peakGrowth / floor).toFixed(1)}× the bare route's (floor 1 MiB), ` +
      `${((exported.peakGrowth * 2 ** 20) / exported.bytes).toFixed(4)} bytes of memory per byte sent`,
  );
} finally {
  await server.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
}
