/**
 * Stop and restart without losing anyone: two built server instances on one throwaway
 * PostgreSQL behind a tiny round-robin balancer (below; like nginx's defaults it opens a
 * connection per request, sends a request that finds an upstream refusing connections on to the
 * other one, and does the same for a GET whose connection broke before any answer; like haproxy's
 * `option httpchk` it checks each upstream's /api/health every 200 ms and sends nothing to one that
 * does not answer 200). The instances run with STOP_DRAIN_SECONDS=1, so after SIGTERM their health
 * says 503 for a second while they still serve. Signed-in clients read and create time groups through it
 * while one instance gets SIGTERM and is started again, then the other. Prints requests sent,
 * dropped (no answer, or the balancer lost the upstream mid-request: must be 0), answers other
 * than 2xx, how long each stop took, and acknowledged writes lost (must be 0).
 * `npm run build` first. BENCH_CLIENTS (8), BENCH_PG_PORT (55432), BENCH_PORT (3941: the
 * balancer; the instances take the next two).
 */
import http from 'node:http';
import { signUp, type Person } from './api-client';
import { checkWrites, type AcknowledgedWrite } from './durability-writers';
import { startBuiltServer, type RunningServer } from './server-process';
import { startThrowawayPostgres } from './throwaway-postgres';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 8);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55432);
const port = Number(process.env.BENCH_PORT ?? 3941);
const upstreams = [port + 1, port + 2];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why the balancer lost a request (an upstream broke after taking it). */
const lostUpstream: string[] = [];
/** Requests the balancer sent to the other upstream: refused connections, and broken ones it could repeat. */
const retried = { refused: 0, reset: 0 };
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Upstreams whose last health check answered 200 (all of them until checked). */
const healthy = new Set(upstreams);
const HEALTH_CHECK_MS = 200;

/** Asks each upstream's /api/health, as a balancer's active check does; an error counts as down. */
function checkHealth(): NodeJS.Timeout {
  return setInterval(() => {
    for (const upstream of upstreams) {
      const probe = http.get({ host: '127.0.0.1', port: upstream, path: '/api/health', agent: false }, (answer) => {
        if (answer.statusCode === 200) healthy.add(upstream);
        else healthy.delete(upstream);
        answer.resume();
      });
      probe.setTimeout(1000, () => probe.destroy());
      probe.on('error', () => healthy.delete(upstream));
    }
  }, HEALTH_CHECK_MS);
}

