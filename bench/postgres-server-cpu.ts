import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (ms) each client backend of this database has used so far, by process id. */
export type ServerCpu = Map<number, number>;

/**
 * CPU time the server processes serving this database's connections have used, from /proc:
 * PostgreSQL on this machine (a bench's own cluster), so a read's work on the server can be counted
 * beside the app's, which load does not move as it moves latency. Null where /proc cannot be read.
 * In steps of 10 ms a process: divide over many calls. Read it through a Kysely instance that is
 * not the one whose statements are counted.
 */
export async function postgresServerCpu(db: Db): Promise<ServerCpu | null> {
  const backends = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(
    db,
  );
  const cpu: ServerCpu = new Map();
  try {
    for (const { pid } of backends.rows) {
      // The fields after the command's closing parenthesis: utime is the 12th of them, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    }
  } catch {
    return null;
  }
  return cpu;
}

/** The CPU (ms) used between two readings by the backends in both (a connection opened between has none before). */
export function serverCpuBetween(before: ServerCpu | null, after: ServerCpu | null): number {
  if (!before || !after) return NaN;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}
