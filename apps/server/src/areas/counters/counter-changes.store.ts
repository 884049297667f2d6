import { sql } from 'kysely';
import type { Window } from '@ordna/contract/kernel/periods';
import type { Db } from '../../db/database';
import type { CounterChangesTable } from './counters.tables';

/**
 * A counter's changes: its history, sums over windows, and taking one back. Every query is scoped
 * by the counter's owner (`userId`), whoever made the change; amounts are whole thousandths.
 */

export type CounterChangeRow = Omit<CounterChangesTable, 'userId' | 'counterId'>;

const newestFirst = (query: ReturnType<typeof changesOf>) => query.orderBy('time', 'desc').orderBy('id', 'desc');

function changesOf(db: Db, ownerId: string, counterId: string) {
  return db.selectFrom('counterChanges').where('userId', '=', ownerId).where('counterId', '=', counterId);
}

/** One page of changes, newest first (ties in time broken by id, the same order everywhere). */
export function listChanges(
  db: Db,
  ownerId: string,
  counterId: string,
  offset: number,
  limit: number,
): Promise<CounterChangeRow[]> {
  return newestFirst(changesOf(db, ownerId, counterId))
    .select(['id', 'amount', 'time', 'personId', 'kind'])
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countChanges(db: Db, ownerId: string, counterId: string): Promise<number> {
  const row = await changesOf(db, ownerId, counterId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The sum of the newest `count` changes: what the value was before them is the value less this. */
export async function sumNewest(db: Db, ownerId: string, counterId: string, count: number): Promise<number> {
  if (count === 0) return 0;
  const newest = newestFirst(changesOf(db, ownerId, counterId))
    .select('amount')
    .limit(count)
    .as('newest');
  const row = await db
    .selectFrom(newest)
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** When the first change was made, or undefined when there is none. */
export async function firstChangeTime(db: Db, ownerId: string, counterId: string): Promise<number | undefined> {
  const row = await changesOf(db, ownerId, counterId)
    .select((eb) => eb.fn.min<number | string | null>('time').as('first'))
    .executeTakeFirstOrThrow();
  return row.first === null ? undefined : Number(row.first);
}

/** Per counter (of the given owners), the sum of its changes inside the window. */
export async function sumsInWindow(
  db: Db,
  counters: readonly { id: string; userId: string }[],
  window: Window,
): Promise<Map<string, number>> {
  if (counters.length === 0) return new Map();
  const rows = await db
    .selectFrom('counterChanges')
    .select(['counterId', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('userId', 'in', [...new Set(counters.map((counter) => counter.userId))])
    .where(
      'counterId',
      'in',
      counters.map((counter) => counter.id),
    )
    .where('time', '>=', window.start)
    .where('time', '<', window.end)
    .groupBy('counterId')
    .execute();
  return new Map(rows.map((row) => [row.counterId, Number(row.total)]));
}

/** One column a window (`w0`, `w1`…) summing the changes inside it, and `after` for those at or after `after`. */
function windowColumns(windows: readonly Window[], after: number) {
  const time = sql.ref('time');
  const amount = sql.ref('amount');
  return [
    ...windows.map((window, i) =>
      sql<
        string | number | null
      >`sum(case when ${time} >= ${window.start} and ${time} < ${window.end} then ${amount} else 0 end)`.as(`w${i}`),
    ),
    sql<string | number | null>`sum(case when ${time} >= ${after} then ${amount} else 0 end)`.as('after'),
  ];
}

type WindowSums = { totals: number[]; after: number };

function windowSumsOf(row: Record<string, string | number | null>, count: number): WindowSums {
  return { totals: Array.from({ length: count }, (_, i) => Number(row[`w${i}`] ?? 0)), after: Number(row.after ?? 0) };
}

const earliest = (windows: readonly Window[], after: number) =>
  Math.min(after, ...windows.map((window) => window.start));

/**
 * The sum of a counter's changes in each window (one query, one column a window), and the sum of
 * those at or after `after`, from which the value at each window's end follows.
 */
export async function sumsPerWindow(
  db: Db,
  ownerId: string,
  counterId: string,
  windows: readonly Window[],
  after: number,
): Promise<WindowSums> {
  const row = await changesOf(db, ownerId, counterId)
    .where('time', '>=', earliest(windows, after))
    .select(windowColumns(windows, after))
    .executeTakeFirstOrThrow();
  return windowSumsOf(row, windows.length);
}

/** The newest change the person made to the counter, if any is left. */
export function lastChangeBy(db: Db, ownerId: string, counterId: string, personId: string) {
  return newestFirst(changesOf(db, ownerId, counterId).where('personId', '=', personId))
    .select(['id', 'amount', 'kind'])
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes a change back: removes it and subtracts its amount from the value, in the database itself
 * (run it in a transaction). False when it is already gone (a second undo that arrived at once).
 */
export async function removeChange(
  tx: Db,
  ownerId: string,
  counterId: string,
  change: { id: string; amount: number },
): Promise<boolean> {
  const removed = await tx
    .deleteFrom('counterChanges')
    .where('userId', '=', ownerId)
    .where('id', '=', change.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await tx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '-', change.amount) }))
    .where('userId', '=', ownerId)
    .where('id', '=', counterId)
    .execute();
  return true;
}

/**
 * Sets the value to zero if it still is `value` (a change that arrived meanwhile makes this
 * false, and the caller reads again), recording the reset as the change of −value.
 */
export async function resetFrom(
  tx: Db,
  change: { id: string; userId: string; counterId: string; personId: string; time: number },
  value: number,
): Promise<boolean> {
  const updated = await tx
    .updateTable('counters')
    .set({ value: 0 })
    .where('userId', '=', change.userId)
    .where('id', '=', change.counterId)
    .where('value', '=', value)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await tx
    .insertInto('counterChanges')
    .values({ ...change, amount: -value, kind: 'reset' })
    .execute();
  return true;
}

/**
 * The same for every counter of the owner changed since `since` (at or before every window's
 * start), as a select: one row per counter with a column per window (`w0`, `w1`, …) and `after`.
 */
export function sumsPerWindowByCounterRead(
  db: Db,
  ownerId: string,
  windows: readonly Window[],
  after: number,
  since: number,
) {
  return db
    .selectFrom('counterChanges')
    .where('userId', '=', ownerId)
    .where('time', '>=', since)
    .select(['counterId', ...windowColumns(windows, after)])
    .groupBy('counterId');
}

/** A row of `sumsPerWindowByCounterRead` as the totals of each window and the sum after. */
export function windowSumsOfRow(row: Record<string, string | number | null>, count: number): WindowSums {
  return windowSumsOf(row, count);
}
