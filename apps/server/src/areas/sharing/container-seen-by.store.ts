import { sql, type AliasedExpression, type Kysely, type RawBuilder } from 'kysely';
import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { ShareKind } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import type { NamedContainerColumns, NamedContainerTable } from '../../db/named-container-store';
import type { Database } from '../../db/schema';
import { requireReadAccess, type Access, type Need } from './share-policy';
import { sharedWithTable } from './share.store';
import type { VisibleContainer } from './visible-containers.store';

/**
 * One container read by id together with what is inside it, in one statement (one round trip on
 * PostgreSQL): the container, the share that shows it to the person (their access, and who shared
 * it) and the columns the read asks for, each naming the container's row as `<table>.<column>`
 * (`containerOwner`, `containerId`). What is inside is read before the access is known and
 * answered only after `requireSeen` passes: the same answers and refusals as reaching the
 * container first (docs/architecture.md, "Sharing").
 */

/** A container as the person sees it: its owner, and the share fields (null on their own or none). */
export type SeenContainer<K extends string> = VisibleContainer & { userId: string } & Record<K, unknown>;

// The table is chosen at run time; its columns are the ones NamedContainerTable guarantees.
type OneTable = Kysely<Pick<Database, 'share' | 'users'> & { container: NamedContainerColumns }>;

/** The container's owner, for the reads of what is inside it (`where userId = …`). */
export function containerOwner(table: NamedContainerTable): RawBuilder<string> {
  return sql.ref<string>(`${table}.userId`);
}

/** The container's id, for the reads of what is inside it. */
export function containerId(table: NamedContainerTable): RawBuilder<string> {
  return sql.ref<string>(`${table}.id`);
}

/** The container with id `id` as `personId` sees it, with `computed` columns; undefined when there is none. */
export async function containerSeenBy<K extends string = never>(
  db: Db,
  personId: string,
  table: NamedContainerTable,
  kind: ShareKind,
  id: string,
  computed: readonly AliasedExpression<unknown, K>[] = [],
): Promise<SeenContainer<K> | undefined> {
  const on = db as unknown as OneTable;
  const ofTable = (column: string) => `${table}.${column}` as 'container.id';
  const row = await on
    .selectFrom(table as unknown as 'container')
    .leftJoin(sharedWithTable(db, personId, kind), 'shared.thingId', ofTable('id'))
    .select([
      ...['id', 'name', 'userId'].map(ofTable),
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
      ...computed,
    ] as never[])
    .where(ofTable('id'), '=', id)
    .executeTakeFirst();
  return row as SeenContainer<K> | undefined;
}

/**
 * The container a `containerSeenBy` read found, once the person may do what `need` asks: `hidden`
 * (the area's "not found") when they cannot see it, 400 when they may see it but not do that.
 */
export function requireSeen<K extends string>(
  personId: string,
  row: SeenContainer<K> | undefined,
  need: Need,
  hidden: Refusal,
): { container: SeenContainer<K>; ownerId: string; access: Access } {
  const access = requireReadAccess(personId, row && { id: row.id, ownerId: row.userId, role: row.role }, need, hidden);
  return { container: row!, ownerId: row!.userId, access };
}
