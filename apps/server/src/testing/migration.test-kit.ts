import { afterAll, beforeAll } from 'vitest';
import type { Db, Dialect } from '../db/database';
import { migrateToLatest, migratorFor } from '../db/migrate';
import { openEmptyTestDatabase } from './test-app.test-kit';

export interface MigratedDatabase {
  readonly db: Db;
  readonly dialect: Dialect;
  /** Runs the migrations after the one it was brought to. */
  migrateOn(): Promise<void>;
}

/**
 * A database of its own for a migration's tests, brought up to the migration `before` the one
 * under test (so a test writes rows as they were stored then) and dropped after the file.
 */
export function databaseMigratedTo(before: string): MigratedDatabase {
  let opened: Awaited<ReturnType<typeof openEmptyTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openEmptyTestDatabase();
    const { error } = await (await migratorFor(opened.db, opened.dialect)).migrateTo(before);
    if (error) throw error;
  });
  afterAll(() => opened?.drop());
  const current = () => {
    if (!opened) throw new Error('The migrated database is opened in beforeAll.');
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get dialect() {
      return current().dialect;
    },
    migrateOn: () => migrateToLatest(current().db, current().dialect),
  };
}

/** A users row as every migration has stored it. */
export function storedUser(id: string, preferences = '{}') {
  return { id, username: id, usernameKey: id, passwordHash: 'x', preferences, totpEnabled: 0, createdAt: 0 };
}
