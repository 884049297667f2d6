/**
 * HTTP load: requests per second and p50/p99 latency for GET /api/health and an authenticated
 * read (GET /api/auth/user), side by side, against the built server; then its resident memory.
 * Run with `npm run bench` (builds first). BENCH_SECONDS and BENCH_CONNECTIONS tune it.
 */
import autocannon from 'autocannon';
import { signUp } from './api-client';
import { residentMiB, startBuiltServer } from './server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3901));
try {
  const person = await signUp(server.url, `bench${Date.now()}`);
  const rssBefore = residentMiB(server.pid);
  const rows = [
    await load('GET /api/health', `${server.url}/api/health`),
    await load('GET /api/auth/user (signed in)', `${server.url}/api/auth/user`, person.headers),
  ];
  const rssAfter = residentMiB(server.pid);
  console.log(`\nHTTP load, ${connections} connections, ${seconds} s each, SQLite, one server process`);
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'errors/non-2xx': row.errors,
    })),
  );
  console.log(`server resident memory: ${rssBefore.toFixed(1)} MiB before load, ${rssAfter.toFixed(1)} MiB after`);
} finally {
  await server.stop();
}
