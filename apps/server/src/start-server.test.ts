import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A module hook that writes every module the server loads through `import` to LOADED_LIST. */
const RECORDER = `import fs from 'node:fs';
export async function load(url, context, next) {
  fs.appendFileSync(process.env.LOADED_LIST, url + '\\n');
  return next(url, context);
}
`;

describe('the server on SQLite', () => {
  // Each costs resident memory a server on SQLite without tagged notes never uses (README, "Memory").
  it('starts and answers without loading pg or markdown-it', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-start-'));
    fs.mkdirSync(path.join(dir, 'web'));
    fs.writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Ordna</title>');
    fs.writeFileSync(path.join(dir, 'recorder.mjs'), RECORDER);
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(path.join(dir, 'recorder.mjs')).href)});`;
    fs.writeFileSync(path.join(dir, 'register.mjs'), register);
    const list = path.join(dir, 'loaded.txt');
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', path.join(dir, 'register.mjs'), '--import', 'tsx', path.join(here, 'main.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: path.join(dir, 'ordna.db'),
          LOG_LEVEL: 'warn',
          WEB_DIST: path.join(dir, 'web'),
          LOADED_LIST: list,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      for (let ready = false; !ready;) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (child.exitCode !== null) throw new Error(`the server ended before it answered: ${stderr}`);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const loaded = fs.readFileSync(list, 'utf8').split('\n');
      // The recorder saw the server's own modules and its libraries (it does record).
      expect(loaded.some((url) => url.endsWith('/start-server.ts'))).toBe(true);
      expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
      expect(loaded.filter((url) => /\/node_modules\/(pg|markdown-it)\//.test(url))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
