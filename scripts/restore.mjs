// `npm run restore <file>`: puts a backup made by `npm run backup` back as the server's SQLite
// database. It refuses while a server (or anything) has the database open, and keeps the file it
// replaces beside it as <name>.before-restore-<time>. The server migrates an older backup forward
// when it starts.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkOrdnaDatabase, databaseFile, fail, fileStamp } from './sqlite-file.mjs';

const [backupArgument] = process.argv.slice(2);
if (!backupArgument) fail('Name the backup to restore: npm run restore <file>');
const backup = path.resolve(backupArgument);
const target = databaseFile();
if (backup === target) fail('That file is the database itself; name a backup.');
checkOrdnaDatabase(backup);

/**
 * Leaving WAL mode needs every other connection closed, so it fails at once while a server has the
 * database open; when it succeeds, the WAL is folded into the file, which is then whole on its own.
 */
function refuseWhileOpen(file) {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    const mode = db.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new Error(`still in ${mode} mode`);
  } catch (error) {
    fail(`${file} is in use (${error.message}): stop the server first, then restore.`);
  } finally {
    db.close();
  }
}

let keptAside = null;
if (fs.existsSync(target)) {
  refuseWhileOpen(target);
  keptAside = `${target}.before-restore-${fileStamp()}`;
  fs.renameSync(target, keptAside);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
}
fs.mkdirSync(path.dirname(target), { recursive: true });
const incoming = `${target}.restoring`;
fs.copyFileSync(backup, incoming);
fs.renameSync(incoming, target);
process.stdout.write(
  `Restored ${backup} to ${target}.` + (keptAside ? ` The database it replaced is kept as ${keptAside}.` : '') + '\n',
);
