import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnlineAsTheBrowserIs } from './online-at-start';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** A read of the kept lists as a page makes it, and how often it reached the network. */
function watchedRead() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As QueryClientProvider does: the client listens for the connection coming and going.
  queryClient.mount();
  const calls = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: ['lists'],
    queryFn: () => {
      calls.count += 1;
      return ['Groceries'];
    },
  });
  const unsubscribeObserver = observer.subscribe(() => undefined);
  const unsubscribe = () => {
    unsubscribeObserver();
    queryClient.unmount();
  };
  return { observer, calls, unsubscribe };
}

describe('a page opened without a connection', () => {
  it('pauses its reads instead of failing them, and reads once the connection comes', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    startOnlineAsTheBrowserIs();
    const { observer, calls, unsubscribe } = watchedRead();
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    expect(calls.count).toBe(0);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Groceries']));
    expect(calls.count).toBe(1);
    unsubscribe();
  });

  it('reads at once when the browser is online', async () => {
    startOnlineAsTheBrowserIs();
    const { observer, calls, unsubscribe } = watchedRead();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Groceries']));
    expect(calls.count).toBe(1);
    unsubscribe();
  });
});
