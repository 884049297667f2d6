import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Row-lock waits on PostgreSQL, for tests that make two writes overlap inside one statement:
 * a third transaction holds a row, a write starts and waits at it, the next write starts, then
 * the row is let go. Bounded polls of pg_stat_activity, no fixed sleeps.
 */

const POLLS = 500;
const POLL_MS = 20;

/** The pid of a backend held up by `pid`, or null once `stop` answers true; throws after ~10 s. */
export async function heldUpBy(db: Db, pid: number, stop: () => boolean = () => false): Promise<number | null> {
  for (let attempt = 0; attempt < POLLS; attempt++) {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db);
    if (rows[0]) return rows[0].pid;
    if (stop()) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`nothing waited for backend ${pid}`);
}

/** A transaction that has run `lock` and holds its locks until `letGo` is called. */
export async function holdLocks(
  db: Db,
  lock: (tx: Db) => Promise<unknown>,
): Promise<{ pid: number; letGo: () => void }> {
  let letGo = () => {};
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const pid = await new Promise<number>((held, failed) => {
    db.transaction()
      .execute(async (tx) => {
        await lock(tx);
        held((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid);
        await released;
      })
      .catch(failed);
  });
  return { pid, letGo };
}

/** A transaction holding one row of `table` (by id) FOR UPDATE until `letGo` is called. */
export function holdRow(db: Db, table: 'timeStamps' | 'timeGroups' | 'subGroups' | 'urlRules', id: string) {
  return holdLocks(db, (tx) => sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(tx));
}

/**
 * Two writes made to overlap behind `holder`: `first` starts and waits at the held row, `second`
 * starts and waits for `first` (or finishes), then the row is let go. Answers both answers.
 */
export async function overlapBehind<A, B>(
  db: Db,
  holder: { pid: number; letGo: () => void },
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const one = first();
  const firstPid = (await heldUpBy(db, holder.pid))!;
  let done = false;
  const two = second().finally(() => (done = true));
  await heldUpBy(db, firstPid, () => done);
  holder.letGo();
  return Promise.all([one, two]);
}
