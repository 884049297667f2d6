import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const inertZod = fileURLToPath(new URL('./inert-zod.ts', import.meta.url));

/**
 * In the web build the contract's `zod` is build/inert-zod.ts: the web reads the schemas' types
 * and the endpoint tables' paths but never validates (the server does), so zod's code (28 kB
 * gzip, more than any other library of the first load) is left out. Tests and the dev server keep
 * the real zod.
 */
export function schemasAsTypes(): Plugin {
  return {
    name: 'ordna-schemas-as-types',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer && /[\\/]packages[\\/]contract[\\/]/.test(importer)) return inertZod;
      return null;
    },
  };
}
