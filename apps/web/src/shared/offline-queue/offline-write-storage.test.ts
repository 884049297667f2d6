import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import '../../i18n/i18n';
import { session } from '../../api/session';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { sendOrQueue, writeQueue } from './offline-write';
import { WriteQueued } from './queued-write';
import { KEEP_WITHIN_MS } from './within-time';

// This device's IndexedDB takes every request and never answers (a browser's stuck database).
vi.stubGlobal('indexedDB', { open: () => ({}) });

afterEach(() => {
  vi.useRealTimers();
  session.clear();
  vi.restoreAllMocks();
});

describe('a write made offline when the device does not store it', () => {
  it('waits in the queue anyway, shown and counted, and says to keep the app open until it is sent', async () => {
    signInForTest();
    const server = stubServer({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const made = sendOrQueue(
      countersEndpoints.changeCounter,
      { body: { counterId: 'water', change: 1 } },
      { kind: 'counters.change', what: { key: 'common.offlineQueue.what.counter', values: {} }, reads: [] },
    );
    const outcome = expect(made).rejects.toBeInstanceOf(WriteQueued);
    // Reading the queue, then keeping the write: each waits its time at most.
    await vi.advanceTimersByTimeAsync(2 * KEEP_WITHIN_MS);
    await outcome;

    expect(writeQueue.writes.map((write) => write.body)).toEqual([{ counterId: 'water', change: 1 }]);
    const notice = () =>
      notificationsStore
        .getState()
        .notifications.filter(
          (toast) =>
            toast.message === 'Waiting to send, but this device did not store it: keep Ordna open until it is sent.',
        );
    // It stays while the write waits (a reload would lose it), not for a few seconds only.
    expect(notice()).toEqual([expect.objectContaining({ autoClose: false })]);
    expect(server.calls).toEqual([]);

    // The connection is back and the write is sent: the notice has done its work and goes.
    stubServer({ 'PUT /api/counter': { status: 200, body: { status: true, data: { _id: 'water', value: 1 } } } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await writeQueue.flush();
    expect(writeQueue.writes).toEqual([]);
    expect(notice()).toEqual([]);
  });
});
