import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './collection-throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the notes collection fetch', () => {
  it('runs at most once a second, however often it is asked for', async () => {
    const fetch = vi.fn(async () => 'collections');
    const fetchCollections = throttled(fetch);
    await fetchCollections();
    expect(fetch).toHaveBeenCalledTimes(1);

    // A burst within the second shares one fetch at the end of that second.
    const burst = [fetchCollections(), fetchCollections(), fetchCollections()];
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(burst)).toEqual(['collections', 'collections', 'collections']);
    expect(fetch).toHaveBeenCalledTimes(2);

    // A second after the last one, it runs at once.
    await vi.advanceTimersByTimeAsync(1000);
    await fetchCollections();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
