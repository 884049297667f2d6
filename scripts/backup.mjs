// `npm run backup [file]`: a consistent copy of the server's SQLite database, made while the
// server runs and writes. SQLite's VACUUM INTO reads the database in one read transaction (the
// main file and the WAL together, as of one moment) and writes a compact copy; writers go on
// meanwhile. Copying data/ordna.db alone is not a backup: recent writes live in ordna.db-wal
// until a checkpoint. Without a file, the copy goes to data/backups/ordna-<time>.db beside the database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkOrdnaDatabase, databaseFile, fail, fileStamp } from './sqlite-file.mjs';

const source = databaseFile();
if (!fs.existsSync(source)) fail(`There is no database at ${source} to back up (DATABASE_URL).`);
const target = path.resolve(process.argv[2] ?? path.join(path.dirname(source), 'backups', `ordna-${fileStamp()}.db`));
if (fs.existsSync(target)) fail(`${target} already exists: name another file.`);
fs.mkdirSync(path.dirname(target), { recursive: true });

// Written beside the target and renamed when whole, so a crash never leaves a half copy under its name.
const partial = `${target}.partial`;
fs.rmSync(partial, { force: true });
const db = new Database(source, { fileMustExist: true, timeout: 10_000 });
try {
  db.prepare('vacuum into ?').run(partial);
} catch (error) {
  fs.rmSync(partial, { force: true });
  fail(`The backup failed: ${error.message}`);
} finally {
  db.close();
}
checkOrdnaDatabase(partial);
fs.renameSync(partial, target);
const megabytes = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
process.stdout.write(`Backed up ${source} to ${target} (${megabytes} MB).\n`);
