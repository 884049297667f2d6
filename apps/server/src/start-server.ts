/** The server itself: main.ts sets V8's flags first, then loads this (and with it every module). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfigOrExit } from './config';
import { openDatabase } from './db/database';
import { logDatabaseErrorsTo } from './db/database-errors';
import { migrateToLatest } from './db/migrate';
import { stopOnSignals } from './http/graceful-stop';
import { PostgresBus } from './http/live/postgres-bus';

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
