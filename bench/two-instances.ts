import { startThrowawayPostgres } from './throwaway-postgres';
import { startBuiltServer, type RunningServer } from './server-process';

/**
 * `run` with the built server twice on one throwaway PostgreSQL (ports `port` and `port + 1`), as
 * the several-instances benchmarks measure it; all stopped afterwards. Without the PostgreSQL
 * binaries it says so and runs nothing.
 */
export async function withTwoPostgresInstances(
  pgPort: number,
  port: number,
  run: (a: RunningServer, b: RunningServer) => Promise<void>,
): Promise<void> {
  const pg = startThrowawayPostgres(pgPort);
  if (!pg) {
    console.log('PostgreSQL, two instances: skipped (no PostgreSQL binaries under /usr/lib/postgresql)');
    return;
  }
  const servers: RunningServer[] = [];
  try {
    // One at a time: the first migrates the database.
    servers.push(await startBuiltServer(port, { databaseUrl: pg.url }));
    servers.push(await startBuiltServer(port + 1, { databaseUrl: pg.url }));
    const [a, b] = servers as [RunningServer, RunningServer];
    await run(a, b);
  } finally {
    for (const server of servers) await server.stop();
    pg.stop();
  }
}
