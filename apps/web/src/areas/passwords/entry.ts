/**
 * A password entry as the person sees it, only ever in the browser: the server keeps it as one
 * ciphertext of this whole JSON (docs/architecture.md, "Three levels of access").
 */
export const ENTRY_LIMITS = {
  name: 200,
  username: 500,
  password: 1000,
  url: 2000,
  urls: 20,
  notes: 10_000,
  totpSecret: 1000,
  fields: 30,
  fieldName: 200,
  fieldValue: 2000,
  groupName: 100,
  /**
   * UTF-8 bytes of an entry's JSON: sealed (tag, IV, base64) it stays under the server's 48 KiB
   * bound for `data`.
   */
  jsonBytes: 36_000,
} as const;

export interface CustomField {
  name: string;
  value: string;
  hidden: boolean;
}

export interface VaultEntry {
  name: string;
  username: string;
  password: string;
  urls: string[];
  notes: string;
  totpSecret: string;
  fields: CustomField[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const list = (value: unknown, max: number): unknown[] => (Array.isArray(value) ? value.slice(0, max) : []);

export const emptyEntry = (): VaultEntry => ({
  name: '',
  username: '',
  password: '',
  urls: [],
  notes: '',
  totpSecret: '',
  fields: [],
});

/**
 * What a decrypted ciphertext holds, as an entry; null when it is not one at all. Lenient on
 * purpose: a field a later version added or dropped reads as empty, never as a broken entry.
 */
export function readEntry(json: unknown): VaultEntry | null {
  if (!isObject(json)) return null;
  return {
    name: text(json.name, ENTRY_LIMITS.name),
    username: text(json.username, ENTRY_LIMITS.username),
    password: text(json.password, ENTRY_LIMITS.password),
    urls: list(json.urls, ENTRY_LIMITS.urls).map((url) => text(url, ENTRY_LIMITS.url)),
    notes: text(json.notes, ENTRY_LIMITS.notes),
    totpSecret: text(json.totpSecret, ENTRY_LIMITS.totpSecret),
    fields: list(json.fields, ENTRY_LIMITS.fields)
      .filter(isObject)
      .map((field) => ({
        name: text(field.name, ENTRY_LIMITS.fieldName),
        value: text(field.value, ENTRY_LIMITS.fieldValue),
        hidden: field.hidden === true,
      })),
  };
}

/** A group's name as its ciphertext holds it (`{name}`); null when it is not one. */
export function readGroupName(json: unknown): string | null {
  return isObject(json) && typeof json.name === 'string' ? json.name.slice(0, ENTRY_LIMITS.groupName) : null;
}

/** An entry cut to the bounds (an import may bring longer text), with blank URLs and fields dropped. */
export function tidyEntry(entry: VaultEntry): VaultEntry {
  const cut = (value: string, max: number) => value.slice(0, max);
  return {
    name: cut(entry.name.trim(), ENTRY_LIMITS.name),
    username: cut(entry.username, ENTRY_LIMITS.username),
    password: cut(entry.password, ENTRY_LIMITS.password),
    urls: entry.urls
      .map((url) => url.trim())
      .filter(Boolean)
      .slice(0, ENTRY_LIMITS.urls)
      .map((url) => cut(url, ENTRY_LIMITS.url)),
    notes: cut(entry.notes, ENTRY_LIMITS.notes),
    totpSecret: cut(entry.totpSecret.trim(), ENTRY_LIMITS.totpSecret),
    fields: entry.fields
      .filter((field) => field.name.trim() || field.value)
      .slice(0, ENTRY_LIMITS.fields)
      .map((field) => ({
        name: cut(field.name.trim(), ENTRY_LIMITS.fieldName),
        value: cut(field.value, ENTRY_LIMITS.fieldValue),
        hidden: field.hidden,
      })),
  };
}

/** Whether the entry's JSON fits in one ciphertext the server accepts. */
export function entryFits(entry: VaultEntry): boolean {
  return new TextEncoder().encode(JSON.stringify(entry)).length <= ENTRY_LIMITS.jsonBytes;
}

/** One entry to add, and the group it sat in (null: none, the person picks one). */
export interface ImportedEntry {
  group: string | null;
  entry: VaultEntry;
}
