import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './testing/spawned-server.test-kit';

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
    fs.writeFileSync(path.join(dir, 'recorder.mjs'), RECORDER);
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(path.join(dir, 'recorder.mjs')).href)});`;
    fs.writeFileSync(path.join(dir, 'register.mjs'), register);
    const list = path.join(dir, 'loaded.txt');
    const { child, exited, untilServing } = await spawnServer(dir, {
      nodeArgs: ['--import', path.join(dir, 'register.mjs')],
      env: { LOADED_LIST: list },
    });
    try {
      await untilServing();
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
