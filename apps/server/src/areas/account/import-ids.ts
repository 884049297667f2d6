import Database from 'better-sqlite3';

/**
 * The new id of each exported id, by table, for one import (imported-rows.ts): kept in a private
 * temporary SQLite file (better-sqlite3's unnamed database, removed when closed), never in the
 * process's memory, so an account of millions of rows is brought in with the memory of a few
 * pages of that file (its cache, 2 MiB). Written in transactions of IDS_PER_COMMIT rows.
 */

/** Why a file's row cannot be imported; the import answers it as a damaged file. */
export class ImportRowRefused extends Error {}

const IDS_PER_COMMIT = 10_000;

export class NewIds {
  private readonly file = new Database('');
  private readonly put: Database.Statement<[string, string, string]>;
  private readonly get: Database.Statement<[string, string], string>;
  private uncommitted = 0;

  constructor() {
    this.file.pragma('journal_mode = OFF');
    this.file.pragma('synchronous = OFF');
    this.file.pragma('cache_size = -2048');
    this.file.exec(`create table ids (tbl text not null, old text not null, new text not null,
      primary key (tbl, old)) without rowid`);
    this.put = this.file.prepare('insert or ignore into ids (tbl, old, new) values (?, ?, ?)');
    this.get = this.file.prepare<[string, string], string>('select new from ids where tbl = ? and old = ?').pluck();
    this.file.exec('begin');
  }

  /** A new id for `old`, made by `make` (a 12-character password id stays 12 characters). */
  give(table: string, old: unknown, make: () => string): string {
    if (typeof old !== 'string') throw new ImportRowRefused(`${table}: a row without an id`);
    const id = make();
    if (this.put.run(table, old, id).changes === 0) throw new ImportRowRefused(`${table}: id ${old} twice`);
    if (++this.uncommitted >= IDS_PER_COMMIT) {
      this.file.exec('commit; begin');
      this.uncommitted = 0;
    }
    return id;
  }

  of(table: string, old: unknown): string | null {
    return typeof old === 'string' ? (this.get.get(table, old) ?? null) : null;
  }

  /** Removes the file (every import ends with it, however it ends). */
  close(): void {
    this.file.close();
  }
}
