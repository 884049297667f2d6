import { PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './database';

/**
 * Which dialect a Kysely handle speaks, for the few steps that need dialect SQL (full-text
 * search: docs/architecture.md, "Dialect SQL"). A migration gets no `AppDeps`, so it asks here.
 */
export function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
