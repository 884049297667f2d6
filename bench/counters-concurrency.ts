/**
 * Counters under concurrency: INCREMENTS (100) increments of 1 sent at once to one counter lose
 * none, so the final value is exact and the history holds one change each. On the built server
 * with a temp SQLite file, and on a throwaway PostgreSQL with two server processes taking the
 * increments in turn (skipped without PostgreSQL binaries). Then the same with UNDOS (20) undos
 * racing further increments: the value must still equal the sum of the changes in the history.
 * `npm run build` first. BENCH_INCREMENTS (100), BENCH_ROUNDS (5), BENCH_PORT (3961).
 */
import { call, signUp, type Person } from './api-client';
import { startBuiltServer } from './server-process';
import { withTwoPostgresInstances } from './two-instances';

const INCREMENTS = Number(process.env.BENCH_INCREMENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const UNDOS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3961);
const PG_PORT = PORT + 10;
const run = Date.now().toString(36);

interface Counter {
  _id: string;
  value: number;
}

interface Round {
  ms: number;
  value: number;
  historyRows: number;
}

async function newCounter(url: string, person: Person, name: string): Promise<string> {
  const group = await call<{ _id: string }>(url, 'POST', '/api/counter-group', {
    body: { name },
    headers: person.headers,
  });
  const counter = await call<Counter>(url, 'POST', '/api/counter', {
    body: { counterGroupId: group._id, name: 'Water' },
    headers: person.headers,
  });
  return counter._id;
}

async function historySum(url: string, person: Person, counterId: string): Promise<{ rows: number; sum: number }> {
  let rows = 0;
  let sum = 0;
  for (let page = 1; ; page++) {
    const answer = await call<{ changes: { amount: number }[]; totalPages: number }>(
      url,
      'GET',
      `/api/counter-change?counterId=${counterId}&pageNumber=${page}`,
      { headers: person.headers },
    );
    rows += answer.changes.length;
    sum += answer.changes.reduce((total, change) => total + change.amount, 0);
    if (page >= answer.totalPages) return { rows, sum };
  }
}

const increment = (url: string, person: Person, counterId: string) =>
  call<Counter>(url, 'PUT', '/api/counter', { body: { counterId, change: 1 }, headers: person.headers });

/** One round: INCREMENTS at once, spread over the instances; the time until the last answered, and what was stored. */
async function round(urls: string[], person: Person, label: string): Promise<Round> {
  const counterId = await newCounter(urls[0]!, person, `${label} ${run} ${Math.random()}`);
  const started = performance.now();
  await Promise.all(Array.from({ length: INCREMENTS }, (_, i) => increment(urls[i % urls.length]!, person, counterId)));
  const ms = performance.now() - started;
  const { value } = await call<Counter>(urls[0]!, 'GET', `/api/counter?counterId=${counterId}`, {
    headers: person.headers,
  });
  return { ms, value, historyRows: (await historySum(urls[0]!, person, counterId)).rows };
}

/** Undos racing increments: afterwards the value must equal the sum of the history (nothing half-done). */
async function undoRace(urls: string[], person: Person): Promise<{ value: number; sum: number }> {
  const counterId = await newCounter(urls[0]!, person, `undo ${run} ${Math.random()}`);
  await Promise.all(Array.from({ length: UNDOS }, (_, i) => increment(urls[i % urls.length]!, person, counterId)));
  await Promise.all([
    ...Array.from({ length: UNDOS }, (_, i) =>
      call(urls[i % urls.length]!, 'POST', '/api/counter-undo', { body: { counterId }, headers: person.headers }),
    ),
    ...Array.from({ length: UNDOS }, (_, i) => increment(urls[(i + 1) % urls.length]!, person, counterId)),
  ]);
  const { value } = await call<Counter>(urls[0]!, 'GET', `/api/counter?counterId=${counterId}`, {
    headers: person.headers,
  });
  return { value, sum: (await historySum(urls[0]!, person, counterId)).sum };
}

async function measure(name: string, urls: string[]): Promise<void> {
  const person = await signUp(urls[0]!, `counters${run}${name.replace(/\W/g, '').slice(0, 8)}`);
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(urls, person, name));
  const exact = rounds.every((each) => each.value === INCREMENTS && each.historyRows === INCREMENTS);
  const times = rounds.map((each) => each.ms).sort((a, b) => a - b);
  console.log(`${name}: ${ROUNDS} rounds of ${INCREMENTS} increments at once on one counter`);
  console.log(`  final values: ${rounds.map((each) => each.value).join(', ')} (expected ${INCREMENTS} each)`);
  console.log(`  history rows: ${rounds.map((each) => each.historyRows).join(', ')} (expected ${INCREMENTS} each)`);
  console.log(
    `  time for all ${INCREMENTS} to answer: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, ` +
      `slowest ${times.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`  none lost: ${exact ? 'met' : 'NOT met'}`);
  const race = await undoRace(urls, person);
  console.log(
    `  ${UNDOS} undos racing ${UNDOS} increments: value ${race.value}, history sums to ${race.sum}: ` +
      `${race.value === race.sum ? 'met' : 'NOT met'}`,
  );
}

async function sqlite(): Promise<void> {
  const server = await startBuiltServer(PORT);
  try {
    await measure('SQLite, one instance', [server.url]);
  } finally {
    await server.stop();
  }
}

async function postgres(): Promise<void> {
  await withTwoPostgresInstances(PG_PORT, PORT + 1, (a, b) =>
    measure('PostgreSQL, two instances taking turns', [a.url, b.url]),
  );
}

await sqlite();
await postgres();
