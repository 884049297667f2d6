import type { Plugin } from 'vite';

/** An area's public file: `src/areas/<area>/public.ts(x)`. */
export const areaPublicFile = /[\\/]src[\\/]areas[\\/][^\\/]+[\\/]public\.tsx?$/;

/**
 * An area's public.ts(x) only names what the area offers others (docs/architecture.md, "Layers"):
 * the build is told it has no side effects of its own, so a page that takes one hook from it gets
 * that hook alone. Otherwise the bundler keeps every module the file names in the order it names
 * them, and the page loads the chunk holding the others too (settings' device control, which takes
 * time's integration-token hooks, loaded time's tags manager and journal picker: ~11 kB gzip).
 */
export function publicFilesPure(): Plugin {
  return {
    name: 'ordna-public-files-pure',
    apply: 'build',
    transform(code, id) {
      return areaPublicFile.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
