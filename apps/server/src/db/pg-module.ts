import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * pg, loaded with the first PostgreSQL database: a server on SQLite never loads it (about 6 MiB
 * resident, README "Memory"). pg is CommonJS, so it loads at once where it is first needed and
 * `openDatabase` stays synchronous.
 */
let loaded: typeof pg | undefined;

export function pgModule(): typeof pg {
  if (loaded) return loaded;
  // esbuild leaves pg outside the bundle (build.mjs), so this resolves it from node_modules.
  const module = createRequire(import.meta.url)('pg') as typeof pg;
  // Epoch milliseconds are stored as bigint; they fit in a double, so read them as numbers.
  module.types.setTypeParser(module.types.builtins.INT8, (value: string) => Number(value));
  loaded = module;
  return module;
}

/** pg if a PostgreSQL database was opened in this process; undefined on SQLite. */
export function loadedPg(): typeof pg | undefined {
  return loaded;
}
