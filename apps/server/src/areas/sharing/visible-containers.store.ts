import { sql, type AliasedExpression, type Kysely } from 'kysely';
import type { ShareKind, ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import type { NamedContainerColumns, NamedContainerTable } from '../../db/named-container-store';
import type { Database } from '../../db/schema';
import { sharedWithTable } from './share.store';

/** A container a person may see: their own (share fields null) or one shared with them. */
export interface VisibleContainer {
  id: string;
  name: string;
  /** Set on a container someone else shared with the person. */
  shareId: string | null;
  role: ShareRole | null;
  ownerName: string | null;
}

/** What a list reads beside a container's id and name. */
/** The container columns a list may read besides id and name. */
export type ContainerColumn = 'userId' | 'createdAt';

/** A visible container with the columns and computed values a list asked for. */
export type VisibleRow<C extends ContainerColumn, K extends string> = VisibleContainer &
  Pick<NamedContainerColumns, C> &
  Record<K, unknown>;

export interface VisibleColumns<C extends ContainerColumn, K extends string> {
  /** The container's own columns. */
  columns?: readonly C[];
  /**
   * Values worked out per container (counts of what it holds); each names the container's row as
   * `<table>.<column>`, which both the own and the shared half of the query read under that name.
   */
  computed?: readonly AliasedExpression<unknown, K>[];
}

// The table is chosen at run time; its columns are the ones NamedContainerTable guarantees.
type OneTable = Kysely<Pick<Database, 'share' | 'users'> & { container: NamedContainerColumns }>;

/**
 * The person's own containers of a kind and those shared with them, in name order, in one query:
 * their own rows by the `(userId, nameKey)` index, the shared ones from the share table's
 * `(personId, kind)` index.
 */
export async function listVisibleContainers<C extends ContainerColumn = never, K extends string = never>(
  db: Db,
  personId: string,
  table: NamedContainerTable,
  kind: ShareKind,
  { columns = [], computed = [] }: VisibleColumns<C, K> = {},
): Promise<VisibleRow<C, K>[]> {
  const on = db as unknown as OneTable;
  const from = table as unknown as 'container';
  const own = on
    .selectFrom(from)
    .select([
      'id',
      'name',
      'nameKey',
      ...columns,
      ...computed,
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ] as never[])
    .where('userId', '=', personId);
  const ofTable = (column: string) => `${table}.${column}` as 'container.id';
  const shared = on
    .selectFrom(sharedWithTable(db, personId, kind))
    .innerJoin(from, ofTable('id'), 'shared.thingId')
    .select([
      ...['id', 'name', 'nameKey', ...columns].map(ofTable),
      ...computed,
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ] as never[]);
  const rows = (await own
    .unionAll(shared)
    .orderBy('nameKey' as never)
    .orderBy('id' as never)
    .execute()) as unknown as (VisibleRow<C, K> & { nameKey: string })[];
  return rows.map(({ nameKey: _nameKey, ...row }) => row as unknown as VisibleRow<C, K>);
}
