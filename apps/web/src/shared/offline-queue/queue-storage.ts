import { createStore, del, delMany, entries, set, setMany, type UseStore } from 'idb-keyval';
import type { QueuedWrite, QueueState } from './queued-write';

/**
 * Where a person's queue is kept between visits. Each write is a record of its own, so two tabs
 * of one person add and take writes without overwriting each other's.
 */
export interface QueueStorage {
  read(personId: string): Promise<QueueState>;
  keep(personId: string, write: QueuedWrite): Promise<void>;
  /** The write was sent (or refused): its record goes, and the ids its answer named are kept. */
  done(personId: string, write: QueuedWrite, known: Record<string, string>): Promise<void>;
  forget(personId: string): Promise<void>;
}

/** The IndexedDB database and store the queue lives in, apart from the kept answers. */
const DATABASE = 'ordna-write-queue';
const STORE = 'writes';

let store: UseStore | null = null;
const queues = () => (store ??= createStore(DATABASE, STORE));

type WriteKey = [personId: string, part: 'write', queuedAt: number, key: string];
type KnownKey = [personId: string, part: 'known', madeHere: string];
type RecordKey = WriteKey | KnownKey;

const writeKey = (personId: string, write: QueuedWrite): WriteKey => [personId, 'write', write.queuedAt, write.key];

async function recordsOf(personId: string): Promise<[RecordKey, unknown][]> {
  const all = await entries<IDBValidKey, unknown>(queues());
  return all.filter((entry): entry is [RecordKey, unknown] => Array.isArray(entry[0]) && entry[0][0] === personId);
}

/** Each person's writes under their id in IndexedDB, in the order made: another person signing in never sees them. */
export const indexedDbQueueStorage: QueueStorage = {
  async read(personId) {
    const records = await recordsOf(personId);
    const writes = records
      .filter(([key]) => key[1] === 'write')
      .map(([, write]) => write as QueuedWrite)
      .sort((a, b) => a.queuedAt - b.queuedAt || (a.key < b.key ? -1 : 1));
    const known = Object.fromEntries(
      records.flatMap(([key, id]) => (key[1] === 'known' ? [[key[2], id as string]] : [])),
    );
    return { writes, known };
  },
  keep: (personId, write) => set(writeKey(personId, write), write, queues()),
  async done(personId, write, known) {
    await del(writeKey(personId, write), queues());
    const learnt = Object.entries(known).map(([made, id]): [KnownKey, string] => [[personId, 'known', made], id]);
    if (learnt.length) await setMany(learnt, queues());
    // Nothing waits any more: no write is left to name a thing made here by its id.
    const records = await recordsOf(personId);
    if (!records.some(([key]) => key[1] === 'write'))
      await delMany(
        records.map(([key]) => key),
        queues(),
      );
  },
  async forget(personId) {
    await delMany(
      (await recordsOf(personId)).map(([key]) => key),
      queues(),
    );
  },
};
