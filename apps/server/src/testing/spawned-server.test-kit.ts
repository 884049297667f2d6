import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.test-kit';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export interface SpawnedServer {
  port: number;
  child: ChildProcess;
  /** Its exit code once it ends. */
  exited: Promise<number | null>;
  /** Until GET /api/health answers 200; throws with its stderr if the process ends first. */
  untilServing: () => Promise<void>;
}

/**
 * The server from source (main.ts through tsx) as a process of its own, on SQLite in `dir` with a
 * stand-in web app there (WEB_DIST must hold one: the configuration is checked at start).
 * `nodeArgs` go before tsx's `--import`, `env` over the test's own.
 */
export async function spawnServer(
  dir: string,
  { nodeArgs = [], env = {} }: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<SpawnedServer> {
  fs.mkdirSync(path.join(dir, 'web'));
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Ordna</title>');
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'ordna.db'),
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dir, 'web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  async function untilServing(): Promise<void> {
    for (let ready = false; !ready;) {
      ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (child.exitCode !== null) throw new Error(`the server ended before it answered: ${stderr}`);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { port, child, exited, untilServing };
}
