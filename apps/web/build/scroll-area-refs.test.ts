import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './scroll-area-merge-refs';
import { scrollAreaRefs } from './scroll-area-refs';

describe("ScrollArea's refs without floating-ui", () => {
  it('sends only ScrollArea’s import of floating-ui to the shim', () => {
    const resolve = scrollAreaRefs().resolveId as (source: string, importer?: string) => string | null;
    const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
    const popover = '/app/node_modules/@mantine/core/esm/components/Popover/Popover.mjs';
    expect(resolve('@floating-ui/react', scrollArea)).toMatch(/scroll-area-merge-refs\.ts$/);
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('@mantine/hooks', scrollArea)).toBeNull();
  });

  it('sets every ref given, object and callback alike', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([objectRef, callbackRef, undefined]));
    const node = document.createElement('div');
    (result.current as (node: HTMLDivElement | null) => void)(node);
    expect(objectRef.current).toBe(node);
    expect(callbackRef).toHaveBeenCalledWith(node);
  });
});
