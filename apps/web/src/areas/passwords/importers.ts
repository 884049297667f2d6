import { readCsvRecords } from '@ordna/contract/kernel/csv';
import { emptyEntry, tidyEntry, type CustomField, type ImportedEntry, type VaultEntry } from './entry';
import { readBitwardenJson } from './import-bitwarden-json';

/**
 * Reading other managers' exports: Bitwarden (unencrypted CSV and JSON), KeePassXC (CSV), and
 * the CSV Chrome and Firefox save. All in the browser: the file never reaches the server, only
 * the ciphertexts made from it.
 */
export type ImportFormat = 'bitwardenCsv' | 'bitwardenJson' | 'keepassxcCsv' | 'chromeCsv' | 'firefoxCsv';

export type { ImportedEntry };

export type ImportResult =
  { format: ImportFormat; entries: ImportedEntry[] } | { problem: 'encrypted' | 'unknownFormat' | 'empty' };

type Row = Record<string, string>;

/** Bitwarden's CSV keeps custom fields as `name: value` lines in one column. */
function bitwardenFields(column: string): CustomField[] {
  return column
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const at = line.indexOf(': ');
      return at < 0
        ? { name: line.trim(), value: '', hidden: false }
        : { name: line.slice(0, at), value: line.slice(at + 2), hidden: false };
    });
}

function fromBitwardenCsv(row: Row): ImportedEntry {
  const entry: VaultEntry = {
    name: row.name ?? '',
    username: row.login_username ?? '',
    password: row.login_password ?? '',
    // Several URIs share the column, joined by commas.
    urls: (row.login_uri ?? '').split(','),
    notes: row.notes ?? '',
    totpSecret: row.login_totp ?? '',
    fields: bitwardenFields(row.fields ?? ''),
  };
  return { group: row.folder || null, entry };
}

/**
 * KeePassXC names a group by its path from the database's root ("Root/Email/Work"); the root's own
 * name says nothing, so it is left out, and an entry at the root has no group.
 */
function keepassGroup(path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  return parts.length > 1 ? parts.slice(1).join('/') : null;
}

function fromKeepassCsv(row: Row): ImportedEntry {
  const entry: VaultEntry = {
    ...emptyEntry(),
    name: row.title ?? '',
    username: row.username ?? '',
    password: row.password ?? '',
    urls: [row.url ?? ''],
    notes: row.notes ?? '',
    totpSecret: row.totp ?? '',
  };
  return { group: keepassGroup(row.group ?? ''), entry };
}

/** A name for an entry that came without one: the site's host name. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function fromBrowserCsv(row: Row): ImportedEntry {
  const url = row.url ?? '';
  const entry: VaultEntry = {
    ...emptyEntry(),
    name: row.name || hostOf(url),
    username: row.username ?? '',
    password: row.password ?? '',
    urls: [url],
    notes: row.note ?? row.notes ?? '',
  };
  return { group: null, entry };
}

const has = (header: readonly string[], ...names: string[]) => names.every((name) => header.includes(name));

function readCsv(text: string): ImportResult {
  const csv = readCsvRecords(text);
  if (!('header' in csv)) return { problem: 'unknownFormat' };
  const { header } = csv;
  const records = csv.records.map((record) => record.values);
  let format: ImportFormat;
  let read: (row: Row) => ImportedEntry;
  if (has(header, 'login_password', 'name')) [format, read] = ['bitwardenCsv', fromBitwardenCsv];
  else if (has(header, 'title', 'password', 'group')) [format, read] = ['keepassxcCsv', fromKeepassCsv];
  else if (has(header, 'url', 'username', 'password', 'name')) [format, read] = ['chromeCsv', fromBrowserCsv];
  else if (has(header, 'url', 'username', 'password')) [format, read] = ['firefoxCsv', fromBrowserCsv];
  else return { problem: 'unknownFormat' };
  return { format, entries: records.map(read) };
}

function readJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'unknownFormat' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problem: 'unknownFormat' };
  if ((data as { encrypted?: unknown }).encrypted === true) return { problem: 'encrypted' };
  const entries = readBitwardenJson(data as Record<string, unknown>);
  return entries ? { format: 'bitwardenJson', entries } : { problem: 'unknownFormat' };
}

/** An export file's entries, tidied to Ordna's bounds; entries with neither name nor secret are dropped. */
export function readImport(text: string): ImportResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) return { problem: 'empty' };
  const result = trimmed.startsWith('{') ? readJson(trimmed) : readCsv(trimmed);
  if ('problem' in result) return result;
  const entries = result.entries
    .map(({ group, entry }) => ({ group: group?.trim() || null, entry: tidyEntry(entry) }))
    .filter(({ entry }) => entry.name || entry.password || entry.username || entry.notes)
    .map(({ group, entry }) => ({ group, entry: entry.name ? entry : { ...entry, name: entry.username || '—' } }));
  return entries.length > 0 ? { format: result.format, entries } : { problem: 'empty' };
}
