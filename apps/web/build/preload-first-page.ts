import path from 'node:path';
import type { Plugin } from 'vite';
import {
  areaPages,
  chunkOf,
  chunksOf,
  initialSet,
  staticClosure,
  type AreaPage,
  type BuiltChunk,
} from './bundle-weights.ts';

/** The file the build writes beside index.html, which the server reads (apps/server/src/http/first-page.ts). */
export const FIRST_PAGES_FILE = 'first-pages.json';

/** A route page as the server names it in index.html: its route, whether a signed-out person may open it, its files. */
export interface FirstPage {
  path: string;
  open: boolean;
  /** The page's chunk and what it imports beyond the first load (and the signed-in frame's, unless open). */
  files: string[];
}

/** Every area page with the files a cold load of its address needs beyond the first load's scripts. */
export function firstPages(
  chunks: ReadonlyMap<string, BuiltChunk>,
  pages: readonly AreaPage[],
  shellModule: string,
): FirstPage[] {
  const initial = initialSet(chunks);
  const shell = chunkOf(chunks, shellModule);
  return pages.flatMap((page) => {
    const chunk = chunkOf(chunks, page.module);
    if (!chunk) return [];
    const roots = [chunk.fileName, ...(shell && !page.open ? [shell.fileName] : [])];
    const files = [...staticClosure(chunks, roots)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
    return [{ path: page.path, open: page.open, files }];
  });
}

/**
 * A cold load of an address asks for the page's chunk only once the app's scripts have run, and
 * then for its imports: two more round trips before a cold /login paints. The build writes each
 * page's files to `first-pages.json`; the server names the files of the page at the requested
 * address in index.html, and public/theme-boot.js (which runs before the scripts) preloads them
 * beside the app's own scripts, when the person may open that page.
 */
export function preloadFirstPage(): Plugin {
  return {
    name: 'ordna-preload-first-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { root } = this.environment.config;
      const shell = path.join(root, 'src/app/Shell.tsx');
      const pages = firstPages(chunksOf(bundle), areaPages(path.join(root, 'src/areas')), shell);
      this.emitFile({ type: 'asset', fileName: FIRST_PAGES_FILE, source: JSON.stringify(pages) });
    },
  };
}
