/**
 * Every area's reads and writes at once: the built server (`npm run build` first) on a fresh
 * SQLite file (or BENCH_DATABASE_URL: PostgreSQL is analysed after the seeding), ten signed-in
 * people with something in every area, and BENCH_CONNECTIONS (100) autocannon connections shared
 * among one plan per area for `--seconds` (BENCH_SECONDS, 60): time (the list, a stamp written),
 * notes (a collection's page, a note written), counters (a group's counters, a change), shopping
 * (a list, an item checked), storage, drinks, recipes, the dashboard's week and GET /api/health. Prints p50/p99 and timeouts per
 * plan and overall, the server's CPU per request and its resident memory after (VmRSS, peak
 * VmHWM), with the load average beside. Targets: p99 ≤ 250 ms, 0 timeouts, RSS ≤ 150 MB.
 *
 * The clock starts once every connection is open (each has had an answer): the figures count
 * only requests sent from then for `--seconds`. A busy Node server accepts new connections about
 * one per turn of its event loop, so the last of a hundred opened at once waited 5–10 s to be
 * accepted while the first kept it busy; that stall was the bench's opening, not the server's
 * serving (bench/README.md, "mixed-load.ts"). Also prints when slow responses were sent, and
 * how much this process's own event loop lagged (it drives every connection).
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import { call, signUp, todayIn, type Person } from './api-client';
import { cpuMicros, residentMiB, residentParts, startBuiltServer } from './server-process';

/** The target is in MB (10^6 bytes); /proc counts in KiB. */
const megabytes = (mebibytes: number) => (mebibytes * 2 ** 20) / 1e6;
import { LoadWindow } from './load-window';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { SlowMoments } from './slow-moments';

const argSeconds = process.argv.indexOf('--seconds');
const SECONDS = Number(argSeconds > 0 ? process.argv[argSeconds + 1] : (process.env.BENCH_SECONDS ?? 60));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** How long the connections may take to open before the window opens regardless. */
const OPENING_LIMIT_MS = 60_000;
const PEOPLE = 10;
const port = Number(process.env.BENCH_PORT ?? 3951);

const server = await startBuiltServer(port, { databaseUrl: process.env.BENCH_DATABASE_URL, logLevel: 'default' });
const { url } = server;
const today = todayIn('Europe/Stockholm');

interface Plan {
  name: string;
  requests: Request[];
  headers: Record<string, string>;
}

const json = (method: Request['method'], path: string, body: unknown): Request => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** One person's things in every area, and a plan per area over them. */
async function plansOf(person: Person, index: number): Promise<Plan[]> {
  const post = <T>(path: string, body: unknown) =>
    call<T>(url, 'POST', `/api${path}`, { body, headers: person.headers });
  const group = await post<{ _id: string }>('/time-group', { name: 'Work' });
  const collection = await post<{ _id: string }>('/notes-collection', { name: 'Diary' });
  for (let i = 0; i < 30; i++)
    await post('/note', { notesCollectionId: collection._id, name: `Note ${i}`, effectiveDate: today });
  const counterGroup = await post<{ _id: string }>('/counter-group', { name: 'Health' });
  const counter = await post<{ _id: string }>('/counter', { counterGroupId: counterGroup._id, name: 'Water' });
  const list = await post<{ _id: string }>('/shopping-list', { name: 'Weekly' });
  const added = await post<{ items: { _id: string }[] }>('/shopping-item', {
    listId: list._id,
    items: Array.from({ length: 20 }, (_, i) => ({ name: `thing ${i}` })),
  });
  const fridge = await post<{ _id: string }>('/storage-group', { name: 'Fridge' });
  for (let i = 0; i < 20; i++) await post('/storage-item', { storageGroupId: fridge._id, name: `food ${i}` });
  const bar = await post<{ _id: string }>('/drink-collection', { name: 'Bar' });
  for (let i = 0; i < 10; i++) await post('/drink', { drinkCollectionId: bar._id, name: `Drink ${i}` });
  await post('/recipe-collection', { name: 'Dinners' });
  const stampAt = Date.now() - (index + 1) * 86_400_000;
  const plans: Plan[] = [
    {
      name: 'time: list, stamp written',
      requests: [
        { method: 'GET', path: `/api/time-group?date=${today}` },
        json('POST', '/api/time-stamp', {
          timeGroupId: group._id,
          name: 'Code',
          startTime: new Date(stampAt).toISOString(),
          endTime: new Date(stampAt + 60_000).toISOString(),
        }),
      ],
      headers: person.headers,
    },
    {
      name: 'notes: page, note written',
      requests: [
        { method: 'GET', path: `/api/note?notesCollectionId=${collection._id}` },
        json('POST', '/api/note', { notesCollectionId: collection._id, name: 'Load', effectiveDate: today }),
      ],
      headers: person.headers,
    },
    {
      name: 'counters: list, change',
      requests: [
        { method: 'GET', path: `/api/counter?counterGroupId=${counterGroup._id}` },
        json('PUT', '/api/counter', { counterId: counter._id, change: 1 }),
      ],
      headers: person.headers,
    },
    {
      name: 'shopping: list, item checked',
      requests: [
        { method: 'GET', path: `/api/shopping-list?listId=${list._id}` },
        json('PUT', '/api/shopping-item', { shoppingItemId: added.items[0]!._id, checked: true }),
      ],
      headers: person.headers,
    },
    {
      name: 'storage, drinks, recipes',
      requests: [
        { method: 'GET', path: `/api/storage-item?storageGroupId=${fridge._id}` },
        { method: 'GET', path: `/api/drink-collection?drinkCollectionId=${bar._id}` },
        { method: 'GET', path: '/api/recipe-collection' },
      ],
      headers: person.headers,
    },
    {
      name: 'dashboard, week',
      requests: [{ method: 'GET', path: `/api/dashboard?date=${today}&view=week` }],
      headers: person.headers,
    },
  ];
  return plans;
}

