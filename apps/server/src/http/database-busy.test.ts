import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { expectRefused } from '../testing/refused.test-kit';

/**
 * A SQLite file whose write lock another connection holds (a backup tool, a second process):
 * a write answers 503 `common.busy` with retry in the envelope, not 500, and works again once
 * the lock is let go. On SQLite whatever the test pass, since that is where the lock lives.
 */
describe('a SQLite database another connection holds locked', () => {
  let dir: string;
  let app: FastifyInstance;
  let db: Db;
  let holder: SQLite.Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-locked-'));
    const file = path.join(dir, 'ordna.db');
    ({ db } = openDatabase(file));
    await migrateToLatest(db, 'sqlite');
    app = await buildApp({ db, dialect: 'sqlite', config: testConfig() });
    holder = new SQLite(file);
  });

  afterAll(async () => {
    if (holder.inTransaction) holder.exec('rollback');
    holder.close();
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const signUp = (username: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password: 'correct horse battery' } });

  it('answers a write 503 common.busy with retry while the lock is held, and 201 after', async () => {
    holder.exec('begin immediate');
    // The server waits out its busy timeout (5 s), then gives up on the write.
    const refused = await signUp('while_locked');
    expectRefused(refused, 503, {
      code: 'common.busy',
      message: 'The server is busy right now. Please try again in a moment.',
      retry: true,
    });
    expect(refused.headers['retry-after']).toBe('2');
    holder.exec('rollback');
    expect((await signUp('after_the_lock')).statusCode).toBe(201);
  });

  it('answers health 200 meanwhile: reading goes on beside a writer (WAL)', async () => {
    holder.exec('begin immediate');
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      holder.exec('rollback');
    }
  });
});
