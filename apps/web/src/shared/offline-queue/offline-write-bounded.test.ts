import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { session } from '../../api/session';
import { signInForTest } from '../../test/session.test-kit';
import { sendOrQueue, writeQueue } from './offline-write';
import { indexedDbQueueStorage } from './queue-storage';
import { WriteQueued } from './queued-write';
import { SEND_WITHIN_MS } from './within-time';

afterEach(async () => {
  // The sends still waiting on the silent server give up, so no flush of this test outlives it.
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  await writeQueue.close('user-1');
  session.clear();
  vi.unstubAllGlobals();
});

const plusOne = () =>
  sendOrQueue(
    countersEndpoints.changeCounter,
    { body: { counterId: 'water', change: 1 } },
    { kind: 'counters.change', what: { key: 'common.offlineQueue.what.counter', values: {} }, reads: [] },
  );

/** A server that takes every request and never answers (nor heeds the abort): what it got is in `sent`. */
function silentServer() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Promise<Response>(() => undefined);
  });
  return sent;
}

describe('a write the server does not answer', () => {
  // Only the timers the queue waits on are the test's; IndexedDB (fake-indexeddb) runs as it does.
  const ownTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  it(`waits in the queue after ${SEND_WITHIN_MS / 1000} s, shown and counted, instead of spinning`, async () => {
    signInForTest();
    await writeQueue.open('user-1');
    const sent = silentServer();
    ownTimers();

    const made = plusOne();
    const outcome = expect(made).rejects.toBeInstanceOf(WriteQueued);
    await vi.advanceTimersByTimeAsync(SEND_WITHIN_MS);
    await outcome;

    expect(writeQueue.writes.map((write) => write.body)).toEqual([{ counterId: 'water', change: 1 }]);
    const [kept] = (await indexedDbQueueStorage.read('user-1')).writes;
    expect(kept?.body).toEqual({ counterId: 'water', change: 1 });
    // Sent again at once with the same key, behind nothing: the server answers a repeat once.
    expect(sent.length).toBeGreaterThanOrEqual(1);
  });

  it('is kept, not refused, when it could not be sent before the app took the queue up', async () => {
    signInForTest();
    silentServer();
    ownTimers();

    const made = plusOne();
    const outcome = expect(made).rejects.toBeInstanceOf(WriteQueued);
    await vi.advanceTimersByTimeAsync(SEND_WITHIN_MS);
    await outcome;

    expect(writeQueue.person).toBe('user-1');
    expect(writeQueue.writes).toHaveLength(1);
  });

  it('stops sending at a send that does not answer in time, and sends it at the next flush', async () => {
    signInForTest();
    await writeQueue.open('user-1');
    await writeQueue.add({
      key: 'key-water',
      method: 'PUT',
      path: '/counter',
      body: { counterId: 'water', change: 1 },
      kind: 'counters.change',
      what: { key: 'common.offlineQueue.what.counter', values: {} },
      reads: [],
      queuedAt: 1,
    });
    silentServer();
    ownTimers();

    const flushed = writeQueue.flush();
    await vi.advanceTimersByTimeAsync(SEND_WITHIN_MS);
    await flushed;
    expect(writeQueue.writes).toHaveLength(1);

    // The server answers again: the next flush is not held up by the send that never answered.
    const answered: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      answered.push(String(input));
      const answer = { status: true, data: { _id: 'water', value: 1 } };
      return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    });
    await writeQueue.flush();
    expect(answered).toEqual(['/api/counter']);
    expect(writeQueue.writes).toEqual([]);
  });
});
