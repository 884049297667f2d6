import { readConfig } from '../apps/server/src/config';
import { openDatabase, type Db, type Dialect } from '../apps/server/src/db/database';

/** A database for a bench script, its pool as large as the server's (DATABASE_POOL_SIZE, checked the same way). */
export function openBenchDatabase(url: string): { db: Db; dialect: Dialect } {
  const { databasePoolSize } = readConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE });
  return openDatabase(url, { poolSize: databasePoolSize });
}
