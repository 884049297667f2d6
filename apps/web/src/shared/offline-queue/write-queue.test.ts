import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { indexedDbQueueStorage } from './queue-storage';
import { MAX_QUEUED_WRITES, QueueFull, type QueuedWrite } from './queued-write';
import { WriteQueue, type WriteQueueDeps } from './write-queue';
import { madeIdsOfAnswer } from './offline-write';

let people = 0;
/** A person of their own for each test: the IndexedDB of fake-indexeddb lives as long as the file. */
const newPerson = () => `person-${++people}`;

function writeOf(key: string, body: unknown, extra: Partial<QueuedWrite> = {}): QueuedWrite {
  return {
    key,
    method: 'PUT',
    path: '/shopping-item',
    body,
    kind: 'shopping.check',
    what: { key: 'common.offlineQueue.what.check', values: { name: key } },
    reads: [['shopping']],
    queuedAt: 0,
    ...extra,
  };
}

/** A queue whose server is `answer`: what it was sent, in order, is in `sent`. */
function queueWith(answer: (write: QueuedWrite) => unknown, deps: Partial<WriteQueueDeps> = {}) {
  const sent: QueuedWrite[] = [];
  const refused: [QueuedWrite, unknown][] = [];
  const queue = new WriteQueue({
    storage: indexedDbQueueStorage,
    send: async (write) => {
      sent.push(write);
      return answer(write);
    },
    madeIdsOf: (_write, reply) => madeIdsOfAnswer(reply),
    onRefused: (write, error) => refused.push([write, error]),
    ...deps,
  });
  return { queue, sent, refused };
}

const offline = () => new ApiError('Could not reach the server. Check your connection.', 0, true);

