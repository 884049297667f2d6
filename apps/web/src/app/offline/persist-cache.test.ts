import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from 'idb-keyval';
import { cacheKeyOf, keptStore } from '../../shared/kept-on-device';
import { forgetCacheOf, keepCacheOnDevice } from './persist-cache';

const areas = [{ keptOffline: { keep: [['lists']] } }];
const lists = ['lists', 'all'];
const stops: (() => void)[] = [];
/** The person's kept query cache as stored ('' for none). */
const keptOnDeviceText = async (personId: string) => (await get<string>(cacheKeyOf(personId), keptStore())) ?? '';

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await forgetCacheOf('person-1');
});

/** A client keeping person-1's answers, as the signed-in app has it (no retries, to fail at once). */
function keepingClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops.push(keepCacheOnDevice(queryClient, 'person-1', areas));
  return queryClient;
}

describe('what the device keeps', () => {
  it('keeps the last answer a person saw when reading it again fails, and gives it back as that answer', async () => {
    const queryClient = keepingClient();
    await queryClient.fetchQuery({ queryKey: lists, queryFn: () => ['Groceries'] });
    await expect.poll(() => keptOnDeviceText('person-1'), { timeout: 5_000 }).toContain('Groceries');

    // The server away (or the page opened without a connection): the read fails…
    await queryClient
      .fetchQuery({ queryKey: lists, queryFn: () => Promise.reject(new Error('Failed to fetch')), staleTime: 0 })
      .catch(() => undefined);
    expect(queryClient.getQueryState(lists)?.status).toBe('error');
    // …and the next save (another answer changing) still keeps the one before it.
    queryClient.setQueryData(['lists', 'other'], ['Hardware']);
    await expect.poll(() => keptOnDeviceText('person-1'), { timeout: 5_000 }).toContain('Hardware');
    expect(await keptOnDeviceText('person-1')).toContain('Groceries');

    // Opened again: the page gets the answer, not an error.
    stops.splice(0).forEach((stop) => stop());
    const reopened = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    stops.push(keepCacheOnDevice(reopened, 'person-1', areas));
    await expect.poll(() => reopened.getQueryData(lists), { timeout: 5_000 }).toEqual(['Groceries']);
    const observer = new QueryObserver(reopened, { queryKey: lists, enabled: false });
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', isError: false, data: ['Groceries'] });
  });
});
