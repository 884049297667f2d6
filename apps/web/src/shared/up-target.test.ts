import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUpTarget, useUpTo } from './up-target';

describe('a page tells "up" where its parent is', () => {
  it('while it is on screen, and no longer once it leaves', () => {
    const bar = renderHook(() => useUpTarget());
    expect(bar.result.current).toBeNull();
    const page = renderHook(({ path }: { path: string | undefined }) => useUpTo(path), {
      initialProps: { path: undefined as string | undefined },
    });
    expect(bar.result.current).toBeNull();
    page.rerender({ path: '/sub-group/s1' });
    expect(bar.result.current).toBe('/sub-group/s1');
    act(() => page.unmount());
    expect(bar.result.current).toBeNull();
  });
});