describe('the write queue', () => {
  it('sends the writes in the order they were made, one at a time, each with the key it got', async () => {
    const person = newPerson();
    let running = 0;
    let most = 0;
    const { queue, sent } = queueWith(async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      await Promise.resolve();
      running -= 1;
      return {};
    });
    await queue.open(person);
    for (const key of ['a', 'b', 'c']) await queue.add(writeOf(key, { shoppingItemId: key, checked: true }));

    await queue.flush();

    expect(sent.map((write) => write.key)).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(queue.writes).toEqual([]);
  });

  it('sends a check-off of an item added offline with the id the server gave the item', async () => {
    const person = newPerson();
    const { queue, sent } = queueWith((write) =>
      write.kind === 'shopping.add' ? { items: [{ _id: 'server-bread' }] } : {},
    );
    await queue.open(person);
    await queue.add(
      writeOf('add', { listId: 'l1', line: 'bread' }, { kind: 'shopping.add', method: 'POST', madeIds: ['queued:1'] }),
    );
    await queue.add(writeOf('check', { shoppingItemId: 'queued:1', checked: true }));

    await queue.flush();

    expect(sent.map((write) => write.body)).toEqual([
      { listId: 'l1', line: 'bread' },
      { shoppingItemId: 'server-bread', checked: true },
    ]);
    expect(queue.resolve({ shoppingItemId: 'queued:1' })).toEqual({ shoppingItemId: 'server-bread' });
  });

  it('keeps the writes across a reload, per person, and forgets them once sent', async () => {
    const person = newPerson();
    const before = queueWith(() => ({}));
    await before.queue.open(person);
    await before.queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await before.queue.add(writeOf('b', { shoppingItemId: 'b', checked: false }));

    // The page reloads: a new queue reads what the device kept.
    const after = queueWith(() => ({}));
    await after.queue.open(person);
    expect(after.queue.writes.map((write) => write.key)).toEqual(['a', 'b']);
    // Another person on the same device sees none of it.
    const stranger = queueWith(() => ({}));
    await stranger.queue.open(newPerson());
    expect(stranger.queue.writes).toEqual([]);

    await after.queue.flush();
    expect(after.sent.map((write) => write.key)).toEqual(['a', 'b']);
    // The device follows the queue in order, without holding the next send up.
    await vi.waitFor(async () => expect(await indexedDbQueueStorage.read(person)).toEqual({ writes: [], known: {} }));
  });

  it('keeps the writes of two tabs of one person, neither overwriting the other', async () => {
    const person = newPerson();
    const shopping = queueWith(() => ({}));
    const counters = queueWith(() => ({}));
    await shopping.queue.open(person);
    await counters.queue.open(person);
    await shopping.queue.add(writeOf('check', { shoppingItemId: 'a', checked: true }, { queuedAt: 1 }));
    await counters.queue.add(writeOf('plus', { counterId: 'c', change: 1 }, { queuedAt: 2 }));

    const reloaded = queueWith(() => ({}));
    await reloaded.queue.open(person);
    expect(reloaded.queue.writes.map((write) => write.key)).toEqual(['check', 'plus']);
  });

  it('stops at a write that does not reach the server and sends the rest, in order, later', async () => {
    const person = newPerson();
    let reachable = false;
    const { queue, sent } = queueWith(() => {
      if (!reachable) throw offline();
      return {};
    });
    await queue.open(person);
    await queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await queue.add(writeOf('b', { shoppingItemId: 'b', checked: true }));

    await queue.flush();
    expect(sent.map((write) => write.key)).toEqual(['a']);
    expect(queue.writes.map((write) => write.key)).toEqual(['a', 'b']);
    expect((await indexedDbQueueStorage.read(person))?.writes.map((write) => write.key)).toEqual(['a', 'b']);

    reachable = true;
    await queue.flush();
    expect(sent.map((write) => write.key)).toEqual(['a', 'a', 'b']);
    // The same write is sent again with the same key, so the server applies it once.
    expect(sent[0]!.key).toBe(sent[1]!.key);
    expect(queue.writes).toEqual([]);
  });

  it('reports a write the server refuses on replay, takes it out and goes on with the next', async () => {
    const person = newPerson();
    const gone = new ApiError('Shopping list not found.', 404, false, 'shopping.listNotFound');
    const { queue, sent, refused } = queueWith((write) => {
      if (write.key === 'a') throw gone;
      return {};
    });
    await queue.open(person);
    await queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await queue.add(writeOf('b', { shoppingItemId: 'b', checked: true }));

    await queue.flush();

    expect(refused).toEqual([[expect.objectContaining({ key: 'a' }), gone]]);
    expect(sent.map((write) => write.key)).toEqual(['a', 'b']);
    expect(queue.writes).toEqual([]);
  });

  it('reads the changed queries again after each write sent', async () => {
    const person = newPerson();
    const onSent = vi.fn();
    const { queue } = queueWith(() => ({ _id: 'x' }), { onSent });
    await queue.open(person);
    await queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await queue.flush();
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ key: 'a' }), { _id: 'x' });
  });

  it('sends the next write while the device and the reads of the last one have not answered', async () => {
    const person = newPerson();
    const never = () => new Promise<void>(() => undefined);
    const { queue, sent } = queueWith(() => ({}), {
      storage: { ...indexedDbQueueStorage, done: never },
      onSent: never,
    });
    await queue.open(person);
    await queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await queue.add(writeOf('b', { shoppingItemId: 'b', checked: true }));

    await queue.flush();

    expect(sent.map((write) => write.key)).toEqual(['a', 'b']);
    expect(queue.writes).toEqual([]);
  });

  it('forgets the queue at sign-out', async () => {
    const person = newPerson();
    const { queue } = queueWith(() => {
      throw offline();
    });
    await queue.open(person);
    await queue.add(writeOf('a', { shoppingItemId: 'a', checked: true }));
    await queue.close(person);
    expect(queue.writes).toEqual([]);
    expect(await indexedDbQueueStorage.read(person)).toEqual({ writes: [], known: {} });
  });

  it(`keeps at most ${MAX_QUEUED_WRITES} writes and refuses the next, dropping none`, async () => {
    const person = newPerson();
    const { queue } = queueWith(() => ({}));
    await queue.open(person);
    for (let index = 0; index < MAX_QUEUED_WRITES; index += 1) {
      await queue.add(writeOf(`k${index}`, { shoppingItemId: `i${index}`, checked: true }));
    }
    await expect(queue.add(writeOf('one-more', {}))).rejects.toBeInstanceOf(QueueFull);
    expect(queue.writes).toHaveLength(MAX_QUEUED_WRITES);
  });
});
