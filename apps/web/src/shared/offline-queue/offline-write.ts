import { useSyncExternalStore } from 'react';
import { pathOf, type AnswerOf, type Endpoint, type InputOf } from '@ordna/contract/kernel/endpoints';
import { callRecorded } from '../../api/call';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { session } from '../../api/session';
import { indexedDbQueueStorage } from './queue-storage';
import { isNotReached, WriteQueued, type QueuedWrite } from './queued-write';
import { WriteQueue } from './write-queue';

/** What the app does when a queued write is sent or refused (set by app/WriteQueueSync). */
export interface QueueHandlers {
  onSent: (write: QueuedWrite) => Promise<void> | void;
  onRefused: (write: QueuedWrite, error: unknown) => void;
}

let handlers: QueueHandlers = { onSent: () => undefined, onRefused: () => undefined };

export function setQueueHandlers(next: QueueHandlers): void {
  handlers = next;
}

/**
 * The server's ids of what a write made: the items of an add (`{ items: [{ _id }] }`) or the
 * one thing made (`{ _id }`), in the order sent.
 */
export function madeIdsOfAnswer(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const items = (answer as { items?: unknown }).items;
  const things = Array.isArray(items) ? items : [answer];
  return things.flatMap((thing: unknown) => {
    const id = (thing as { _id?: unknown } | null)?._id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** This tab's queue of the signed-in person's writes. */
export const writeQueue = new WriteQueue({
  storage: indexedDbQueueStorage,
  send: (write) => callRecorded({ ...write, idempotencyKey: write.key }),
  madeIdsOf: (_write, answer) => madeIdsOfAnswer(answer),
  onSent: (write) => handlers.onSent(write),
  onRefused: (write, error) => handlers.onRefused(write, error),
});

/** How an area names and shows one write it lets wait (see QueuedWrite). */
export type WriteToQueue = Pick<QueuedWrite, 'kind' | 'what' | 'reads' | 'madeIds'>;

/**
 * Sends a write now, or keeps it to send later (docs/architecture.md, "The write queue"): kept
 * when writes already wait (so it lands after them), when the browser is offline, or when the
 * call did not reach the server. A kept write throws WriteQueued: the caller's optimistic change
 * is undone as after a failure, the queue shows it instead (useQueuedWrites), and notify says
 * nothing. The key is made here, once, and every send of this write carries it.
 */
export async function sendOrQueue<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  write: WriteToQueue,
): Promise<AnswerOf<E>> {
  const { query, params, body } = input as {
    query?: QueuedWrite['query'];
    params?: Record<string, unknown>;
    body?: unknown;
  };
  const queued: QueuedWrite = {
    ...write,
    key: newIdempotencyKey(),
    method: endpoint.method,
    path: pathOf(endpoint, params),
    ...(query !== undefined && { query }),
    ...(body !== undefined && { body }),
    queuedAt: Date.now(),
  };
  // The app takes the queue up after its first paint (app/WriteQueueSync); a write made before
  // that, as on a page opened without a connection, takes it up itself rather than be lost.
  const personId = session.getSnapshot()?._id;
  if (!writeQueue.person && personId && !navigator.onLine) await writeQueue.open(personId);
  if (!writeQueue.person) return send<E>(queued);
  if (willWait()) return keep(queued);
  try {
    return await send<E>(queued);
  } catch (error) {
    if (error instanceof ApiError && isNotReached(error)) return keep(queued);
    throw error;
  }
}

/**
 * Whether a write made now will wait on the device: an optimistic change of the cache is then
 * left out (the queue shows it), so the kept answers never hold a change the server has not made.
 */
export function willWait(): boolean {
  return Boolean(writeQueue.person) && (writeQueue.writes.length > 0 || !navigator.onLine);
}

function send<E extends Endpoint>(write: QueuedWrite): Promise<AnswerOf<E>> {
  return callRecorded<AnswerOf<E>>({
    ...write,
    query: writeQueue.resolve(write.query),
    body: writeQueue.resolve(write.body),
    idempotencyKey: write.key,
  });
}

async function keep(write: QueuedWrite): Promise<never> {
  await writeQueue.add(write);
  // Online but behind older writes: send them all now, in order. Offline: the 'online' event will.
  if (navigator.onLine) void writeQueue.flush();
  throw new WriteQueued(write);
}

const subscribe = (listener: () => void) => writeQueue.subscribe(listener);
const snapshot = () => writeQueue.writes;

/** The writes waiting to be sent, oldest first; the screen shows them over what the server said. */
export function useQueuedWrites(): readonly QueuedWrite[] {
  return useSyncExternalStore(subscribe, snapshot);
}
