import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
  /**
   * `pg_ctl <action>` while the benchmark goes on (asynchronous, so its requests keep being
   * timed): `stop` and `restart` with `-m fast`, which ends every connection; `start` again.
   */
  control: (action: 'stop' | 'start' | 'restart') => Promise<void>;
}

/** A PostgreSQL cluster in a temp folder for one benchmark run, or null when the binaries are missing. */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base)
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  if (!version) return null;
  const bin = path.join(base, version, 'bin');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ordna-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'ignore' });
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const ctlArgs = [
    '-D',
    dir,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
  ];
  run('pg_ctl', [...ctlArgs, 'start']);
  const runAsync = promisify(execFile);
  const control = async (action: 'stop' | 'start' | 'restart') => {
    const args = [...ctlArgs, ...(action === 'start' ? [] : ['-m', 'fast']), action];
    const command = path.join(bin, 'pg_ctl');
    if (asRoot) await runAsync('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await runAsync(command, args);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    control,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
