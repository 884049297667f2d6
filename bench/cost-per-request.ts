/**
 * Cost per request: the built server beside a bare Fastify yardstick, in one run, on one machine.
 * Prints req/s, the ratio to bare Fastify, and server CPU per request (from /proc/<pid>/stat) for:
 * bare Fastify; bare + helmet + rate limit + a zod query; GET /api/health; GET /api/auth/user
 * signed in; GET /api/time-group?date=<today> with 20 time groups and 200 sub groups. Then the
 * list at 100 connections, and resident memory after a long mixed load at the server's default
 * log level. Prints the targets beside the figures; never fails on slowness.
 * `npm run build` first. BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_MIXED_SECONDS (60),
 * BENCH_LOG_LEVEL (the server's default), BENCH_PORT (3911; uses three ports from there).
 */
import os from 'node:os';
import type { Request } from 'autocannon';
import { signUp, todayIn } from './api-client';
import { loadWithCpu, mixedLoad, type LoadFigures } from './load';
import { residentMiB, startBareFastify, startBuiltServer, type RunningServer } from './server-process';
import { seedTimeThroughApi } from './time-seed-through-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'default';
const port = Number(process.env.BENCH_PORT ?? 3911);
const TIME_ZONE = 'Europe/Stockholm';

interface Row extends LoadFigures {
  target: string;
  connections: number;
  cpuPerRequest: number;
}
const rows: Row[] = [];

async function measure(
  server: RunningServer,
  target: string,
  path: string,
  options: { headers?: Record<string, string>; connections?: number } = {},
) {
  const used = options.connections ?? connections;
  const figures = await loadWithCpu(server.pid, {
    url: server.url + path,
    connections: used,
    seconds,
    headers: options.headers,
  });
  rows.push({ target, connections: used, ...figures });
  return figures;
}

async function withServer<T>(start: Promise<RunningServer>, work: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);

const bare = await withServer(startBareFastify(port, 'plain'), (server) =>
  measure(server, 'bare Fastify GET /x', '/x'),
);
const bareFull = await withServer(startBareFastify(port + 1, 'full'), (server) =>
  measure(server, 'bare + helmet + rate limit + zod query', '/x?date=2026-01-01'),
);

const memory = await withServer(startBuiltServer(port + 2, { logLevel }), async (server) => {
  const person = await signUp(server.url, `cost${Date.now()}`, TIME_ZONE);
  const seeded = await seedTimeThroughApi(server.url, person, {
    groups: 20,
    subGroupsPerGroup: 10,
    stampsPerSubGroup: 1,
  });
  const list = `/api/time-group?date=${todayIn(TIME_ZONE)}`;
  await measure(server, 'GET /api/health', '/api/health');
  await measure(server, 'GET /api/auth/user (signed in)', '/api/auth/user', { headers: person.headers });
  await measure(server, 'GET /api/time-group?date=<today>', list, { headers: person.headers });
  await measure(server, 'GET /api/time-group?date=<today>', list, { headers: person.headers, connections: 100 });

  const rssBefore = residentMiB(server.pid);
  const mixed = await mixedLoad(server.pid, [
    { url: server.url + '/api/health', connections: 4, seconds: mixedSeconds },
    { url: server.url + '/api/auth/user', connections: 4, seconds: mixedSeconds, headers: person.headers },
    { url: server.url + list, connections: 8, seconds: mixedSeconds, headers: person.headers },
    {
      url: server.url,
      connections: 4,
      seconds: mixedSeconds,
      headers: person.headers,
      requests: stampInAndOut(seeded),
    },
  ]);
  return { rssBefore, rssAfter: residentMiB(server.pid), rssPeak: residentMiB(server.pid, 'peak'), mixed };
});

/** Each connection starts a stamp in one of the seeded sub groups and ends it, round and round. */
function stampInAndOut(seeded: Awaited<ReturnType<typeof seedTimeThroughApi>>): Request[] {
  const places = [...seeded.subGroupNames].flatMap(([timeGroupId, names]) =>
    names.map((name) => ({ timeGroupId, name })),
  );
  let next = 0;
  const json = { 'content-type': 'application/json' };
  return [
    {
      method: 'POST',
      path: '/api/time-stamp',
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(places[next++ % places.length]) }),
      onResponse: (status, body, context) => {
        if (status === 201)
          (context as { stampId?: string }).stampId = (JSON.parse(body) as { data: { _id: string } }).data._id;
      },
    },
    {
      method: 'PUT',
      path: '/api/time-stamp',
      headers: json,
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({ timeStampId: (context as { stampId?: string }).stampId, ended: true }),
      }),
    },
  ];
}

const round = (value: number) => Math.round(value);
console.log(`\nCost per request: ${seconds} s per row, one server process per target, loopback, SQLite`);
console.table(
  rows.map((row) => ({
    target: row.target,
    connections: row.connections,
    'req/s': round(row.rps),
    '× bare Fastify': (row.rps / bare.rps).toFixed(2),
    'server CPU per request (µs)': round(row.cpuPerRequest),
    'p50 / p99 ms': `${row.p50} / ${row.p99}`,
    failures: row.failures,
  })),
);

const mixedNames = [
  'GET /api/health',
  'GET /api/auth/user',
  'GET /api/time-group?date=<today>',
  'POST + PUT /api/time-stamp',
];
console.log(
  `\nMixed load, ${mixedSeconds} s, 20 connections, LOG_LEVEL ${logLevel === 'default' ? 'unset (server default)' : logLevel}`,
);
console.table(
  memory.mixed.perPlan.map((plan, i) => ({ part: mixedNames[i], 'req/s': round(plan.rps), failures: plan.failures })),
);
console.log(`server CPU per request over the mix: ${round(memory.mixed.cpuPerRequest)} µs`);
const mib = (value: number) => `${value.toFixed(1)} MiB (${((value * 2 ** 20) / 1e6).toFixed(1)} MB)`;
console.log(
  `resident memory: ${mib(memory.rssBefore)} before the mix, ${mib(memory.rssAfter)} after, peak ${mib(memory.rssPeak)}`,
);

const authRead = rows.find((row) => row.target.startsWith('GET /api/auth/user'))!;
const wideList = rows.find((row) => row.target.startsWith('GET /api/time-group') && row.connections === 100)!;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const share = authRead.rps / bareFull.rps;
const rssMB = (memory.rssAfter * 2 ** 20) / 1e6;
console.log('\nTargets');
console.table([
  {
    target: 'signed-in read ≥ 50% of bare + plugins req/s',
    measured: `${(share * 100).toFixed(0)}%`,
    verdict: verdict(share >= 0.5),
  },
  {
    target: 'time-group list ≥ 1,500 req/s at 100 connections',
    measured: `${round(wideList.rps)} req/s`,
    verdict: verdict(wideList.rps >= 1500),
  },
  { target: 'RSS after the mixed load ≤ 150 MB', measured: `${rssMB.toFixed(1)} MB`, verdict: verdict(rssMB <= 150) },
]);
