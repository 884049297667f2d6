/**
 * The web app's weight, from the built apps/web/dist: the JS /login needs before any route code
 * (index.html's scripts and modulepreloads and what the entry imports statically), each file raw,
 * gzip and brotli, and the CSS up front. Then, with the built server and Debian Chromium, a cold
 * /login load on a throttled network (10 Mb/s down, 40 ms RTT): bytes transferred and largest
 * contentful paint; and a warm second load: bytes transferred and 304 revalidations.
 * Prints the targets beside the figures; never fails on slowness.
 * `npm run build` first. CHROMIUM_PATH (/usr/bin/chromium), BENCH_PORT (3931).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadAndMeasure, throttle, type PageLoad } from './browser-load';
import { startBuiltServer } from './server-process';
import { initialFiles, weigh, type FileWeight } from './web-initial-files';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3931);
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

const { js, css } = initialFiles(dist);
const jsWeights = js.map(({ file, reason }) => weigh(dist, file, reason));
const cssWeights = css.map((file) => weigh(dist, file, 'stylesheet'));
const sum = (weights: FileWeight[], key: 'raw' | 'gzip' | 'brotli') => weights.reduce((total, w) => total + w[key], 0);
const table = (weights: FileWeight[]) =>
  [
    ...weights,
    { file: 'total', reason: '', raw: sum(weights, 'raw'), gzip: sum(weights, 'gzip'), brotli: sum(weights, 'brotli') },
  ].map((w) => ({
    file: w.file,
    'loaded as': w.reason,
    'raw kB': kB(w.raw),
    'gzip kB': kB(w.gzip),
    'brotli kB': kB(w.brotli),
  }));

console.log('\nInitial JS of /login (before any route chunk), from apps/web/dist; kB = 1000 bytes');
console.table(table(jsWeights));
console.log('CSS up front');
console.table(table(cssWeights));

const server = await startBuiltServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let cold: PageLoad;
let warm: PageLoad;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  cold = await loadAndMeasure(page, cdp, `${server.url}/login`);
  warm = await loadAndMeasure(page, cdp, `${server.url}/login`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nChromium, /login, network throttled to 10 Mb/s down and 40 ms RTT (CDP)');
const loads = { 'cold (empty cache)': cold, 'warm (second load)': warm };
console.table(
  Object.entries(loads).map(([name, load]) => ({
    load: name,
    requests: load.requests,
    'transferred kB': kB(load.transferred),
    'from cache': load.fromCache,
    '304 revalidations': load.revalidated304,
    'LCP ms': load.lcp === null ? 'none' : Math.round(load.lcp),
  })),
);
console.log('cold load by resource type');
console.table(
  [...cold.byType].map(([type, { count, bytes }]) => ({ type, responses: count, 'transferred kB': kB(bytes) })),
);
console.log(`entry script as served: content-encoding ${cold.entryEncoding}, cache-control ${cold.entryCacheControl}`);

const initialGzip = sum(jsWeights, 'gzip');
console.log('\nTargets (kB = 1000 bytes)');
console.table([
  { target: 'initial JS gzip ≤ 160 kB', measured: `${kB(initialGzip)} kB`, verdict: verdict(initialGzip <= 160_000) },
  {
    target: 'cold /login transferred ≤ 300 KB',
    measured: `${kB(cold.transferred)} kB`,
    verdict: verdict(cold.transferred <= 300_000),
  },
  {
    target: 'cold /login LCP ≤ 1 s',
    measured: cold.lcp === null ? 'none reported' : `${Math.round(cold.lcp)} ms`,
    verdict: verdict(cold.lcp !== null && cold.lcp <= 1000),
  },
]);
