import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { bundleBudget } from './build/bundle-budget.ts';
import { schemasAsTypes } from './build/schemas-as-types.ts';
import { scrollAreaRefs } from './build/scroll-area-refs.ts';
import { markdownWithoutLinkify } from './build/markdown-without-linkify.ts';
import { publicFilesPure } from './build/public-files-pure.ts';
import { installableApp } from './build/pwa.ts';
import { preloadCatalogue } from './build/preload-catalogue.ts';
import { preloadFirstPage } from './build/preload-first-page.ts';
import { staticSignIn } from './build/static-sign-in.ts';

/** A module of one of these packages, however npm nests it. */
const inPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/** A module under one of these folders of @mantine (written with `/`), however npm nests it. */
const inMantine = (folders: string[]) =>
  new RegExp(
    `[\\\\/]@mantine[\\\\/](?:${folders.map((folder) => folder.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );

/**
 * Preloads the Latin Inter file (app/fonts.css) from index.html: it then comes beside the scripts,
 * and the sign-in page's text paints once in Inter rather than in the system font first.
 */
function preloadFont(): Plugin {
  return {
    name: 'ordna-preload-font',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    installableApp(),
    precompress(),
    preloadFont(),
    preloadCatalogue(),
    preloadFirstPage(),
    staticSignIn(),
    schemasAsTypes(),
    scrollAreaRefs(),
    markdownWithoutLinkify(),
    publicFilesPure(),
    bundleBudget(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries the first load needs get chunks of their own, so a change in app code
          // leaves them cached. Only what the first load uses ($initial): the rest of a library
          // stays with the lazy pages that use it.
          groups: [
            {
              name: 'react',
              test: inPackages(['react', 'react-dom', 'scheduler', 'react-router', 'use-sync-external-store']),
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'mantine',
              test: inPackages(['@mantine', '@floating-ui', 'react-remove-scroll[\\w-]*', 'react-transition-group']),
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // A browser fetches six files at a time over HTTP/1.1, each at least a round trip: a
            // cold page waits for every small file it is split into. The first load's own code
            // (many files of a few hundred bytes) is one file.
            {
              name: 'app',
              test: /[\\/](?:apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]/,
              tags: ['$initial'],
              priority: 0,
            },
            // The Mantine parts of the sign-in form, one file rather than twelve for a cold /login;
            // most pages use them too. Their own imports stay where they are (in `mantine`).
            {
              name: 'mantine-forms',
              test: inMantine([
                'core/esm/components/(?:Alert|CloseButton|Anchor|Stack|TextInput|InputBase|Input|ActionIcon|Title)',
                'core/esm/core/styles-api/use-resolved-styles-api',
                'hooks/esm/(?:use-id|use-uncontrolled)',
              ]),
              priority: -1,
              includeDependenciesRecursively: false,
            },
            // Every area's refusals and limits (the English catalogue imports them all, for its
            // texts): one file rather than twenty beside the catalogue a first render waits for.
            // Not the kernel's, which the first load carries.
            {
              name: 'refusals',
              test: /[\\/]packages[\\/]contract[\\/]src[\\/](?!kernel[\\/])[\w-]+[\\/](?:refusals|limits)\.ts$/,
              priority: -2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A test that types through user-event and renders Mantine pages can take tens of seconds on
    // a shared 2-core machine busy with other work: a slow machine is not a failing product.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
