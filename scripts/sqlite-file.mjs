// What the backup and restore scripts share: which SQLite file the server uses, and whether a
// file is a sound Ordna database. Both read DATABASE_URL as the server does (README, "Configuration").
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Prints the message on stderr and exits with 1. */
export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's SQLite file, from DATABASE_URL (default ./data/ordna.db); PostgreSQL has its own tools. */
export function databaseFile(env = process.env) {
  const url = env.DATABASE_URL?.trim() || './data/ordna.db';
  if (/^postgres(ql)?:\/\//.test(url)) {
    fail(
      'DATABASE_URL is a PostgreSQL database: back it up with pg_dump -Fc and put it back with pg_restore ' +
        '(README, "Backups and upgrades").',
    );
  }
  if (url === ':memory:') fail('DATABASE_URL is :memory:, which keeps nothing to back up or restore.');
  return path.resolve(url);
}

/** A stamp for file names: 2026-11-26T11-45-03Z. */
export function fileStamp(now = new Date()) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Refuses a file that is not a whole Ordna database: SQLite's own check of every page, and the
 * table of migrations the server keeps. Answers the number of migrations it has.
 */
export function checkOrdnaDatabase(file) {
  if (!fs.existsSync(file)) fail(`${file} does not exist.`);
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') fail(`${file} is damaged: SQLite's check says ${check}.`);
    const table = db.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!table) fail(`${file} is not an Ordna database (it has no migrations table).`);
    return db.prepare('select count(*) as n from kysely_migration').get().n;
  } catch (error) {
    fail(`${file} is not a SQLite database Ordna can use: ${error.message}`);
  } finally {
    db?.close();
  }
}
