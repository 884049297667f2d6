import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { QueueState } from './queued-write';
import type { QueueStorage } from './write-queue';

/** The IndexedDB database and store the queue lives in, apart from the cached answers. */
const DATABASE = 'ordna-write-queue';
const STORE = 'queues';

let store: UseStore | null = null;
const queues = () => (store ??= createStore(DATABASE, STORE));

/** Each person's queue under their id in IndexedDB: another person signing in never sees it. */
export const indexedDbQueueStorage: QueueStorage = {
  read: (personId) => get<QueueState>(personId, queues()),
  write: (personId, state) => set(personId, state, queues()),
  forget: (personId) => del(personId, queues()),
};
