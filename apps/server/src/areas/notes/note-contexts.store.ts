// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db } from '../../db/database';

/**
 * A person's contexts and the links that put notes in them. Contexts are personal: each person
 * files the notes they can read (their own and shared ones) in their own contexts.
 */

export async function listContexts(db: Db, userId: string) {
  const rows = await db
    .selectFrom('noteContexts')
    .leftJoin('noteContextLinks', 'noteContextLinks.contextId', 'noteContexts.id')
    .select([
      'noteContexts.id',
      'noteContexts.name',
      (eb) => eb.fn.count<number | string>('noteContextLinks.noteId').as('noteCount'),
    ])
    .where('noteContexts.userId', '=', userId)
    .groupBy(['noteContexts.id', 'noteContexts.name', 'noteContexts.nameKey'])
    .orderBy('noteContexts.nameKey')
    .execute();
  return rows.map((row) => ({ ...row, noteCount: Number(row.noteCount) }));
}

export function findContext(db: Db, userId: string, contextId: string) {
  return db
    .selectFrom('noteContexts')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', contextId)
    .executeTakeFirst();
}

export function findContextByName(db: Db, userId: string, name: string) {
  return db
    .selectFrom('noteContexts')
    .select(['id'])
    .where('userId', '=', userId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

/** How many of `contextIds` are the person's. */
export async function countOwnContexts(db: Db, userId: string, contextIds: readonly string[]): Promise<number> {
  if (contextIds.length === 0) return 0;
  const row = await db
    .selectFrom('noteContexts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('id', 'in', contextIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countContexts(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('noteContexts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertContext(db: Db, row: { id: string; userId: string; name: string; createdAt: number }) {
  await db
    .insertInto('noteContexts')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function renameContext(db: Db, userId: string, contextId: string, name: string): Promise<void> {
  await db
    .updateTable('noteContexts')
    .set({ name, nameKey: name.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', contextId)
    .execute();
}

/** Deletes a context and its links; the notes stay (run it in a transaction). */
export async function deleteContext(tx: Db, userId: string, contextId: string): Promise<void> {
  await tx.deleteFrom('noteContextLinks').where('userId', '=', userId).where('contextId', '=', contextId).execute();
  await tx.deleteFrom('noteContexts').where('userId', '=', userId).where('id', '=', contextId).execute();
}

/** The person's contexts of each note, by note id. */
export async function contextsOfNotes(db: Db, userId: string, noteIds: readonly string[]) {
  const byNote = new Map<string, string[]>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .selectFrom('noteContextLinks')
    .select(['noteId', 'contextId'])
    .where('userId', '=', userId)
    .where('noteId', 'in', noteIds)
    .orderBy('contextId')
    .execute();
  for (const row of rows) byNote.set(row.noteId, [...(byNote.get(row.noteId) ?? []), row.contextId]);
  return byNote;
}

/** Puts the note in exactly these of the person's contexts (run it in a transaction). */
export async function setNoteContexts(tx: Db, userId: string, noteId: string, contextIds: readonly string[]) {
  // The note's row (its owner's, in a shared collection) is written first so two settings at once take turns (docs/architecture.md,
  // "Concurrent writes"): the second deletes what the first inserted instead of clashing with it.
  await tx
    .updateTable('notes')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', noteId)
    .execute();
  await tx.deleteFrom('noteContextLinks').where('userId', '=', userId).where('noteId', '=', noteId).execute();
  if (contextIds.length === 0) return;
  await tx
    .insertInto('noteContextLinks')
    .values(contextIds.map((contextId) => ({ userId, contextId, noteId })))
    .execute();
}
