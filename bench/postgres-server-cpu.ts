import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) the server processes of this database have used so far, from /proc: PostgreSQL on
 * this machine (a bench's own cluster), so a read's work on the server can be counted beside the
 * app's, which load does not move as it moves latency. Null where /proc cannot be read. In steps of
 * 10 ms a process: divide over many calls.
 */
export async function postgresServerCpuMs(db: Db): Promise<number | null> {
  const backends = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ticks = 0;
  try {
    for (const { pid } of backends.rows) {
      // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
