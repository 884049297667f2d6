import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { sharedThingIds, sharingOwnerIds } from '../sharing/public';

/**
 * Whose rows a read covers (docs/architecture.md, "Sharing"): the person's own (`userId` is
 * theirs), or the rows of the time groups others shared with them (their owners' `userId` and the
 * shared groups' ids, both from the share table in the same query). A list reads each scope once,
 * however many groups are shared: never a query per group.
 */
export type TimeScope = 'own' | 'shared';

/** A person (or owner) as a value, or as a reference to a row read in the same statement (a group's owner). */
export type PersonRef = string | Expression<string>;

/** The where clause of a scope on a table with `userId` and `timeGroupId` (prefixed by `table` in a join). */
export function rowsOf(db: Db, scope: TimeScope, personId: PersonRef, table?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  if (scope === 'own') return sql<SqlBool>`${column('userId')} = ${personId}`;
  return sql<SqlBool>`${column('userId')} in (${sharingOwnerIds(db, personId, 'timeGroup')}) and ${column('timeGroupId')} in (${sharedThingIds(db, personId, 'timeGroup')})`;
}
