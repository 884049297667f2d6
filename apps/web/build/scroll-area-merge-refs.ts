import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs(refs)`, the one export Mantine's ScrollArea imports from it, on
 * Mantine's `useMergedRef` (build/scroll-area-refs.ts): one callback ref that sets every ref given.
 * A missing export here fails the build, should a later ScrollArea take more from floating-ui.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
