/**
 * What checking every answer against its schema costs (VALIDATE_ANSWERS, on in tests, off by
 * default): the built server twice, unchecked and checked, each serving GET /api/auth/user and
 * GET /api/time-group?date=<today> with 20 time groups and 200 sub groups. Prints req/s and
 * server CPU per request side by side; never fails on slowness.
 * `npm run build` first. BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_PORT (3921).
 */
import { signUp, todayIn } from './api-client';
import { loadWithCpu } from './load';
import { startBuiltServer } from './server-process';
import { seedTimeThroughApi } from './time-seed-through-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3921);
const TIME_ZONE = 'Europe/Stockholm';

const rows: Record<string, string | number>[] = [];
for (const [index, checked] of [false, true].entries()) {
  const server = await startBuiltServer(port + index, { env: { VALIDATE_ANSWERS: checked ? 'true' : 'false' } });
  try {
    const person = await signUp(server.url, `answers${Date.now()}`, TIME_ZONE);
    await seedTimeThroughApi(server.url, person, { groups: 20, subGroupsPerGroup: 10, stampsPerSubGroup: 1 });
    for (const path of ['/api/auth/user', `/api/time-group?date=${todayIn(TIME_ZONE)}`]) {
      const figures = await loadWithCpu(server.pid, {
        url: server.url + path,
        connections,
        seconds,
        headers: person.headers,
      });
      rows.push({
        answers: checked ? 'checked' : 'unchecked',
        path,
        'req/s': Math.round(figures.rps),
        'server CPU per request (µs)': Math.round(figures.cpuPerRequest),
        failures: figures.failures,
      });
    }
  } finally {
    await server.stop();
  }
}
console.log(`\nChecking answers against their schemas: ${seconds} s per row, ${connections} connections, SQLite`);
console.table(rows);
