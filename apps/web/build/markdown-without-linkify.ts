import path from 'node:path';
import type { Plugin } from 'vite';

const linkifyOff = path.join(import.meta.dirname, 'linkify-off.ts');

/**
 * In the web build markdown-it's `linkify-it` is build/linkify-off.ts: markdown-it makes a
 * linkify-it on every reader though the app's keeps the `linkify` option off, and its link
 * patterns (with uc.micro's Unicode classes) are ~4 kB gzip of the Markdown renderer's chunk that
 * every page showing a note fetches.
 */
export function markdownWithoutLinkify(): Plugin {
  return {
    name: 'ordna-markdown-without-linkify',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const inMarkdownIt = importer && /[\\/]node_modules[\\/]markdown-it[\\/]/.test(importer);
      return source === 'linkify-it' && inMarkdownIt ? linkifyOff : null;
    },
  };
}
