import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { User } from '@ordna/contract/auth';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Db, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { InProcessBus } from '../http/live/live-bus';
import { PostgresBus } from '../http/live/postgres-bus';

/**
 * A real server on a real database: SQLite in memory by default, or a fresh schema in the
 * PostgreSQL that TEST_DATABASE_URL names (CI sets it), so every suite runs on both dialects.
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  clock: MovableClock;
  close: () => Promise<void>;
}

export class MovableClock {
  constructor(public now = Date.parse('2026-11-18T10:00:00Z')) {}
  readonly read = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
  set(iso: string): void {
    this.now = Date.parse(iso);
  }
}

let schemaCounter = 0;

/**
 * A migrated database for one test file; on Postgres a schema of its own, dropped on close (and
 * at once when the migration fails, so no half-made schema is left behind).
 */
export async function openTestDatabase(): Promise<OpenedTestDatabase> {
  const opened = await openEmptyTestDatabase();
  try {
    await migrateToLatest(opened.db, opened.dialect);
  } catch (error) {
    await opened.drop();
    throw error;
  }
  return opened;
}

export interface OpenedTestDatabase {
  db: Db;
  dialect: Dialect;
  /** Where it is: null for SQLite in memory, else the PostgreSQL URL with the schema's search path. */
  url: string | null;
  drop: () => Promise<void>;
}

/** A database for one test file with no tables yet, for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<OpenedTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const { db, dialect } = openDatabase(':memory:');
    return { db, dialect, url: null, drop: () => db.destroy() };
  }
  const schema = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = openDatabase(url).db;
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const separator = url.includes('?') ? '&' : '?';
  const schemaUrl = `${url}${separator}options=-c%20search_path%3D${schema}`;
  const { db, dialect } = openDatabase(schemaUrl);
  return {
    db,
    dialect,
    url: schemaUrl,
    drop: async () => {
      await db.destroy();
      const cleanup = openDatabase(url).db;
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup);
      await cleanup.destroy();
    },
  };
}

/** A test app on a fresh database; `withDb` wraps its connection (a plugin that watches statements). */
export async function createTestApp(overrides: Partial<Config> = {}, withDb?: (db: Db) => Db): Promise<TestApp> {
  const opened = await openTestDatabase();
  const { dialect, url, drop } = opened;
  const db = withDb ? withDb(opened.db) : opened.db;
  const clock = new MovableClock();
  const bus = url ? new PostgresBus(url, db) : undefined;
  const app = await buildApp({ db, dialect, config: testConfig(overrides), clock: clock.read, bus });
  return {
    app,
    db,
    dialect,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Several server instances over one database, as behind a load balancer. */
export interface SharedTestApps {
  apps: FastifyInstance[];
  /** Each app's own connection (pool), in the order of `apps`. */
  dbs: Db[];
  dialect: Dialect;
  /** Starts one more instance on the same database, as after a restart. */
  startAnother: () => Promise<FastifyInstance>;
  /** One clock for all instances. */
  clock: MovableClock;
  close: () => Promise<void>;
}

/**
 * `count` apps, each with its own connection (pool) to one database: a temporary SQLite file,
 * or one fresh schema in `url`'s PostgreSQL (TEST_DATABASE_URL's unless given: a test's own
 * database). Nothing is shared in memory between them.
 */
export async function createSharedTestApps(
  count = 2,
  overrides: Partial<Config> = {},
  url = process.env.TEST_DATABASE_URL,
): Promise<SharedTestApps> {
  let databaseUrl: string;
  let cleanUp: () => Promise<void>;
  if (url) {
    const name = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
    const admin = openDatabase(url).db;
    await sql`create schema ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    const separator = url.includes('?') ? '&' : '?';
    databaseUrl = `${url}${separator}options=-c%20search_path%3D${name}`;
    cleanUp = async () => {
      const cleanup = openDatabase(url).db;
      await sql`drop schema ${sql.id(name)} cascade`.execute(cleanup);
      await cleanup.destroy();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-shared-'));
    databaseUrl = path.join(dir, 'shared.db');
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const clock = new MovableClock();
  const opened = Array.from({ length: count }, () => openDatabase(databaseUrl));
  await migrateToLatest(opened[0]!.db, opened[0]!.dialect);
  const apps: FastifyInstance[] = [];
  // On PostgreSQL each instance listens for itself; SQLite serves one instance, so apps that
  // share a file in one process share its in-process bus, as one instance would.
  const sqliteBus = new InProcessBus();
  const start = async ({ db, dialect }: { db: Db; dialect: Dialect }) => {
    const bus = url ? new PostgresBus(databaseUrl, db) : sqliteBus;
    const app = await buildApp({ db, dialect, config: testConfig(overrides), clock: clock.read, bus });
    apps.push(app);
    return app;
  };
  for (const each of opened) await start(each);
  return {
    apps,
    dbs: opened.map(({ db }) => db),
    dialect: opened[0]!.dialect,
    startAnother: async () => {
      const another = openDatabase(databaseUrl);
      opened.push(another);
      return start(another);
    },
    clock,
    close: async () => {
      for (const app of apps) await app.close();
      for (const { db } of opened) await db.destroy();
      await cleanUp();
    },
  };
}

/** The parsed JSON envelope of a response. */
export function body<T = unknown>(
  response: LightMyRequestResponse,
): { status: boolean; data: T; code?: string; message?: string; retry?: boolean } {
  return response.json();
}

let userCounter = 0;

/** Signs up a new person and answers their User (with tokens). */
export async function signUp(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<User> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: `person${++userCounter}_${Date.now() % 100000}`, password: 'correct horse battery', ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return body<User>(response).data;
}

/** The extra token of each person whose vault a test opened (vault.test-kit.ts), sent with their calls. */
const extraTokens = new WeakMap<User, string>();

/** From now on the person's calls carry this extra token; null: none. */
export function useExtraToken(user: User, token: string | null): void {
  if (token === null) extraTokens.delete(user);
  else extraTokens.set(user, token);
}

/** Whether the person's calls carry an extra token (their vault was opened in this test). */
export function hasExtraToken(user: User): boolean {
  return extraTokens.has(user);
}

/** Headers for a signed-in call, with the extra token when the person's vault is open. */
export function as(user: User): Record<string, string> {
  const extra = extraTokens.get(user);
  return { 'x-access-token': user.access.token, ...(extra !== undefined && { 'x-extra-token': extra }) };
}
