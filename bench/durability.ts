/**
 * Durability: signed-in writers (8 at once) create time groups and stamps while the built server
 * is killed with SIGKILL at random moments and restarted on the same database. After each restart
 * it asks for every write the server had acknowledged (answered 2xx) and counts those missing
 * (must be 0) and found; at the end it checks every acknowledged write once more.
 * On a temp SQLite file, and also on BENCH_DATABASE_URL when that is a postgres:// URL (use an
 * empty database: the server migrates it and the people written stay there).
 * `npm run build` first. BENCH_KILLS (12), BENCH_WRITERS (8), BENCH_MAX_GAP_MS (2000: longest
 * run of writing before a kill), BENCH_MAX_SECONDS (300: stops early past this), BENCH_PORT (3921).
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUp } from './api-client';
import { checkWrites, WriterPool } from './durability-writers';
import { startBuiltServer, type RunningServer } from './server-process';

const kills = Number(process.env.BENCH_KILLS ?? 12);
const writerCount = Number(process.env.BENCH_WRITERS ?? 8);
const maxGapMs = Number(process.env.BENCH_MAX_GAP_MS ?? 2000);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 300);
const port = Number(process.env.BENCH_PORT ?? 3921);

interface Totals {
  database: string;
  kills: number;
  acknowledged: number;
  found: number;
  missing: number;
  unanswered: number;
  finalFound: number;
  finalMissing: number;
  /** Every acknowledged write, including those after the last kill, checked once more at the end. */
  finalChecked: number;
}

async function run(database: string, databaseUrl: string): Promise<Totals> {
  const deadline = Date.now() + maxSeconds * 1000;
  let server: RunningServer = await startBuiltServer(port, { databaseUrl });
  const people = [];
  for (let i = 0; i < writerCount; i++) people.push(await signUp(server.url, `durable${i}_${Date.now()}`));
  const pool = await WriterPool.start(server.url, people);
  const totals: Totals = {
    database,
    kills: 0,
    acknowledged: 0,
    found: 0,
    missing: 0,
    unanswered: 0,
    finalFound: 0,
    finalMissing: 0,
    finalChecked: 0,
  };
  const everything = [];
  const perKill = [];
  try {
    while (totals.kills < kills && Date.now() < deadline) {
      const gap = 200 + Math.random() * Math.max(0, maxGapMs - 200);
      await new Promise((resolve) => setTimeout(resolve, gap));
      // Kill first, then let every in-flight request settle, so no answer sent before the kill goes uncounted.
      const killedAt = performance.now();
      const killing = server.kill();
      const unansweredBefore = pool.unanswered;
      await pool.pause();
      await killing;
      totals.kills++;
      const writes = pool.takeAcknowledged();
      server = await startBuiltServer(port, { databaseUrl });
      const restartMs = performance.now() - killedAt;
      const { found, missing } = await checkWrites(server.url, writes);
      everything.push(...writes);
      const cut = pool.unanswered - unansweredBefore;
      totals.acknowledged += writes.length;
      totals.found += found;
      totals.missing += missing;
      perKill.push({
        kill: totals.kills,
        'after ms of writing': Math.round(gap),
        acknowledged: writes.length,
        found,
        missing,
        'cut (no answer)': cut,
        'back in ms': Math.round(restartMs),
      });
      pool.resume();
    }
    await pool.stop();
    const last = pool.takeAcknowledged();
    everything.push(...last);
    const final = await checkWrites(server.url, everything);
    totals.finalFound = final.found;
    totals.finalMissing = final.missing;
    totals.finalChecked = everything.length;
    totals.unanswered = pool.unanswered;
  } finally {
    await pool.stop();
    await server.stop();
  }
  console.log(`\n${database}: ${writerCount} writers, SIGKILL at random moments, restart on the same database`);
  console.table(perKill);
  return totals;
}

const results: Totals[] = [];
const file = path.join(os.tmpdir(), `ordna-durability-${process.pid}.db`);
try {
  results.push(await run('SQLite', file));
} finally {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
const external = process.env.BENCH_DATABASE_URL;
if (external?.startsWith('postgres')) results.push(await run('PostgreSQL', external));
else console.log('\nPostgreSQL: set BENCH_DATABASE_URL=postgres://… (an empty database) to run it there too.');

console.log('\nTotals (acknowledged = answered 2xx before the kill; missing must be 0)');
console.table(
  results.map((t) => ({
    database: t.database,
    kills: t.kills,
    acknowledged: t.acknowledged,
    'found after restart': t.found,
    'missing after restart': t.missing,
    'final check of all: found / missing': `${t.finalFound} / ${t.finalMissing} of ${t.finalChecked}`,
    'cut (no answer)': t.unanswered,
  })),
);
const lost = results.reduce((sum, t) => sum + t.missing + t.finalMissing, 0);
console.log(lost === 0 ? 'No acknowledged write was lost.' : `${lost} acknowledged writes were LOST.`);
