import { sql } from 'kysely';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db } from '../../db/database';
import { sharedThingIds } from '../sharing/public';

/**
 * The notes area's reads for the dashboard, as selects the dashboard runs in its one statement
 * (each "own or shared" listing is its two indexed branches, as in notes-list.store.ts).
 */

const NOTE = ['id', 'userId', 'notesCollectionId', 'name', 'body', 'effectiveDate'] as const;

/**
 * The notes a person sees dated from `from` to `to`, as two branches each read through its index:
 * their own (`notes_effective`), and those of the collections shared with them, found from their
 * share rows by (owner, collection) (`notes_collection_page`: a collection's notes are its
 * owner's) rather than every note of each shared collection by its id.
 */
function datedBranches(db: Db, personId: string, from: string, to: string) {
  const dated = db.selectFrom('notes').where('notes.effectiveDate', '>=', from).where('notes.effectiveDate', '<=', to);
  const own = dated.where('notes.userId', '=', personId);
  const shared = dated.where((eb) =>
    eb(
      eb.refTuple('notes.userId', 'notes.notesCollectionId'),
      'in',
      eb
        .selectFrom('share')
        .select(['share.ownerId', 'share.thingId'])
        .where('share.personId', '=', personId)
        .where('share.kind', '=', 'notesCollection')
        .$asTuple('ownerId', 'thingId'),
    ),
  );
  return [own, shared] as const;
}

/**
 * Notes a person sees whose effective date lies from `from` to `to`, newest first, at most
 * `limit`, each body cut to its first `bodyChars` characters (a note may hold 50,000).
 */
export function notesOnDatesRead(
  db: Db,
  personId: string,
  range: { from: string; to: string },
  limit: number,
  bodyChars: number,
) {
  const [own, shared] = datedBranches(db, personId, range.from, range.to);
  const cut = (branch: typeof own, name: string) =>
    db
      .selectFrom(
        branch
          .select(['notes.id', 'notes.userId', 'notes.notesCollectionId', 'notes.name'])
          .select(sql<string>`substr(${sql.ref('notes.body')}, 1, ${sql.lit(bodyChars)})`.as('body'))
          .select(['notes.effectiveDate', 'notes.createdAt'])
          .orderBy('notes.effectiveDate', 'desc')
          .orderBy('notes.createdAt', 'desc')
          .orderBy('notes.id', 'desc')
          .limit(limit)
          .as(name),
      )
      .select([...NOTE, 'createdAt']);
  return cut(own, 'own')
    .unionAll(cut(shared, 'shared'))
    .orderBy('effectiveDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** How many notes a person sees per effective date from `from` to `to`, each branch grouped through its index. */
export function notesPerDateRead(db: Db, personId: string, from: string, to: string) {
  const [own, shared] = datedBranches(db, personId, from, to).map((branch) =>
    branch.select(['notes.effectiveDate', sql<number>`count(*)`.as('count')]).groupBy('notes.effectiveDate'),
  );
  return own!.unionAll(shared!);
}

/**
 * The answers notes dated from `from` to `to` in the collections the person sees (own or shared);
 * the caller keeps those written by each collection's owner.
 */
export function answersRead(db: Db, personId: string, from: string, to: string) {
  const own = db.selectFrom('notesCollections').select('id').where('userId', '=', personId);
  return db
    .selectFrom('notes')
    .select(['id', 'notesCollectionId', 'answersFor', 'userId'])
    .where((eb) =>
      eb.or([
        eb('notesCollectionId', 'in', own),
        eb('notesCollectionId', 'in', sharedThingIds(db, personId, 'notesCollection')),
      ]),
    )
    .where('answersFor', '>=', from)
    .where('answersFor', '<=', to)
    .orderBy('answersFor');
}
