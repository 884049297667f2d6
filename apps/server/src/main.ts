import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfigOrExit } from './config';
import { openDatabase } from './db/database';
import { logDatabaseErrorsTo } from './db/database-errors';
import { migrateToLatest } from './db/migrate';
import { stopOnSignals } from './http/graceful-stop';
import { PostgresBus } from './http/live/postgres-bus';

/** How far the old generation may grow past what survived the last full collection (README, "Memory"). */
const HEAP_GROWING_PERCENT = 20;

// V8 lets the young generation grow to 32 MB under load and keeps it; at its first size, a
// request's short-lived garbage is still collected young, and the server stays small on a small box.
v8.setFlagsFromString('--semi-space-growth-factor=1');
// After each full collection V8 lets the old generation grow to up to 4× what survived it while
// objects are made fast, and keeps the pages until the load stops (the server lives on ~45 MB;
// a 40 MB-live churn reached a 311 MB heap, 101 MB at 1.2×): more frequent full collections
// instead (README, "Memory").
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

// A bad variable stops the server here, with every bad one named (exit code 1).
const config = readConfigOrExit();
// The bundle lives in apps/server/dist; the built web app in apps/web/dist.
const here = path.dirname(fileURLToPath(import.meta.url));
config.webDist ??= path.resolve(here, '../../web/dist');

const { db, dialect } = openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
await migrateToLatest(db, dialect);
// Several instances on one PostgreSQL pass live updates to each other through LISTEN/NOTIFY.
const bus = dialect === 'postgres' ? new PostgresBus(config.databaseUrl, db) : undefined;
const app = await buildApp({ db, dialect, config, bus });
// A pooled connection PostgreSQL ended is logged and replaced; it never ends the process.
logDatabaseErrorsTo(app.log);
// SIGTERM: health 503 for STOP_DRAIN_SECONDS, stop accepting, finish what is in flight (≤ 10 s),
// end live streams, close the database, exit 0.
stopOnSignals(app, { closeResources: () => db.destroy(), drainMs: config.stopDrainMs });

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ordna is serving on port ${config.port} (${dialect})`);
