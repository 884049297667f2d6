import { call, signUp, type Person } from './api-client';
import { openEventStream } from './event-stream-client';
import { startBuiltServer } from './server-process';
import { percentile } from './stats';
import { withTwoPostgresInstances } from './two-instances';

/**
 * A shared shopping list, live (docs/architecture.md, "Live updates"): Ann adds an item to a list
 * she shares with Bob, and Bob's event stream hears of it. From Ann's answer to Bob's event, one
 * instance on SQLite and two on PostgreSQL (Ann writes through A, Bob listens on B).
 */

const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54351);
const TARGET_MS = 250;
const run = `${process.pid}${Date.now() % 100000}`;

async function latency(writer: string, listener: string, tag: string): Promise<{ p50: number; p99: number }> {
  const ann = await signUp(writer, `ann${tag}${run}`);
  const bobName = `bob${tag}${run}`;
  const bob: Person = await signUp(writer, bobName);
  const list = await call<{ _id: string }>(writer, 'POST', '/api/shopping-list', {
    body: { name: 'Household' },
    headers: ann.headers,
  });
  await call(writer, 'POST', '/api/share', {
    body: { kind: 'shoppingList', id: list._id, username: bobName, role: 'editor' },
    headers: ann.headers,
  });
  let waiting: ((at: number) => void) | null = null;
  const stream = await openEventStream(listener, bob.token, (at, event) => {
    if (event.kind === 'shoppingList' && event.id === list._id) waiting?.(at);
  });
  const samples: number[] = [];
  try {
    for (let i = 0; i < WRITES; i++) {
      const heard = new Promise<number>((resolve) => (waiting = resolve));
      await call(writer, 'POST', '/api/shopping-item', {
        body: { listId: list._id, line: `${i + 1} l milk ${i}` },
        headers: ann.headers,
      });
      const answered = performance.now();
      const at = await Promise.race([
        heard,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000)),
      ]);
      // The event may come before the answer's body is read: that counts as no wait.
      samples.push(Math.max(0, at - answered));
    }
  } finally {
    stream.close();
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

function print(label: string, figures: { p50: number; p99: number }) {
  const met = figures.p50 <= TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `${label}: Ann's answer → Bob's event p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms ` +
      `over ${WRITES} items (target p50 ≤ ${TARGET_MS} ms: ${met})`,
  );
}

const sqlite = await startBuiltServer(PORT);
try {
  print('SQLite, one instance', await latency(sqlite.url, sqlite.url, 's'));
} finally {
  await sqlite.stop();
}

await withTwoPostgresInstances(PG_PORT, PORT + 1, async (a, b) =>
  print('PostgreSQL, Ann on A, Bob on B', await latency(a.url, b.url, 'p')),
);
