// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import { sql, type AliasedExpression } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { COLUMNS, rowOf, type NoteColumns, type NoteRow } from './note-row';
import { filteredNotes, type NotesFilter } from './notes-filter.store';

/**
 * Listings of notes in date order, each read through an index (docs/architecture.md, "Dialect SQL").
 * "The person's own notes or those of a collection shared with them" is an OR no index serves,
 * so it is two branches put together: the own notes through `notes_effective` (userId first) and
 * the shared collections' notes, each branch cut to the rows the page can need before they are
 * merged. An unnarrowed count of one's own notes is the count kept beside the owner, of one
 * collection's notes the count kept in the collection's row.
 */

type Branch = ReturnType<typeof filteredNotes>;

/** The branches a filter reads: one, or for all a person sees, their own and the shared. */
export function branchesOf(db: Db, filter: NotesFilter, dialect?: Dialect): Branch[] {
  const { scope } = filter;
  // A context is driven by its few links, where the OR costs nothing.
  if (!('personId' in scope) || filter.context) return [filteredNotes(db, filter, dialect)];
  return [
    filteredNotes(db, { ...filter, scope: { ownerId: scope.personId } }, dialect),
    filteredNotes(db, { ...filter, scope: { sharedWith: scope.personId } }, dialect),
  ];
}

/** A branch's ids with their order's columns, newest effective date first. */
function newestFirst(branch: Branch) {
  return branch
    .select(['notes.id', 'notes.effectiveDate', 'notes.createdAt'])
    .orderBy('notes.effectiveDate', 'desc')
    .orderBy('notes.createdAt', 'desc')
    .orderBy('notes.id', 'desc');
}

/** The ids of one page with their order's columns, newest effective date first. */
function pageOrder(db: Db, dialect: Dialect, filter: NotesFilter, page: { offset: number; limit: number }) {
  const branches = branchesOf(db, filter, dialect);
  if (branches.length === 1) return newestFirst(branches[0]!).offset(page.offset).limit(page.limit);
  const wanted = page.offset + page.limit;
  const cut = (branch: Branch, name: string) =>
    db.selectFrom(newestFirst(branch).limit(wanted).as(name)).select(['id', 'effectiveDate', 'createdAt']);
  return cut(branches[0]!, 'own')
    .unionAll(cut(branches[1]!, 'shared'))
    .orderBy('effectiveDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
}

/** How many notes pass the filter, as an expression: each branch counted through its index, or the kept count. */
function countOf(db: Db, dialect: Dialect, filter: NotesFilter) {
  const { scope } = filter;
  const unnarrowed = !filter.context && !filter.tag && !filter.from && !filter.to;
  const counts = branchesOf(db, filter, dialect).map((branch, index) =>
    'personId' in scope && index === 0 && unnarrowed
      ? db.selectFrom('notesOwners').select('noteCount').where('userId', '=', scope.personId)
      : 'ownerId' in scope && scope.notesCollectionId !== undefined && unnarrowed
        ? db.selectFrom('notesCollections').select('noteCount').where('id', '=', scope.notesCollectionId)
        : branch.select((eb) => eb.fn.countAll<number | string>().as('count')),
  );
  return sql<number | string>`${sql.join(
    counts.map((count) => sql`coalesce((${count}), 0)`),
    sql` + `,
  )}`.as('total');
}

/**
 * One page of notes without words, in one statement (one round trip on PostgreSQL): how many
 * pass the filter, the page's notes whole in date order (only the page's rows are read whole, so
 * a deep page never sorts bodies), the reader's contexts of those notes, and the columns `also`
 * asks for (answered under `also`).
 */
export async function listedPage(
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
  readerId: string,
  also: readonly AliasedExpression<unknown, string>[] = [],
): Promise<{ rows: NoteRow[]; total: number; contexts: Map<string, string[]>; also: Record<string, unknown> }> {
  const row = await db
    .with('page', () => pageOrder(db, dialect, filter, page))
    .selectNoFrom((eb) => [
      countOf(db, dialect, filter),
      rowsColumn(
        db,
        // On PostgreSQL each of the page's notes is looked up by its primary key, in a lateral read
        // that `offset 0` keeps from being merged into a join: as a join, the statement's kept
        // generic plan, which cannot know the page holds at most a page of ids, hashed them and
        // scanned every note in the table (0.3–0.4 ms of the statement's 0.6–0.9 at 1,000 notes,
        // growing with the table). SQLite looks each up by its key already.
        (dialect === 'postgres'
          ? eb.selectFrom('page').innerJoinLateral(
              (lateral) =>
                lateral
                  .selectFrom('notes')
                  .select(COLUMNS)
                  .whereRef('notes.id', '=', 'page.id')
                  .offset(sql.lit(0))
                  .as('notes'),
              (join) => join.onTrue(),
            )
          : eb.selectFrom('page').innerJoin('notes', 'notes.id', 'page.id')
        )
          .select(COLUMNS)
          .orderBy('page.effectiveDate', 'desc')
          .orderBy('page.createdAt', 'desc')
          .orderBy('page.id', 'desc'),
        'notes',
      ),
      rowsColumn(
        db,
        eb
          .selectFrom('noteContextLinks')
          .select(['noteContextLinks.noteId', 'noteContextLinks.contextId'])
          .where('noteContextLinks.userId', '=', readerId)
          .where('noteContextLinks.noteId', 'in', eb.selectFrom('page').select('page.id'))
          .orderBy('noteContextLinks.contextId'),
        'links',
      ),
      ...also,
    ])
    .executeTakeFirstOrThrow();
  const contexts = new Map<string, string[]>();
  for (const link of rowsOfColumn<{ noteId: string; contextId: string }>(row.links)) {
    contexts.set(link.noteId, [...(contexts.get(link.noteId) ?? []), link.contextId]);
  }
  const { total, notes, links: _links, ...others } = row as Record<string, unknown>;
  return { rows: rowsOfColumn<NoteColumns>(notes).map(rowOf), total: Number(total), contexts, also: others };
}
