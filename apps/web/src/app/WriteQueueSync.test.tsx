import 'fake-indexeddb/auto';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import i18next from '../i18n/i18n';
import { session } from '../api/session';
import { renderWithProviders } from '../test/providers.test-kit';
import { signInForTest, stubServer } from '../test/session.test-kit';
import { sendOrQueue, writeQueue } from '../shared/offline-queue/offline-write';
import { indexedDbQueueStorage } from '../shared/offline-queue/queue-storage';
import { WriteQueued, type QueuedWrite } from '../shared/offline-queue/queued-write';
import WriteQueueSync from './WriteQueueSync';

const checkMilk: QueuedWrite = {
  key: 'key-milk',
  method: 'PUT',
  path: '/shopping-item',
  body: { shoppingItemId: 'item-milk', checked: true },
  kind: 'shopping.check',
  what: { key: 'common.offlineQueue.what.check', values: { name: 'Milk' } },
  reads: [['shopping']],
  queuedAt: 1,
};

afterEach(async () => {
  await writeQueue.close('user-1');
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('the write queue in the app', () => {
  it.each([
    ['en', 'Not saved: checking off “Milk”'],
    ['se', 'Inte sparat: bocka av “Milk”'],
  ])('names a write the server refuses when it is sent later, with the refusal (%s)', async (language, title) => {
    await i18next.changeLanguage(language);
    signInForTest();
    await indexedDbQueueStorage.keep('user-1', checkMilk);
    const server = stubServer({
      'PUT /api/shopping-item': {
        status: 404,
        body: { status: false, message: `The list was deleted (${language}).` },
      },
    });

    renderWithProviders(
      <>
        <Notifications />
        <WriteQueueSync />
      </>,
    );

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(`The list was deleted (${language}).`)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/shopping-item')).toHaveLength(1);
    await waitFor(async () => expect((await indexedDbQueueStorage.read('user-1')).writes).toEqual([]));
  });

  it('keeps a write made offline, says nothing, and sends it once with its key when the browser is online again', async () => {
    signInForTest();
    const keys: (string | null)[] = [];
    const server = stubServer({
      'PUT /api/counter': (request) => {
        keys.push(request.headers.get('idempotency-key'));
        return { status: 200, body: { status: true, data: { _id: 'water' } } };
      },
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<WriteQueueSync />);
    await waitFor(() => expect(writeQueue.person).toBe('user-1'));

    const made = sendOrQueue(
      countersEndpoints.changeCounter,
      { body: { counterId: 'water', change: 1 } },
      { kind: 'counters.change', what: { key: 'common.offlineQueue.what.counter', values: {} }, reads: [] },
    );
    await expect(made).rejects.toBeInstanceOf(WriteQueued);
    const [kept] = (await indexedDbQueueStorage.read('user-1')).writes;
    expect(kept?.body).toEqual({ counterId: 'water', change: 1 });
    expect(server.calls).toEqual([]);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(writeQueue.writes).toEqual([]));
    const sent = server.calls.filter((call) => call.path === '/api/counter');
    expect(sent).toEqual([{ method: 'PUT', path: '/api/counter', body: { counterId: 'water', change: 1 } }]);
    expect(keys).toEqual([kept?.key]);
  });

  it('keeps a write made offline before the queue was taken up (a page opened without a connection), after the ones kept', async () => {
    signInForTest();
    await indexedDbQueueStorage.keep('user-1', checkMilk);
    const server = stubServer({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(writeQueue.person).toBeNull();

    const made = sendOrQueue(
      countersEndpoints.changeCounter,
      { body: { counterId: 'water', change: 1 } },
      { kind: 'counters.change', what: { key: 'common.offlineQueue.what.counter', values: {} }, reads: [] },
    );

    await expect(made).rejects.toBeInstanceOf(WriteQueued);
    expect(server.calls).toEqual([]);
    const kept = (await indexedDbQueueStorage.read('user-1')).writes;
    expect(kept.map((write) => write.kind)).toEqual(['shopping.check', 'counters.change']);
  });

  it('sends nothing while the browser says it is offline, even when a request could still pass', async () => {
    signInForTest();
    await indexedDbQueueStorage.keep('user-1', checkMilk);
    const server = stubServer({ 'PUT /api/shopping-item': { status: 200, body: { status: true, data: {} } } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    renderWithProviders(<WriteQueueSync />);

    await waitFor(() => expect(writeQueue.writes.map((write) => write.key)).toEqual(['key-milk']));
    expect(server.calls).toEqual([]);
  });

  it('makes any other write at once offline, so it answers now rather than waiting unseen to be sent later', async () => {
    signInForTest();
    stubServer({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const { queryClient } = renderWithProviders(<WriteQueueSync />);
      await waitFor(() => expect(queryClient.getDefaultOptions().mutations?.networkMode).toBe('always'));
      const rename = new MutationObserver(queryClient, {
        mutationFn: () => Promise.reject(new Error('Could not reach the server. Check your connection.')),
      });

      await expect(rename.mutate()).rejects.toThrow('Could not reach the server.');
      expect(rename.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
