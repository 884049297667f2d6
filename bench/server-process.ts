import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilAnswering } from './until-answering';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM: the server closes cleanly. */
  stop: () => Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a power cut of the process (not of the machine). */
  kill: () => Promise<void>;
}

export interface BuiltServerOptions {
  /** A SQLite file or `postgres://` URL that outlives the process; a fresh temp SQLite file (removed on stop) when absent. */
  databaseUrl?: string;
  /** LOG_LEVEL of the server; `warn` unless asked, `default` leaves the server's own default. */
  logLevel?: string;
  /** More environment for the server, e.g. VALIDATE_ANSWERS. */
  env?: NodeJS.ProcessEnv;
}

/** Starts the built server (`npm run build` first). */
export async function startBuiltServer(port: number, options: BuiltServerOptions = {}): Promise<RunningServer> {
  const { databaseUrl, logLevel = 'warn', env: extraEnv = {} } = options;
  const database = databaseUrl ?? path.join(os.tmpdir(), `ordna-bench-${process.pid}-${port}.db`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...extraEnv,
  };
  if (logLevel === 'default') delete env.LOG_LEVEL;
  else env.LOG_LEVEL = logLevel;
  // As deploy/ starts it: main.js sets its own V8 flags (README, "Memory").
  const server = await startNodeProcess([path.join(root, 'apps/server/dist/main.js')], env, port, '/api/health');
  return {
    ...server,
    stop: async () => {
      await server.stop();
      if (!databaseUrl) for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
    },
  };
}

/** Starts a bare Fastify server (bare-fastify-server.ts) in its own process; `full` adds the server's plugins. */
export function startBareFastify(port: number, variant: 'plain' | 'full'): Promise<RunningServer> {
  const script = path.join(here, 'bare-fastify-server.ts');
  const env = { ...process.env, PORT: String(port), BARE_VARIANT: variant };
  // `node --import tsx` keeps it one process, so /proc/<pid> is the server itself (the tsx CLI would fork).
  return startNodeProcess(['--import', 'tsx', script], env, port, '/x?date=2026-01-01');
}

/** Spawns node with args and waits until GET readyPath answers (until-answering.ts); stdout is dropped so request logs cost what they cost in production without flooding the terminal. */
async function startNodeProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: here, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(child, url + readyPath);
  const end = async (signal: NodeJS.Signals) => {
    if (alive) child.kill(signal);
    await exited;
  };
  return { url, pid: child.pid!, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** Resident memory of a process in MiB, from /proc (Linux). `peak` is the high-water mark. */
export function residentMiB(pid: number, which: 'now' | 'peak' = 'now'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = which === 'now' ? /VmRSS:\s+(\d+)/ : /VmHWM:\s+(\d+)/;
  const kb = Number(field.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Resident memory of a process in MiB by kind, from /proc (Linux): anonymous (heaps), file-backed, shared. */
export function residentParts(pid: number): { anonymous: number; files: number; shared: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { anonymous: field('RssAnon'), files: field('RssFile'), shared: field('RssShmem') };
}

/** CPU time (user + system, all threads) a process has used so far, in µs, from /proc/<pid>/stat. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  // /proc reports in USER_HZ ticks, which Linux fixes at 100 per second for user space.
  return ticks * 10_000;
}
