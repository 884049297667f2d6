import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) on a real
 * SQLite file in WAL mode, as the server keeps it, run as the separate processes they are
 * (README, "Backups and upgrades").
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-backup-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(script: 'backup' | 'restore', args: string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A migrated Ordna database in WAL mode, as the server leaves it, with a table for the test's rows. */
async function ordnaDatabase(name: string): Promise<string> {
  const file = path.join(folder, name, 'ordna.db');
  const { db, dialect } = openDatabase(file);
  await migrateToLatest(db, dialect);
  await db.destroy();
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('create table probe (seq integer primary key, filler text not null)');
  writer.close();
  return file;
}

/** A connection as the server's: WAL, synchronous NORMAL; each insert is acknowledged when run() returns. */
function serverLikeConnection(file: string): SQLite.Database {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

function seqsIn(file: string): number[] {
  const db = new SQLite(file, { readonly: true });
  const rows = db.prepare('select seq from probe order by seq').all() as { seq: number }[];
  db.close();
  return rows.map((row) => row.seq);
}

describe('npm run backup', () => {
  it('copies every acknowledged row while a writer keeps writing, as one consistent moment', async () => {
    const file = await ordnaDatabase('live');
    const writer = serverLikeConnection(file);
    const insert = writer.prepare('insert into probe (seq, filler) values (?, ?)');
    // Some bulk, so the copy takes a while. Then no checkpoint runs (under load one lags behind
    // anyway, and the server's runs only every 1000 pages): every later write lives in ordna.db-wal
    // alone, where a copy of ordna.db would miss it.
    writer.transaction(() => {
      for (let seq = 1; seq <= 20_000; seq++) insert.run(seq, 'x'.repeat(200));
    })();
    writer.pragma('wal_autocheckpoint = 0');
    for (let seq = 20_001; seq <= 20_300; seq++) insert.run(seq, 'w'.repeat(200));
    let acknowledged = 20_300;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        insert.run(++acknowledged, 'y'.repeat(200));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const target = path.join(folder, 'live-copy.db');
    const acknowledgedBefore = acknowledged;
    const run = await runScript('backup', [target], file);
    writing = false;
    await writes;
    writer.close();

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`to ${target}`);
    expect(acknowledged).toBeGreaterThan(acknowledgedBefore);
    const copied = seqsIn(target);
    // Every row acknowledged before the backup began is in it, and it holds no gap: it is the
    // database as of one moment, never a mix.
    expect(copied.length).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(copied).toEqual(Array.from({ length: copied.length }, (_, i) => i + 1));
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
  });

  it('writes to data/backups beside the database when no file is named, and never overwrites', async () => {
    const file = await ordnaDatabase('default');
    const run = await runScript('backup', [], file);
    expect(run.code).toBe(0);
    const made = fs.readdirSync(path.join(folder, 'default', 'backups'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^ordna-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);

    const again = await runScript('backup', [path.join(folder, 'default', 'backups', made[0]!)], file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('points a PostgreSQL database to pg_dump', async () => {
    const run = await runScript('backup', [], 'postgres://ordna@127.0.0.1:1/ordna');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pg_dump -Fc');
  });
});

describe('npm run restore', () => {
  it('puts a backup back, refusing while the database is open and keeping the old file aside', async () => {
    const file = await ordnaDatabase('restore');
    const db = serverLikeConnection(file);
    db.prepare('insert into probe (seq, filler) values (1, ?)').run('before');
    const backup = path.join(folder, 'restore-copy.db');
    expect((await runScript('backup', [backup], file)).code).toBe(0);
    db.prepare('insert into probe (seq, filler) values (2, ?)').run('after');

    // The database is open, as a running server holds it.
    const refused = await runScript('restore', [backup], file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stop the server first');
    expect(seqsIn(file)).toEqual([1, 2]);
    db.close();

    const run = await runScript('restore', [backup], file);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(seqsIn(file)).toEqual([1]);
    const aside = fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith('ordna.db.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(seqsIn(path.join(path.dirname(file), aside[0]!))).toEqual([1, 2]);

    // The server opens and migrates the restored file as it does at start.
    const reopened = openDatabase(file);
    await migrateToLatest(reopened.db, reopened.dialect);
    await reopened.db.destroy();
  });

  it('refuses a file that is not an Ordna database, changing nothing', async () => {
    const file = await ordnaDatabase('wrong');
    const notes = path.join(folder, 'notes.txt');
    fs.writeFileSync(notes, 'not a database');
    const run = await runScript('restore', [notes], file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('not a SQLite database Ordna can use');
    expect(fs.readdirSync(path.dirname(file)).some((name) => name.includes('before-restore'))).toBe(false);
    expect((await runScript('restore', [], file)).stderr).toContain('npm run restore <file>');
  });
});
