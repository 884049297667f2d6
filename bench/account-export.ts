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
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BARE_CALLS, measured, mib, NOTES, seedLargeAccount, signUpOver, STAMPS } from './large-account';
import { startBuiltServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 4893);

const database = path.join(os.tmpdir(), `ordna-bench-export-${process.pid}.db`);
const server = await startBuiltServer(PORT, { databaseUrl: database });
try {
  const user = await signUpOver(server.url, 'export');
  // Seeded beside the running server: SQLite's WAL lets it write while the server idles.
  const { notesSeconds, stampsSeconds } = await seedLargeAccount(database, user._id);
  console.log(
    `seeded ${NOTES} notes in ${notesSeconds.toFixed(0)} s, ${STAMPS} stamps in ${stampsSeconds.toFixed(0)} s`,
  );

  const headers = { 'x-access-token': user.token };
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
