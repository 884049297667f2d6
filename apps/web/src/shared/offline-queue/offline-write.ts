import { useSyncExternalStore } from 'react';
import { pathOf, type AnswerOf, type Endpoint, type InputOf } from '@ordna/contract/kernel/endpoints';
import { callRecorded } from '../../api/call';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { session } from '../../api/session';
import { sayNotStored } from './not-stored-notice';
import { indexedDbQueueStorage } from './queue-storage';
import { isNotReached, QueueFull, WriteQueued, type QueuedWrite } from './queued-write';
import { KEEP_WITHIN_MS, SEND_WITHIN_MS, TookTooLong, withinTime } from './within-time';
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
  // A send that takes too long counts as not reached: sending stops there and goes on later.
  send: (write) =>
    withinTime(SEND_WITHIN_MS, (signal) => callRecorded({ ...write, idempotencyKey: write.key, signal })),
  madeIdsOf: (_write, answer) => madeIdsOfAnswer(answer),
  onSent: (write) => handlers.onSent(write),
  onRefused: (write, error) => handlers.onRefused(write, error),
});

/** How an area names and shows one write it lets wait (see QueuedWrite). */
export type WriteToQueue = Pick<QueuedWrite, 'kind' | 'what' | 'reads' | 'madeIds'>;

/**
 * Sends a write now, or keeps it to send later (docs/architecture.md, "The write queue"): kept
 * when writes already wait (so it lands after them), when the browser is offline, or when the
 * call did not reach the server within SEND_WITHIN_MS. A kept write throws WriteQueued: the
 * caller's optimistic change is undone as after a failure, the queue shows it instead
 * (useQueuedWrites), and notify says nothing. The key is made here, once, and every send of this
 * write carries it. Every wait is bounded, so a write never spins for good.
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
  if (!writeQueue.person && personId && !navigator.onLine) await takeUp(personId);
  if (willWait()) return keep(queued);
  try {
    return await send<E>(queued);
  } catch (error) {
    const notReached = error instanceof TookTooLong || (error instanceof ApiError && isNotReached(error));
    // Still signed in as the one who acted (a refused session signs out): kept, never lost.
    if (!notReached || !personId || session.getSnapshot()?._id !== personId) throw error;
    if (!writeQueue.person) await takeUp(personId);
    return keep(queued);
  }
}

/** Takes up the person's queue now, waiting at most KEEP_WITHIN_MS for the device to read it. */
async function takeUp(personId: string): Promise<void> {
  try {
    await withinTime(KEEP_WITHIN_MS, () => writeQueue.open(personId));
  } catch {
    // Slow or failing storage: the queue is this person's already; what it kept joins when read.
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
  return withinTime(SEND_WITHIN_MS, (signal) =>
    callRecorded<AnswerOf<E>>({
      ...write,
      query: writeQueue.resolve(write.query),
      body: writeQueue.resolve(write.body),
      idempotencyKey: write.key,
      signal,
    }),
  );
}

/**
 * Keeps `write` to send later and throws WriteQueued. The device gets KEEP_WITHIN_MS to store
 * it: past that, or when it fails, the write still waits here (shown, counted and sent), and the
 * person is told to keep the app open until it is sent, as a reload would lose it (not-stored-notice.ts).
 */
async function keep(write: QueuedWrite): Promise<never> {
  try {
    await withinTime(KEEP_WITHIN_MS, () => writeQueue.add(write));
  } catch (error) {
    if (error instanceof QueueFull || !writeQueue.writes.some((each) => each.key === write.key)) throw error;
    sayNotStored(writeQueue, write.key);
  }
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