/** Answers 502 only when an upstream broke after taking the request; a refused connection goes to the next. */
function startBalancer(): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++;
      // Healthy upstreams first in round-robin order; the others only if none is healthy.
      const order = upstreams.map((_, i) => upstreams[(first + i) % upstreams.length]!);
      const ranked = [...order.filter((one) => healthy.has(one)), ...order.filter((one) => !healthy.has(one))];
      const attempt = (tries: number) => {
        const upstream = ranked[tries]!;
        const forward = http.request(
          {
            host: '127.0.0.1',
            port: upstream,
            method: request.method,
            path: request.url,
            headers: request.headers,
            agent: false,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        forward.on('error', (error: NodeJS.ErrnoException) => {
          const another = tries + 1 < upstreams.length;
          if (error.code === 'ECONNREFUSED' && another) {
            retried.refused++;
            return attempt(tries + 1);
          }
          // As nginx's default `proxy_next_upstream error`: a connection that broke before any
          // answer goes to the next upstream too, but only for a method that may be repeated.
          if (!response.headersSent && another && IDEMPOTENT.has(request.method ?? '')) {
            retried.reset++;
            return attempt(tries + 1);
          }
          lostUpstream.push(
            `${request.method} ${error.code ?? error.message}${response.headersSent ? ' after the answer began' : ''}`,
          );
          if (!response.headersSent)
            response.writeHead(502, { 'content-type': 'text/plain' }).end(error.code ?? 'error');
          else response.destroy();
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Tally {
  sent: number;
  dropped: number;
  byStatus: Map<number, number>;
  acknowledged: AcknowledgedWrite[];
}

async function client(url: string, person: Person, index: number, tally: Tally, running: () => boolean) {
  for (let n = 0; running(); n++) {
    const write = n % 2 === 0;
    tally.sent++;
    try {
      const response = await fetch(`${url}/api/time-group${write ? '' : `?date=2026-11-26`}`, {
        method: write ? 'POST' : 'GET',
        headers: { ...person.headers, ...(write && { 'content-type': 'application/json' }) },
        body: write ? JSON.stringify({ name: `client ${index} group ${n}` }) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as { data?: { _id: string } } | null;
      if (response.status === 502) tally.dropped++;
      else tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      if (write && response.status === 201 && answer?.data)
        tally.acknowledged.push({ kind: 'time group', id: answer.data._id, person });
    } catch (error) {
      tally.dropped++;
      const cause =
        error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.name) : 'error';
      lostUpstream.push(`${write ? 'POST' : 'GET'} ${cause} between the client and the balancer`);
    }
  }
}

const cluster = startThrowawayPostgres(pgPort);
if (!cluster) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
const start = (upstream: number) =>
  startBuiltServer(upstream, { databaseUrl: cluster.url, logLevel: 'error', env: { STOP_DRAIN_SECONDS: '1' } });
const servers: (RunningServer | null)[] = [];
const balancer = await startBalancer();
const checks = checkHealth();
try {
  // One after the other: the first migrates the empty database.
  for (const upstream of upstreams) servers.push(await start(upstream));
  const url = `http://127.0.0.1:${port}`;
  const people: Person[] = [];
  for (let i = 0; i < clientCount; i++) people.push(await signUp(url, `rolling${i}_${Date.now()}`));
  const tally: Tally = { sent: 0, dropped: 0, byStatus: new Map(), acknowledged: [] };
  let running = true;
  const clients = people.map((person, i) => client(url, person, i, tally, () => running));

  const steps: Record<string, string | number>[] = [];
  await pause(3_000);
  for (const [i, upstream] of upstreams.entries()) {
    const stopping = performance.now();
    const sentBefore = tally.sent;
    await servers[i]!.stop();
    const stopMs = performance.now() - stopping;
    servers[i] = null;
    servers[i] = await start(upstream);
    steps.push({
      instance: i + 1,
      'SIGTERM until exit ms': Math.round(stopMs),
      'down until healthy again ms': Math.round(performance.now() - stopping),
      'requests meanwhile': tally.sent - sentBefore,
    });
    await pause(2_000);
  }
  running = false;
  await Promise.all(clients);

  console.log(`\n${clientCount} clients (read, create, by turns) through a round-robin balancer over 2 instances`);
  console.table(steps);
  const nonOk = [...tally.byStatus].filter(([status]) => status < 200 || status >= 300);
  console.log(
    `Requests sent: ${tally.sent}; dropped: ${tally.dropped}; answers other than 2xx: ${nonOk.reduce((sum, [, n]) => sum + n, 0)}`,
  );
  console.log(`Answers by status: ${[...tally.byStatus].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  const { found, missing } = await checkWrites(url, tally.acknowledged);
  console.log(`Acknowledged writes: ${tally.acknowledged.length}; found afterwards: ${found}; lost: ${missing}`);
  console.log(
    `Sent on by the balancer: ${retried.refused} refused connections, ${retried.reset} broken before an answer (GET)`,
  );
  if (lostUpstream.length > 0) console.log(`Dropped: ${lostUpstream.join(', ')}`);
  console.log(tally.dropped === 0 ? 'No request was dropped.' : `${tally.dropped} requests were DROPPED.`);
} finally {
  for (const server of servers) await server?.stop();
  clearInterval(checks);
  balancer.close();
  cluster.stop();
}
