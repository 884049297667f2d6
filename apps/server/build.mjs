// Bundles the server with the shared contract inlined; every npm dependency stays external.
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ordna/'));

// Chunk names carry a hash of their content: a fresh dist, so no stale chunk stays beside the new.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

// The recipe importer's page reader runs in a worker thread of its own (lib/worker-thread.ts),
// loaded from beside the bundle: dist/*.worker.js.
await build({
  entryPoints: {
    main: 'src/main.ts',
    'page-reading.worker': 'src/areas/recipes/import/page-reading.worker.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: 'dist',
  // main.js sets V8's flags before it loads the rest (src/main.ts): the rest is a chunk of its own,
  // loaded by its dynamic import, and so are the parts main and the worker share.
  splitting: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Data files the server reads beside its own module: in the bundle that module is dist/main.js.
copyFileSync(
  new URL('./src/areas/auth/common-passwords.txt', import.meta.url),
  new URL('./dist/common-passwords.txt', import.meta.url),
);
