import type { Db, Dialect } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nextTurn } from '../../lib/next-turn';
import { indexUnindexed } from './note-search.store';
import { tagNotesAfter } from './note-tags.store';
import { recountNotesOwned } from './notes-owners.store';

/** Notes given search entries per transaction (SQLite): a few milliseconds of the one writer. */
const INDEX_BATCH = 2_000;

/**
 * An imported person's notes (`personArrived`) counted, given their search entries and read for
 * their #tags, in batches of their own transactions: on SQLite another person's write goes in
 * between them instead of waiting for a whole account's notes. Nobody else changes an importing
 * account's notes meanwhile.
 */
export async function notesArrived(db: Db, dialect: Dialect, userId: string): Promise<void> {
  await inTransaction(db, (tx) => recountNotesOwned(tx, dialect, userId));
  for (;;) {
    const indexed = await inTransaction(db, (tx) => indexUnindexed(tx, dialect, userId, INDEX_BATCH));
    if (indexed < INDEX_BATCH) break;
    await nextTurn();
  }
  let after: string | null = '';
  while (after !== null) {
    const from: string = after;
    after = await inTransaction(db, (tx) => tagNotesAfter(tx, userId, from));
    await nextTurn();
  }
}
