import { NOTES_COLLECTIONS_MAX } from '@ordna/contract/notes';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import { sql } from 'kysely';
import type { Question } from '@ordna/contract/notes';
import type { ShareRole } from '@ordna/contract/sharing';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { PreparedQuery } from '../../db/prepared-query';
import { roleOf, shareableContainer, sharedWithTable } from '../sharing/public';

/** The person's notes collections: rows or undefined; the routes decide refusals. */

export interface CollectionRow {
  id: string;
  name: string;
  questions: Question[];
  createdAt: number;
}

function rowOf<T extends { questions: string }>(row: T): Omit<T, 'questions'> & { questions: Question[] } {
  return { ...row, questions: JSON.parse(row.questions) as Question[] };
}

/**
 * The person's collections and those shared with them, in name order, in one query; a shared one
 * carries the share's id, the role and its owner's name.
 */
export function visibleCollectionsQuery(db: Db, personId: string) {
  const own = db
    .selectFrom('notesCollections')
    .select([
      'id',
      'name',
      'nameKey',
      'questions',
      'createdAt',
      'userId',
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ])
    .where('userId', '=', personId);
  const shared = db
    .selectFrom(sharedWithTable(db, personId, 'notesCollection'))
    .innerJoin('notesCollections', 'notesCollections.id', 'shared.thingId')
    .select([
      'notesCollections.id',
      'notesCollections.name',
      'notesCollections.nameKey',
      'notesCollections.questions',
      'notesCollections.createdAt',
      'notesCollections.userId',
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ]);
  return own.unionAll(shared).orderBy('nameKey').orderBy('id');
}

// Compiled once: the collections page and every change of a collection read it.
const visibleCollections = new PreparedQuery((db: Db, [personId]: readonly string[]) =>
  visibleCollectionsQuery(db, personId!),
);

/** The person's collections and those shared with them, in name order. */
export async function listVisibleCollections(db: Db, personId: string) {
  const rows = await visibleCollections.execute(db, 'visible', [personId]);
  return rows.map(({ nameKey: _nameKey, ...row }) => rowOf(row));
}

/**
 * A collection by id with its owner, whoever that is, and the person's role on it (null unless
 * shared with them): the access check in the same statement (`requireReadAccess`).
 */
export async function findCollectionWithRole(db: Db, personId: string, notesCollectionId: string) {
  const row = await db
    .selectFrom('notesCollections')
    .select([
      'id',
      'name',
      'questions',
      'createdAt',
      'userId',
      roleOf(db, personId, 'notesCollection', 'notesCollections.id'),
    ])
    .where('id', '=', notesCollectionId)
    .executeTakeFirst();
  return row && rowOf(row);
}

/** A collection by id with its owner, whoever that is (the caller asks sharing). */
export async function findAnyCollection(db: Db, notesCollectionId: string) {
  const row = await db
    .selectFrom('notesCollections')
    .select(['id', 'name', 'questions', 'createdAt', 'userId'])
    .where('id', '=', notesCollectionId)
    .executeTakeFirst();
  return row && rowOf(row);
}

/** A notes collection's name, count and removal (db/named-container-store.ts); its row is inserted with its questions below. */
export const notesCollectionStore = namedContainerStore('notesCollections');

export async function insertCollection(db: Db, userId: string, row: CollectionRow): Promise<void> {
  await db
    .insertInto('notesCollections')
    .values({ ...row, userId, nameKey: row.name.toLowerCase(), questions: JSON.stringify(row.questions) })
    .execute();
}

export async function updateCollection(
  db: Db,
  userId: string,
  notesCollectionId: string,
  change: { name: string; questions: Question[] },
): Promise<void> {
  await db
    .updateTable('notesCollections')
    .set({ name: change.name, nameKey: change.name.toLowerCase(), questions: JSON.stringify(change.questions) })
    .where('userId', '=', userId)
    .where('id', '=', notesCollectionId)
    .execute();
}

/** Notes collections as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const notesCollectionContainer = shareableContainer('notesCollection', notesCollectionStore, {
  duplicate: notesRefusals.duplicateCollection,
  cap: { max: NOTES_COLLECTIONS_MAX, tooMany: notesRefusals.tooManyCollections },
});
