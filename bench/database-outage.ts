/**
 * The database may come and go: two built server instances on one throwaway PostgreSQL, signed-in
 * writers creating time groups through both in turn, while PostgreSQL is restarted
 * (`pg_ctl restart -m fast`) and then stopped for a while and started again. Prints the answers
 * seen by status and code in each phase, the slowest answer while the database was away, how
 * long each instance took to answer health 200 after PostgreSQL was back, and the acknowledged
 * writes lost (every time group answered 201 must be there afterwards: must be 0).
 * `npm run build` first. BENCH_WRITERS (8), BENCH_STOP_SECONDS (30), BENCH_PG_PORT (55431),
 * BENCH_PORT (3931: the instances take it and the next).
 */
import { signUp } from './api-client';
import { checkWrites } from './durability-writers';
import { healthyWithin, LoadWriters, type Outcome } from './load-writers';
import { startBuiltServer, type RunningServer } from './server-process';
import { startThrowawayPostgres } from './throwaway-postgres';

const writerCount = Number(process.env.BENCH_WRITERS ?? 8);
const stopSeconds = Number(process.env.BENCH_STOP_SECONDS ?? 30);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55431);
const port = Number(process.env.BENCH_PORT ?? 3931);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const cluster = startThrowawayPostgres(pgPort);
if (!cluster) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');

const servers: RunningServer[] = [];
try {
  // One after the other: the first migrates the empty database.
  for (const offset of [0, 1])
    servers.push(await startBuiltServer(port + offset, { databaseUrl: cluster.url, logLevel: 'error' }));
  const urls = servers.map((server) => server.url);
  const people = [];
  for (let i = 0; i < writerCount; i++) people.push(await signUp(urls[i % 2]!, `outage${i}_${Date.now()}`));
  const writers = new LoadWriters(urls, people);
  writers.start();

  const phases: { phase: string; from: number; to: number }[] = [];
  const phase = async (name: string, work: () => Promise<void>) => {
    const from = Date.now();
    await work();
    phases.push({ phase: name, from, to: Date.now() });
  };
  const recovery: Record<string, string | number>[] = [];
  const backAfter = async (event: string) => {
    const times = await Promise.all(urls.map((url) => healthyWithin(url, 60_000)));
    recovery.push({
      event,
      ...Object.fromEntries(times.map((ms, i) => [`instance ${i + 1} healthy after ms`, Math.round(ms)])),
    });
  };

  await phase('before (3 s)', () => pause(3_000));
  await phase('pg_ctl restart -m fast', async () => {
    await cluster.control('restart');
    await backAfter('restart');
  });
  await phase('steady (3 s)', () => pause(3_000));
  await phase(`stopped (${stopSeconds} s)`, async () => {
    await cluster.control('stop');
    await pause(stopSeconds * 1000);
  });
  await phase('started, until both healthy', async () => {
    await cluster.control('start');
    await backAfter('start after stop');
  });
  await phase('after (3 s)', () => pause(3_000));
  await writers.stop();

  const inPhase = (from: number, to: number) => writers.outcomes.filter((o) => o.at >= from && o.at <= to);
  const describe = (outcomes: Outcome[]) => {
    const counts = new Map<string, number>();
    for (const o of outcomes) {
      const key = `${o.status || 'no answer'}${o.code ? ` ${o.code}` : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${key} × ${n}`).join(', ');
  };
  console.log(`\n${writerCount} writers creating time groups through 2 instances on one PostgreSQL`);
  console.table(
    phases.map(({ phase: name, from, to }) => {
      const outcomes = inPhase(from, to);
      return {
        phase: name,
        calls: outcomes.length,
        'answers (status code × n)': describe(outcomes),
        'slowest ms': Math.round(Math.max(0, ...outcomes.map((o) => o.ms))),
      };
    }),
  );
  console.log('Back after PostgreSQL returned (health 200 on each instance):');
  console.table(recovery);

  const away = phases.filter(
    (p) => p.phase.startsWith('pg_ctl') || p.phase.startsWith('stopped') || p.phase.startsWith('started'),
  );
  const awayOutcomes = away.flatMap((p) => inPhase(p.from, p.to));
  const failures = writers.outcomes.filter((o) => o.status !== 201);
  console.log(
    `Slowest answer while PostgreSQL was away: ${Math.round(Math.max(0, ...awayOutcomes.map((o) => o.ms)))} ms`,
  );
  console.log(`Answers other than 201 or 503: ${failures.filter((o) => o.status !== 503).length}`);

  const { found, missing } = await checkWrites(
    urls[0]!,
    writers.acknowledged.map((write) => ({ kind: 'time group' as const, ...write })),
  );
  console.log(`Acknowledged writes: ${writers.acknowledged.length}; found afterwards: ${found}; lost: ${missing}`);
  console.log(missing === 0 ? 'No acknowledged write was lost.' : `${missing} acknowledged writes were LOST.`);
} finally {
  for (const server of servers) await server.stop();
  cluster.stop();
}
