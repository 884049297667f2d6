import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/** A module of one of these packages, however npm nests it. */
const inPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [react(), precompress()],
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
            // One chunk per language's catalogue (its JSON files), named after the language.
            {
              name: (id) => /[\\/]i18n[\\/]locales[\\/](\w+)[\\/]/.exec(id)?.[1] ?? null,
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
