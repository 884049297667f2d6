import type { Plugin } from 'vite';
import { chunksOf, initialSet, staticClosure, type BuiltChunk } from './bundle-weights.ts';

/**
 * The language of a person not signed in: the contract's DEFAULT_LANGUAGE (preload-catalogue.test.ts
 * holds the two equal; the Vite config cannot load the contract's TypeScript).
 */
export const DEFAULT_LANGUAGE = 'en';

const catalogueModule = /[\\/]src[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]catalogue\.ts$/;

/** Each language's catalogue chunk and the chunks it imports that the first load does not already carry. */
export function catalogueFiles(chunks: ReadonlyMap<string, BuiltChunk>): Record<string, string[]> {
  const initial = initialSet(chunks);
  const files: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const language = catalogueModule.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!language) continue;
    files[language] = [...staticClosure(chunks, [chunk.fileName])]
      .filter((file) => !initial.has(file))
      .map((file) => `/${file}`);
  }
  return files;
}

/**
 * The first render waits for the person's catalogue of texts (i18n/i18n.ts), which the app asks
 * for only once its own scripts have run: one more round trip (two, with the chunks it imports)
 * before a cold /login paints. Writes each language's files into index.html
 * (`<meta name="ordna-catalogues">`); public/theme-boot.js, which runs before the scripts,
 * preloads the saved language's (or the default's) beside them.
 */
export function preloadCatalogue(): Plugin {
  return {
    name: 'ordna-preload-catalogue',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const attrs = {
          name: 'ordna-catalogues',
          content: JSON.stringify(catalogueFiles(chunksOf(bundle))),
          'data-default': DEFAULT_LANGUAGE,
        };
        return [{ tag: 'meta', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}
