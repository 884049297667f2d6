import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseErrorCodeOf, databaseTroubleOf } from './database-errors';
import { pgModule } from './pg-module';

// pg as a PostgreSQL database loads it (db/pg-module.ts): only then are its errors told apart.
const pg = pgModule();

/** The error a call throws, so the test reads what the driver really gives. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL's own error as pg hands it over, with its SQLSTATE. */
function postgresError(code: string, message: string): InstanceType<typeof pg.DatabaseError> {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('databaseTroubleOf', () => {
  const silent: net.Server[] = [];
  afterAll(() => silent.forEach((server) => server.close()));

  it('reads a refused connection as the database being unavailable', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' });
    expect(databaseTroubleOf(await errorOf(() => client.connect()))).toBe('unavailable');
  });

  it('reads a connection that gets no answer in time as unavailable', async () => {
    // A server that accepts and never speaks, as a host that vanished mid-handshake.
    const server = net.createServer(() => undefined);
    silent.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', connectionTimeoutMillis: 100 });
    expect(databaseTroubleOf(await errorOf(() => client.connect()))).toBe('unavailable');
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
  ])('reads PostgreSQL %s (%s) as unavailable', (code, message) => {
    expect(databaseTroubleOf(postgresError(code, message))).toBe('unavailable');
  });

  it.each([
    ['53300', 'sorry, too many clients already'],
    ['53400', 'configuration limit exceeded'],
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('reads PostgreSQL %s (%s) as busy', (code, message) => {
    expect(databaseTroubleOf(postgresError(code, message))).toBe('busy');
  });

  it('reads a pool whose every connection stayed taken as busy, and a dropped connection as unavailable', () => {
    expect(databaseTroubleOf(new Error('timeout exceeded when trying to connect'))).toBe('busy');
    expect(databaseTroubleOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
  });

  it('reads a SQLite write lock held by another connection as busy', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-busy-'));
    const file = path.join(dir, 'busy.db');
    const holder = new SQLite(file);
    const other = new SQLite(file, { timeout: 0 });
    try {
      holder.exec('create table t (x integer)');
      holder.exec('begin immediate');
      const error = (() => {
        try {
          other.exec('insert into t values (1)');
        } catch (thrown) {
          return thrown;
        }
        throw new Error('expected the write to fail');
      })();
      expect(databaseTroubleOf(error)).toBe('busy');
    } finally {
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a web page the server could not fetch alone, though its cause is a refused connection too', async () => {
    const port = await closedPort();
    expect(databaseTroubleOf(await errorOf(() => fetch(`http://127.0.0.1:${port}/`)))).toBeNull();
  });

  it('leaves every other failure alone: a constraint, a bug, something that is not an error', () => {
    expect(databaseTroubleOf(postgresError('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(databaseTroubleOf(new Error('relation "users" does not exist'))).toBeNull();
    expect(databaseTroubleOf('ECONNREFUSED')).toBeNull();
    expect(databaseTroubleOf(null)).toBeNull();
  });
});

describe('databaseErrorCodeOf', () => {
  it('names the code the database or the socket gave', async () => {
    expect(databaseErrorCodeOf(postgresError('57P01', 'terminating connection'))).toBe('57P01');
    expect(databaseErrorCodeOf(new Error('wrapped', { cause: postgresError('53300', 'too many') }))).toBe('53300');
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' });
    expect(databaseErrorCodeOf(await errorOf(() => client.connect()))).toBe('ECONNREFUSED');
    const sqlite = new SQLite(':memory:');
    const missing = await errorOf(async () => sqlite.prepare('select * from nowhere'));
    sqlite.close();
    expect(databaseErrorCodeOf(missing)).toBe('SQLITE_ERROR');
  });

  it("names pg's lost connection and full pool, which carry no code", () => {
    expect(databaseErrorCodeOf(new Error('Connection terminated unexpectedly'))).toBe('connection');
    expect(databaseErrorCodeOf(new Error('timeout exceeded when trying to connect'))).toBe('pool');
  });

  it('leaves what did not come from the database: a page not fetched, another five-letter code', async () => {
    const port = await closedPort();
    expect(databaseErrorCodeOf(await errorOf(() => fetch(`http://127.0.0.1:${port}/`)))).toBeNull();
    expect(databaseErrorCodeOf(Object.assign(new Error('bad file'), { code: 'EBADF' }))).toBeNull();
    expect(databaseErrorCodeOf(null)).toBeNull();
  });
});
