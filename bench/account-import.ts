/**
 * The whole-account import at scale: one person with BENCH_NOTES notes (100,000) and
 * BENCH_STAMPS stamps (1,000,000), seeded straight into the database (bulk inserts), exported by
 * the built server (`npm run build` first) to a file, and that file sent back as another person's
 * POST /api/account/import, streamed from disk. Prints, for the export and the import in the same
 * run, the time and the server's peak resident memory growth (VmHWM after resetting it through
 * /proc/<pid>/clear_refs), and a bare route's (GET /api/health ×BENCH_BARE_CALLS) as the
 * yardstick; and how long a third person's small write (their preferences saved) takes while the
 * import runs, against the same write on an idle server: on SQLite the import must leave the one
 * writer to others between its batches. Then every table's rows of the importer are counted
 * against the exporter's (exported tables and the rebuilt ones): the run fails on a difference.
 * Each dialect BENCH_DIALECTS names (each-dialect.ts): SQLite in a temporary file, PostgreSQL
 * on BENCH_POSTGRES_URL (empty) or a throwaway cluster on BENCH_PG_PORT (55404).
 */
import { createReadStream, createWriteStream, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { countsOfBoth } from './account-counts';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { seedLargeAccount } from './large-account-seed';
import { onEachDialect, type DialectLabel } from './each-dialect';
import { residentMiB, startBuiltServer } from './server-process';
import { percentile } from './stats';

const NOTES = Number(process.env.BENCH_NOTES ?? 100_000);
const STAMPS = Number(process.env.BENCH_STAMPS ?? 1_000_000);
const BARE_CALLS = Number(process.env.BENCH_BARE_CALLS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4894);
const TIME_ZONE = 'Europe/Stockholm';

const mib = (value: number) => `${value.toFixed(1)} MiB`;

/** Runs `work` and answers its time and the server's resident memory at its peak and its growth to it (Linux: clear_refs 5). */
async function measured(pid: number, work: () => Promise<number>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = residentMiB(pid);
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  const peak = residentMiB(pid, 'peak');
  return { bytes, seconds, peak, peakGrowth: peak - before };
}

/** Bytes of peak resident memory growth per byte of the file. */
const perByte = (growthMiB: number, bytes: number) => (growthMiB * 2 ** 20) / Math.max(bytes, 1);

const file = path.join(os.tmpdir(), `ordna-bench-import-${process.pid}.json`);

await onEachDialect('bench-import', 55404, roundTrip);

async function roundTrip(label: DialectLabel, database: string): Promise<void> {
  const server = await startBuiltServer(PORT, {
    databaseUrl: database,
    env: { REQUEST_TIMEOUT_SECONDS: '3600', ACCESS_TOKEN_TTL_SECONDS: '86400' },
  });

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
          headers: {
            'x-access-token': token,
            'content-type': 'application/json',
            'content-length': statSync(file).size,
          },
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
    await seedLargeAccount(db, dialect, exporter._id, { notes: NOTES, stamps: STAMPS, timeZone: TIME_ZONE });
    await settleAfterSeeding(db, dialect);
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
      const response = await fetch(`${server.url}/api/account/export`, {
        headers: { 'x-access-token': exporter.token },
      });
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

    const counted = openBenchDatabase(database);
    const counts = await countsOfBoth(counted.db, exporter._id, importer._id).finally(() => counted.db.destroy());
    const name = `${NOTES} notes, ${STAMPS} stamps`;
    console.log(
      `${label}, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    console.table(counts.table);
    if (counts.differ.length > 0)
      throw new Error(`the import's rows differ from the export's: ${counts.differ.join(', ')}`);
    console.table({
      [`GET /api/health ×${BARE_CALLS}`]: {
        MB: '',
        s: bare.seconds.toFixed(2),
        'peak RSS': mib(bare.peak),
        'peak RSS growth': mib(bare.peakGrowth),
      },
      [`GET /api/account/export (${name})`]: {
        MB: (exported.bytes / 1e6).toFixed(1),
        s: exported.seconds.toFixed(1),
        'peak RSS': mib(exported.peak),
        'peak RSS growth': mib(exported.peakGrowth),
        'growth per byte of file': perByte(exported.peakGrowth, exported.bytes).toFixed(3),
      },
      [`POST /api/account/import (the same file)`]: {
        MB: (imported.bytes / 1e6).toFixed(1),
        s: imported.seconds.toFixed(1),
        'peak RSS': mib(imported.peak),
        'peak RSS growth': mib(imported.peakGrowth),
        'growth per byte of file': perByte(imported.peakGrowth, imported.bytes).toFixed(3),
      },
    });
    const floor = Math.max(bare.peakGrowth, 1);
    console.log(
      `import: ${(imported.bytes / 1e6 / imported.seconds).toFixed(1)} MB/s, ${(imported.seconds / exported.seconds).toFixed(2)}× ` +
        `the export's time; peak RSS ${(imported.peak / exported.peak).toFixed(2)}× the export's; ` +
        `peak RSS growth ${mib(imported.peakGrowth)} = ${(imported.peakGrowth / Math.max(exported.peakGrowth, 1)).toFixed(1)}× ` +
        `the export's, ${(imported.peakGrowth / floor).toFixed(1)}× the bare route's (floor 1 MiB), ` +
        `${((imported.peakGrowth * 2 ** 20) / imported.bytes).toFixed(3)} bytes of memory per byte of file`,
    );
    // Growth is measured from the RSS each starts at, which holds the garbage of what ran before; above
    // the idle server's peak (the bare route's) it is the whole of what the export or the import took.
    const above = (peak: number, bytes: number) =>
      `${mib(peak - bare.peak)} = ${perByte(peak - bare.peak, bytes).toFixed(3)} bytes a byte of file`;
    console.log(
      `peak RSS above the idle server's (${mib(bare.peak)}): export ${above(exported.peak, exported.bytes)}, ` +
        `import ${above(imported.peak, imported.bytes)}`,
    );
    const p = (samples: number[], q: number) => percentile(samples, q).toFixed(1);
    console.log(
      `another person's write: idle p50 ${p(idle, 50)} ms, max ${Math.max(...idle).toFixed(1)} ms; during the import ` +
        `(${during.length} writes) p50 ${p(during, 50)} ms, p99 ${p(during, 99)} ms, max ${Math.max(...during).toFixed(1)} ms ` +
        `= ${(percentile(during, 99) / percentile(idle, 50)).toFixed(1)}× the idle p50`,
    );
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
}
