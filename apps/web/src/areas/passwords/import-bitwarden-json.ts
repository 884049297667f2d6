import { emptyEntry, type CustomField, type ImportedEntry, type VaultEntry } from './entry';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Bitwarden's item types: 1 login, 2 secure note, 3 card, 4 identity. */
const LOGIN = 1;
/** A card's or an identity's values that are secrets, kept hidden like a password. */
const SECRET_PARTS = new Set(['number', 'code', 'ssn', 'passportNumber', 'licenseNumber']);

/** Custom fields: 0 text, 1 hidden, 2 boolean; 3 (linked) points at another field and holds no value. */
function customFields(item: Json): CustomField[] {
  return objects(item.fields)
    .filter((field) => field.type !== 3)
    .map((field) => ({ name: text(field.name), value: text(field.value), hidden: field.type === 1 }));
}

/** A card's or identity's details, which Ordna keeps as custom fields. */
function detailFields(details: unknown): CustomField[] {
  if (!isObject(details)) return [];
  return Object.entries(details)
    .filter(([, value]) => text(value) !== '')
    .map(([name, value]) => ({ name, value: text(value), hidden: SECRET_PARTS.has(name) }));
}

function toEntry(item: Json): VaultEntry {
  const login = isObject(item.login) ? item.login : {};
  const details = item.type === LOGIN ? [] : [...detailFields(item.card), ...detailFields(item.identity)];
  return {
    ...emptyEntry(),
    name: text(item.name),
    username: text(login.username),
    password: text(login.password),
    urls: objects(login.uris)
      .map((uri) => text(uri.uri))
      .filter(Boolean),
    notes: text(item.notes),
    totpSecret: text(login.totp),
    fields: [...customFields(item), ...details],
  };
}

/**
 * Bitwarden's unencrypted JSON export: items with their folder (or, from an organisation, their
 * first collection) as the group. An encrypted export cannot be read here: null.
 */
export function readBitwardenJson(data: Json): ImportedEntry[] | null {
  if (data.encrypted === true || !Array.isArray(data.items)) return null;
  const folders = new Map(objects(data.folders).map((folder) => [text(folder.id), text(folder.name)]));
  const collections = new Map(
    objects(data.collections).map((collection) => [text(collection.id), text(collection.name)]),
  );
  return objects(data.items).map((item) => {
    const collectionIds: unknown[] = Array.isArray(item.collectionIds) ? item.collectionIds : [];
    const group = folders.get(text(item.folderId)) || collections.get(text(collectionIds[0])) || null;
    return { group, entry: toEntry(item) };
  });
}
