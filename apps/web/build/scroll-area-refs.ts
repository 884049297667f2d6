import path from 'node:path';
import type { Plugin } from 'vite';

const mergeRefs = path.join(import.meta.dirname, 'scroll-area-merge-refs.ts');

/**
 * In the web build Mantine's ScrollArea merges its refs with Mantine's own `useMergedRef`
 * (build/scroll-area-merge-refs.ts) instead of floating-ui's `useMergeRefs`, the one thing it takes
 * from `@floating-ui/react`: floating-ui is one module, so that one hook brought all of it (~16 kB
 * gzip) to every page with a Table or a Modal (both draw a ScrollArea), though only pop-overs use it.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'ordna-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const inScrollArea =
        importer && /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer);
      return source === '@floating-ui/react' && inScrollArea ? mergeRefs : null;
    },
  };
}
