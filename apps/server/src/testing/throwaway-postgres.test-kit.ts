import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port.test-kit';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, made from the installed binaries, that the test may stop,
 * start and restart without disturbing the cluster other test files share (TEST_DATABASE_URL).
 * Commands run asynchronously, so the app under test keeps answering while PostgreSQL stops.
 */
export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is ended (57P01) and new ones are refused. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart: () => Promise<void>;
  /** Runs SQL as the superuser through psql and answers its output (unaligned, tuples only). */
  psql: (statement: string) => Promise<string>;
  /** Stops the cluster (if running) and removes its folder. */
  remove: () => Promise<void>;
}

/** The newest installed PostgreSQL's bin folder; throws when there is none (the test must not pass unseen). */
async function binaries(): Promise<string> {
  const base = '/usr/lib/postgresql';
  const versions = await readdir(base).catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!newest) throw new Error(`no PostgreSQL binaries under ${base}/*/bin (apt-get install postgresql)`);
  return path.join(base, newest, 'bin');
}

export async function startThrowawayCluster(settings: string[] = []): Promise<ThrowawayCluster> {
  const bin = await binaries();
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ordna-outage-pg-'));
  // As root (CI), PostgreSQL runs as the postgres user; otherwise as whoever runs the tests.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(dir, Number(stdout.trim()), 0);
  }
  const tool = async (name: string, args: string[]) => {
    const command = path.join(bin, name);
    const { stdout } = asRoot
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args])
      : await run(command, args);
    return stdout;
  };
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', ...settings].join(' ');
  const pgCtl = (...args: string[]) =>
    tool('pg_ctl', ['-D', dir, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args]);
  await tool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  await pgCtl('start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    start: async () => {
      await pgCtl('start');
      running = true;
    },
    restart: async () => {
      await pgCtl('-m', 'fast', 'restart');
      running = true;
    },
    psql: (statement) => tool('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-At', '-c', statement]),
    remove: async () => {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of the test file's own, on a cluster of its own: made in `beforeAll` by
 * `create database <name> <options>` (a collation, say: `template template0 locale_provider icu
 * icu_locale 'en-US' locale 'C'`), the cluster removed in `afterAll`. Answers the database's URL,
 * to read in a later `beforeAll` (useTwoInstances, which migrates it) or a test.
 */
export function useThrowawayDatabase(name: string, options: string): () => string {
  let cluster: ThrowawayCluster | null = null;
  let url: string | null = null;
  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    await cluster.psql(`create database ${name} ${options}`);
    url = cluster.url.replace(/\/postgres$/, `/${name}`);
  });
  afterAll(() => cluster?.remove());
  return () => {
    if (!url) throw new Error('the database is made in beforeAll: read its URL in a later hook or a test');
    return url;
  };
}