try {
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await signUp(url, `mixed_${Date.now()}_${i}`));
  const perPerson = await Promise.all(people.map((person, i) => plansOf(person, i)));
  if (process.env.BENCH_DATABASE_URL) {
    const opened = openBenchDatabase(process.env.BENCH_DATABASE_URL);
    await settleAfterSeeding(opened.db, opened.dialect);
    await opened.db.destroy();
  }
  const plans = [
    ...perPerson.flat(),
    { name: 'health', requests: [{ method: 'GET' as const, path: '/api/health' }], headers: {} },
  ];
  // CONNECTIONS shared out: every plan gets its share, the first ones one more.
  const share = (i: number) =>
    Math.max(1, Math.floor(CONNECTIONS / plans.length) + (i < CONNECTIONS % plans.length ? 1 : 0));
  const window = new LoadWindow();
  const slow = new SlowMoments();
  const instances = plans.map((plan, i) => {
    // Runs until stopped when the window closes.
    const options = { url, connections: share(i), duration: 24 * 3600, headers: plan.headers, requests: plan.requests };
    const instance = autocannon(options, () => {});
    slow.follow(instance, plan.name);
    return { instance, index: window.follow(instance, share(i)) };
  });
  await window.allConnected(OPENING_LIMIT_MS);
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuMicros(server.pid);
  // This process drives every connection: if its own event loop stalls, latencies it measures grow.
  const clientLoop = monitorEventLoopDelay({ resolution: 20 });
  clientLoop.enable();
  window.open();
  slow.open();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  window.close();
  const cpu = cpuMicros(server.pid) - cpuBefore;
  const loadAfter = os.loadavg()[0]!;
  clientLoop.disable();
  await Promise.all(
    instances.map(({ instance }) => new Promise((resolve) => (instance.on('done', resolve), instance.stop()))),
  );
  const figures = instances.map(({ index }) => window.figures(index));
  const byName = new Map<string, typeof figures>();
  plans.forEach((plan, i) => byName.set(plan.name, [...(byName.get(plan.name) ?? []), figures[i]!]));
  const rows = [...byName.entries()].map(([name, list]) => ({
    plan: name,
    requests: list.reduce((sum, f) => sum + f.requests, 0),
    'p50 ms': Math.max(...list.map((f) => f.p50)),
    'p99 ms (worst person)': Math.max(...list.map((f) => f.p99)),
    'max ms': Math.max(...list.map((f) => f.max)),
    timeouts: list.reduce((sum, f) => sum + f.timeouts, 0),
    errors: list.reduce((sum, f) => sum + f.errors, 0),
    'non-2xx': list.reduce((sum, f) => sum + f.non2xx, 0),
  }));
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const p99 = Math.max(...figures.map((f) => f.p99));
  const timeouts = rows.reduce((sum, row) => sum + row.timeouts, 0);
  const rss = residentMiB(server.pid, 'now');
  const peak = residentMiB(server.pid, 'peak');
  console.log(
    `\nMixed load: ${plans.length} plans on ${plans.reduce((sum, _, i) => sum + share(i), 0)} connections for ${SECONDS} s, ${total} requests ` +
      `(${Math.round(total / SECONDS)} req/s), server CPU ${Math.round(cpu / Math.max(1, total))} µs per request, ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.table(rows);
  console.log(`p99 (worst plan) ${p99} ms: target ≤ 250 ${p99 <= 250 ? 'met' : 'NOT met'}`);
  console.log(`timeouts ${timeouts}: target 0 ${timeouts === 0 ? 'met' : 'NOT met'}`);
  console.log(
    `RSS after ${rss.toFixed(1)} MiB, ${megabytes(rss).toFixed(1)} MB (peak ${peak.toFixed(1)} MiB): ` +
      `target ≤ 150 MB ${megabytes(rss) <= 150 ? 'met' : 'NOT met'}`,
  );
  const parts = residentParts(server.pid);
  console.log(
    `  of it anonymous ${parts.anonymous.toFixed(1)} MiB (heaps: V8's, malloc's, SQLite's), ` +
      `files ${parts.files.toFixed(1)} MiB (node, the bundle, mapped files), shared ${parts.shared.toFixed(1)} MiB`,
  );
  console.log(
    `This process's event loop (autocannon): delay p99 ${(clientLoop.percentile(99) / 1e6).toFixed(0)} ms, ` +
      `max ${(clientLoop.max / 1e6).toFixed(0)} ms`,
  );
  console.log('Slow responses by when they were sent:');
  for (const line of slow.report()) console.log(`  ${line}`);
} finally {
  await server.stop();
}
