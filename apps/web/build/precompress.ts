import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|woff)$/;
/**
 * The service worker's files (build/pwa.ts) are written while this runs: a twin made from an
 * earlier or half-written file would be served instead of the worker. They go uncompressed.
 */
const SERVICE_WORKER = /[\\/](?:sw|workbox-[\w-]+)\.js$/;
/** Smaller files gain nothing from compression once headers are counted. */
const MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the highest
 * levels, once. The server sends the one a browser accepts (see apps/server/src/http/web-app.ts),
 * so no request pays for compression and every visit transfers the smallest form.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ordna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || SERVICE_WORKER.test(file)) continue;
        const content = await fs.readFile(file);
        if (content.length < MIN_BYTES) continue;
        work.push(
          brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) =>
            fs.writeFile(`${file}.br`, out),
          ),
          gzip(content, { level: 9 }).then((out) => fs.writeFile(`${file}.gz`, out)),
        );
      }
      await Promise.all(work);
    },
  };
}
