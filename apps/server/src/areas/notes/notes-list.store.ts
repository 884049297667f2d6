// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';
import { filteredNotes, type NotesFilter } from './notes-filter.store';

/**
 * Listings of notes in date order, each read through an index (docs/architecture.md, "Dialect SQL").
 * "The person's own notes or those of a collection shared with them" is an OR no index serves,
 * so it is two branches put together: the own notes through `notes_effective` (userId first) and
 * the shared collections' notes, each branch cut to the rows the page can need before they are
 * merged. An unnarrowed count of one's own notes is the count kept beside the owner.
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

/** The ids of one page, newest effective date first. */
export async function listedIds(
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
): Promise<string[]> {
  const branches = branchesOf(db, filter, dialect);
  if (branches.length === 1) {
    const rows = await newestFirst(branches[0]!).offset(page.offset).limit(page.limit).execute();
    return rows.map((row) => row.id);
  }
  const wanted = page.offset + page.limit;
  const cut = (branch: Branch, name: string) =>
    db.selectFrom(newestFirst(branch).limit(wanted).as(name)).select(['id', 'effectiveDate', 'createdAt']);
  const rows = await cut(branches[0]!, 'own')
    .unionAll(cut(branches[1]!, 'shared'))
    .orderBy('effectiveDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How many notes pass the filter: each branch counted through its index, or the kept count. */
export async function listedCount(db: Db, dialect: Dialect, filter: NotesFilter): Promise<number> {
  const { scope } = filter;
  const unnarrowed = !filter.context && !filter.tag && !filter.from && !filter.to;
  const counts = branchesOf(db, filter, dialect).map(async (branch, index) => {
    if ('personId' in scope && index === 0 && unnarrowed) {
      const kept = await db
        .selectFrom('notesOwners')
        .select('noteCount')
        .where('userId', '=', scope.personId)
        .executeTakeFirst();
      return Number(kept?.noteCount ?? 0);
    }
    const row = await branch.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  });
  return (await Promise.all(counts)).reduce((sum, count) => sum + count, 0);
}
