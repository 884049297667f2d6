// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import { sql, type AliasedExpression } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { PreparedQuery } from '../../db/prepared-query';
import { COLUMNS, rowOf, type NoteColumns, type NoteRow } from './note-row';
import { filteredNotes, ownerOfCollection, type NotesFilter } from './notes-filter.store';

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

/** A page of a listing: `wanted` is offset + limit (the rows each branch is cut to), bound as its own value. */
interface ListedPage {
  offset: number;
  limit: number;
  wanted: number;
}

/** The ids of one page with their order's columns, newest effective date first. */
function pageOrder(db: Db, dialect: Dialect, filter: NotesFilter, page: ListedPage) {
  const branches = branchesOf(db, filter, dialect);
  if (branches.length === 1) return newestFirst(branches[0]!).offset(page.offset).limit(page.limit);
  const { wanted } = page;
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

/** Columns a caller reads in the listing's statement (answered under `also`), made from the listing's values. */
export interface AlsoColumns {
  /** Names this set of columns among the listing's compiled shapes. */
  key: string;
  columns: (db: Db, filter: NotesFilter, readerId: string) => readonly AliasedExpression<unknown, string>[];
}

/** The listing's one statement (see `listedPage`), built from a filter, a page and the reader. */
function listingQuery(
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: ListedPage,
  readerId: string,
  also: AlsoColumns | undefined,
) {
  return db
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
      ...(also?.columns(db, filter, readerId) ?? []),
    ]);
}

/** A filter's strings (ids, tag, dates) replaced in order: what `map` answers for each. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, map)])) as T;
}

/** Where an owner given as an expression stands in a listing's shape: the collection's owner, read by its key. */
const OWNER_OF_COLLECTION = { ownerOfCollection: true } as const;

/**
 * Every listing compiled once per shape (which scope, context, tag, dates, extra columns), then run
 * with its values: building and compiling this statement with Kysely cost about as much CPU as
 * SQLite takes to run it (bench/notes-listings-cpu.ts). The shape is the filter with its strings
 * blanked, so it is its own key; an owner given as an expression is `ownerOfCollection` of the
 * scope's collection, the only one the routes give.
 */
const listing = new PreparedQuery((db: Db, values: readonly unknown[], key) => {
  const { shape, dialect } = JSON.parse(key) as { shape: NotesFilter; dialect: Dialect; also: string | null };
  const [readerId, offset, limit, wanted, ...strings] = values as [string, number, number, number, ...string[]];
  let at = 0;
  const filter = mapStrings(shape, () => strings[at++]!);
  if ('ownerId' in filter.scope && typeof filter.scope.ownerId !== 'string') {
    filter.scope = { ...filter.scope, ownerId: ownerOfCollection(db, filter.scope.notesCollectionId!) };
  }
  return listingQuery(db, dialect, filter, { offset, limit, wanted }, readerId, alsoByKey.get(key));
});

/** The extra columns of each compiled shape, by its key (one per caller that asks for them). */
const alsoByKey = new Map<string, AlsoColumns>();

function shapeOf(filter: NotesFilter): { shape: NotesFilter; strings: string[] } {
  if (filter.words.length > 0) throw new Error('A listing has no words (a search is notes.store.ts)');
  const { scope } = filter;
  const expressionOwner = 'ownerId' in scope && typeof scope.ownerId !== 'string';
  if (expressionOwner && scope.notesCollectionId === undefined) {
    throw new Error("An owner given as an expression is a collection's owner");
  }
  const plain = expressionOwner ? { ...filter, scope: { ...scope, ownerId: OWNER_OF_COLLECTION } } : filter;
  const strings: string[] = [];
  const shape = mapStrings(plain as NotesFilter, (text) => {
    strings.push(text);
    return '';
  });
  return { shape, strings };
}

/** A listing's read: the page's notes, how many pass, the reader's contexts of them, and `also`'s columns. */
type ListedPageRead = (
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
  readerId: string,
  also?: AlsoColumns,
) => Promise<{ rows: NoteRow[]; total: number; contexts: Map<string, string[]>; also: Record<string, unknown> }>;

/**
 * One page of notes without words, in one statement (one round trip on PostgreSQL): how many
 * pass the filter, the page's notes whole in date order (only the page's rows are read whole, so
 * a deep page never sorts bodies), the reader's contexts of those notes, and the columns `also`
 * asks for (answered under `also`).
 */
export const listedPage: ListedPageRead = async (db, dialect, filter, page, readerId, also) => {
  const { shape, strings } = shapeOf(filter);
  const key = JSON.stringify({ shape, dialect, also: also?.key ?? null });
  if (also) alsoByKey.set(key, also);
  const values = [readerId, page.offset, page.limit, page.offset + page.limit, ...strings];
  const [row] = await listing.execute(db, key, values);
  return pageAnswerOf(row as Record<string, unknown>);
};

/** The same page built and compiled anew by Kysely (the way before `listing`; bench/notes-listings-cpu.ts compares them). */
export const listedPageBuiltAnew: ListedPageRead = async (db, dialect, filter, page, readerId, also) => {
  const wanted = page.offset + page.limit;
  const row = await listingQuery(db, dialect, filter, { ...page, wanted }, readerId, also).executeTakeFirstOrThrow();
  return pageAnswerOf(row as Record<string, unknown>);
};

/** A page's row as its statement answers it (`total`, `notes` and `links` as JSON), read: also a search's (note-search-read.store.ts). */
export function pageAnswerOf(row: Record<string, unknown>) {
  const contexts = new Map<string, string[]>();
  for (const link of rowsOfColumn<{ noteId: string; contextId: string }>(row.links)) {
    contexts.set(link.noteId, [...(contexts.get(link.noteId) ?? []), link.contextId]);
  }
  const { total, notes, links: _links, ...others } = row;
  return { rows: rowsOfColumn<NoteColumns>(notes).map(rowOf), total: Number(total), contexts, also: others };
}
