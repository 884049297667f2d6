import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { User } from '@ordna/contract/auth';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDatabase, type Db, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';

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

/** A database for one test file; on Postgres a schema of its own, dropped on close. */
export async function openTestDatabase(): Promise<{ db: Db; dialect: Dialect; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const { db, dialect } = openDatabase(':memory:');
    return { db, dialect, drop: () => db.destroy() };
  }
  const schema = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = openDatabase(url).db;
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const separator = url.includes('?') ? '&' : '?';
  const { db, dialect } = openDatabase(`${url}${separator}options=-c%20search_path%3D${schema}`);
  return {
    db,
    dialect,
    drop: async () => {
      await db.destroy();
      const cleanup = openDatabase(url).db;
      await sql`drop schema ${sql.id(schema)} cascade`.execute(cleanup);
      await cleanup.destroy();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, dialect, drop } = await openTestDatabase();
  await migrateToLatest(db);
  const clock = new MovableClock();
  const app = await buildApp({ db, dialect, config: testConfig(overrides), clock: clock.read });
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

/** The parsed JSON envelope of a response. */
export function body<T = unknown>(
  response: LightMyRequestResponse,
): { status: boolean; data: T; message?: string; retry?: boolean } {
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

/** Headers for a signed-in call. */
export function as(user: User): Record<string, string> {
  return { 'x-access-token': user.access.token };
}
