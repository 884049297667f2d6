import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * What this device keeps of a person for working offline (docs/architecture.md, "Offline"), in
 * one IndexedDB store of its own: the query cache (`ordna.cache.<person>`) and the parts an area
 * keeps itself (`ordna.kept.<person>.<part>`: the vault's ciphertext). Every key carries the
 * person's id, so one person never reads another's, and a sign-out wipes them all at once.
 */
let opened: UseStore | undefined;
export const keptStore = (): UseStore => (opened ??= createStore('ordna-offline', 'kept'));

const PREFIX = 'ordna.';
export const cacheKeyOf = (personId: string) => `${PREFIX}cache.${personId}`;
const partKeyOf = (personId: string, part: string) => `${PREFIX}kept.${personId}.${part}`;

/** A part an area keeps for the person, or undefined (none kept, or no IndexedDB here). */
export async function readKept<T>(personId: string, part: string): Promise<T | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return get<T>(partKeyOf(personId, part), keptStore());
}

/** Keeps a part for the person: what the server answered, as stored; never anything decrypted. */
export async function writeKept(personId: string, part: string, value: unknown): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await set(partKeyOf(personId, part), value, keptStore());
}

export async function forgetKept(personId: string, part: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await del(partKeyOf(personId, part), keptStore());
}

/** Wipes everything kept for a person (sign-out, account deletion), or for everybody without one. */
export async function forgetKeptOf(personId: string | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const store = keptStore();
  const mine = personId === null ? PREFIX : [cacheKeyOf(personId), `${PREFIX}kept.${personId}.`];
  const all = await keys<string>(store);
  const matches = (key: string) =>
    typeof mine === 'string' ? key.startsWith(mine) : key === mine[0] || key.startsWith(mine[1]!);
  await Promise.all(all.filter((key) => matches(String(key))).map((key) => del(key, store)));
}
