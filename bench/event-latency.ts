import { call, signUp, type Person } from './api-client';
import { openEventStream, type BenchStream } from './event-stream-client';
import { residentMiB, startBuiltServer } from './server-process';
import { percentile } from './stats';
import { withTwoPostgresInstances } from './two-instances';

/**
 * Live updates (docs/architecture.md, "Live updates"): how long from a write's answer to its
 * event on the person's other stream, one instance on SQLite and two on PostgreSQL (write
 * through A, listen on B); then 1,000 open streams on one instance and the memory they take.
 */

const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54331);
const run = `${process.pid}${Date.now() % 100000}`;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Increments a counter WRITES times through `writer`, each time waiting for its event on `listener`. */
async function latency(writer: string, listener: string, person: Person): Promise<Figures> {
  const group = await call<{ _id: string }>(writer, 'POST', '/api/counter-group', {
    body: { name: `Bench ${run}` },
    headers: person.headers,
  });
  const counter = await call<{ _id: string }>(writer, 'POST', '/api/counter', {
    body: { counterGroupId: group._id, name: 'Clicks' },
    headers: person.headers,
  });
  let waiting: ((at: number) => void) | null = null;
  const stream = await openEventStream(listener, person.token, (at, event) => {
    if (event.id === counter._id && event.action === 'changed') waiting?.(at);
  });
  const samples: number[] = [];
  const roundTrips: number[] = [];
  try {
    for (let i = 0; i < WRITES; i++) {
      const heard = new Promise<number>((resolve) => (waiting = resolve));
      const sent = performance.now();
      await call(writer, 'PUT', '/api/counter', {
        body: { counterId: counter._id, change: 1 },
        headers: person.headers,
      });
      const acknowledged = performance.now();
      const at = await Promise.race([
        heard,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000)),
      ]);
      // The event may be read before the answer's body: that counts as no wait at all.
      samples.push(Math.max(0, at - acknowledged));
      roundTrips.push(at - sent);
    }
  } finally {
    stream.close();
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), sentP50: percentile(roundTrips, 50) };
}

interface Figures {
  p50: number;
  p99: number;
  /** From sending the write to hearing its event, for scale. */
  sentP50: number;
}

function printLatency(label: string, figures: Figures, targetMs: number) {
  console.log(
    `${label}: answer → event p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms over ${WRITES} writes ` +
      `(write sent → event p50 ${figures.sentP50.toFixed(1)} ms) ` +
      `(target p50 ≤ ${targetMs} ms: ${verdict(figures.p50 <= targetMs)})`,
  );
}

async function sqliteLatency(): Promise<void> {
  const server = await startBuiltServer(PORT);
  try {
    const person = await signUp(server.url, `latency${run}`);
    printLatency('SQLite, one instance', await latency(server.url, server.url, person), 100);
  } finally {
    await server.stop();
  }
}

async function postgresLatency(): Promise<void> {
  await withTwoPostgresInstances(PG_PORT, PORT + 1, async (a, b) => {
    const person = await signUp(a.url, `latencypg${run}`);
    printLatency('PostgreSQL, write on A, stream on B', await latency(a.url, b.url, person), 250);
  });
}

/** STREAMS streams (10 per person, the default cap) on one instance: the server's extra resident memory. */
async function manyStreams(): Promise<void> {
  const perPerson = 10;
  const server = await startBuiltServer(PORT + 3, { env: { EVENT_STREAMS_PER_INSTANCE: String(STREAMS + 100) } });
  const streams: BenchStream[] = [];
  try {
    const people: Person[] = [];
    for (let i = 0; i < Math.ceil(STREAMS / perPerson); i++) people.push(await signUp(server.url, `many${run}x${i}`));
    // Warm the server up the way the streams will use it before the "before" figure.
    for (const person of people.slice(0, 5)) (await openEventStream(server.url, person.token, () => undefined)).close();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = residentMiB(server.pid);
    let heard = 0;
    for (let i = 0; i < STREAMS; i++) {
      const person = people[Math.floor(i / perPerson)]!;
      streams.push(await openEventStream(server.url, person.token, () => heard++));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = residentMiB(server.pid);
    // One write of the first person reaches each of their streams.
    const first = people[0]!;
    const started = performance.now();
    await call(server.url, 'POST', '/api/counter-group', { body: { name: 'Fan-out' }, headers: first.headers });
    while (heard < perPerson && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 5));
    const extra = after - before;
    console.log(
      `${streams.length} open streams on one instance (SQLite): resident ${before.toFixed(1)} → ${after.toFixed(1)} MiB, ` +
        `extra ${extra.toFixed(1)} MiB (target ≤ 150 MiB: ${verdict(extra <= 150)}); ` +
        `a write reached ${heard} of the person's ${perPerson} streams`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

await sqliteLatency();
await postgresLatency();
await manyStreams();
