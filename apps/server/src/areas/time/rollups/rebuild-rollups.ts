import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { bulkInsert } from './bulk-insert';
import { insertGroupRollups } from './group-rollups';
import { RollupDeltas, type DayDelta, type PeriodDelta, type StampSpan, type TotalDelta } from './rollup-deltas';

/**
 * Builds the rollups from scratch: after a time-zone change (days move), for seeding, and in the
 * test that checks what the writes kept, with bulk inserts.
 */

const READ_BATCH = 10_000;

export class RollupBuilder {
  private readonly deltas: RollupDeltas;

  constructor(
    private readonly userId: string,
    timeZone: string,
  ) {
    this.deltas = new RollupDeltas(timeZone);
  }

  /** Adds one ended stamp. */
  add(stamp: Omit<StampSpan, 'userId'> & { endTime: number }): void {
    this.deltas.add({ ...stamp, userId: this.userId }, 1);
  }

  /** Inserts what was added (the person's rollups must be empty first). */
  async write(tx: Db): Promise<void> {
    const { days, periods, totals, longest } = this.deltas;
    const owner = ['userId', 'timeGroupId', 'subGroupId', 'auto', 'ms', 'count'] as const;
    await bulkInsert<DayDelta>(tx, 'timeDayTotals', [...owner, 'day'], [...days.values()]);
    await bulkInsert<PeriodDelta>(tx, 'timePeriodTotals', [...owner, 'grain', 'start'], [...periods.values()]);
    await bulkInsert<TotalDelta>(tx, 'timeSubGroupTotals', owner, [...totals.values()]);
    await insertGroupRollups(tx, [...days.values()], [...periods.values()], [...totals.values()]);
    if (longest >= 0)
      await tx.insertInto('timeUserBounds').values({ userId: this.userId, longestMs: longest }).execute();
  }
}

export async function clearRollups(tx: Db, userId: string): Promise<void> {
  const tables = [
    'timeDayTotals',
    'timePeriodTotals',
    'timeSubGroupTotals',
    'timeGroupTotals',
    'timeUserBounds',
  ] as const;
  for (const table of tables) {
    await tx.deleteFrom(table).where('userId', '=', userId).execute();
  }
}

/** Rebuilds a person's rollups from their stamps in one transaction (call it when their time zone changes). */
export async function rebuildRollups(db: Db, userId: string, timeZone: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const builder = new RollupBuilder(userId, timeZone);
    for await (const rows of stampsOf(tx, userId)) {
      for (const row of rows)
        if (row.ended === 1 && row.endTime !== null) builder.add({ ...row, endTime: row.endTime });
    }
    await clearRollups(tx, userId);
    await builder.write(tx);
  });
}

/** A person's stamps, READ_BATCH at a time: keyset over (startTime, id) through the (userId, startTime) index. */
export async function* stampsOf(db: Db, userId: string) {
  let after = { startTime: Number.MIN_SAFE_INTEGER, id: '' };
  for (;;) {
    const rows = await db
      .selectFrom('timeStamps')
      .select(['id', 'timeGroupId', 'subGroupId', 'startTime', 'endTime', 'ended', 'auto'])
      .where('userId', '=', userId)
      .where('startTime', '>=', after.startTime)
      .where((eb) =>
        eb.or([
          eb('startTime', '>', after.startTime),
          eb.and([eb('startTime', '=', after.startTime), eb('id', '>', after.id)]),
        ]),
      )
      .orderBy('startTime')
      .orderBy('id')
      .limit(READ_BATCH)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < READ_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { startTime: last.startTime, id: last.id };
  }
}
