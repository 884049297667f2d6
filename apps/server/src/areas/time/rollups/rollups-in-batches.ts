import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { nextTurn } from '../../../lib/next-turn';
import { clearRollups, stampsOf } from './rebuild-rollups';
import { RollupDeltas } from './rollup-deltas';
import { addRollups } from './rollups';

/**
 * Builds a person's rollups from their stamps in batches of their own transactions: each batch
 * of stamps read (outside a transaction) is added to the rollups with upserts and forgotten, so
 * memory holds one batch's days and weeks, never the whole account's, and SQLite's one writer
 * goes to others between the batches. For an imported account (`personArrived`), whose stamps
 * nobody else changes meanwhile; a time-zone change, which must be seen whole, uses
 * `rebuildRollups`.
 */
export async function buildRollupsInBatches(db: Db, userId: string, timeZone: string): Promise<void> {
  await inTransaction(db, (tx) => clearRollups(tx, userId));
  for await (const rows of stampsOf(db, userId)) {
    const deltas = new RollupDeltas(timeZone);
    for (const row of rows) {
      if (row.ended === 1 && row.endTime !== null) deltas.add({ ...row, userId, endTime: row.endTime }, 1);
    }
    await inTransaction(db, (tx) => addRollups(tx, userId, deltas));
    await nextTurn();
  }
}
