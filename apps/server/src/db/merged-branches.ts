import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database';

/**
 * Two branches of one read (a person's own rows and those shared with them), each already cut to
 * the rows the page can need, as one table named `name` to select, order and limit from: "own or
 * shared" as an OR keeps a database off its indexes, while each branch alone reads through one.
 */
export function mergedBranches<DB1, TB1 extends keyof DB1, DB2, TB2 extends keyof DB2, Row, Name extends string>(
  db: Db,
  own: SelectQueryBuilder<DB1, TB1, Row>,
  shared: SelectQueryBuilder<DB2, TB2, Row>,
  name: Name,
) {
  return db
    .selectFrom(own.as('own'))
    .selectAll()
    .unionAll(db.selectFrom(shared.as('shared')).selectAll())
    .as(name);
}
