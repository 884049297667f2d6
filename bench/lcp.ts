/**
 * Largest contentful paint of a cold /login (issue #23 point 6: ≤ 1 s at 10 Mb/s down, 40 ms RTT),
 * beside the same of a bare static page (one heading and a line of text, served by node:http) in
 * the same run, so the ratio says what the app costs over what any page costs on this machine and
 * this emulated network. Each load is in a new browser context: empty cache, no service worker.
 * Prints each round, the medians, the ratio and the load average. Never fails on slowness.
 * `npm run build` first. CHROMIUM_PATH (/usr/bin/chromium), BENCH_PORT (3941; the bare page takes
 * a free port), ROUNDS (7).
 */
import http from 'node:http';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { loadAndMeasure, throttle } from './browser-load';
import { startBuiltServer } from './server-process';
import { percentile } from './stats';

const port = Number(process.env.BENCH_PORT ?? 3941);
const rounds = Number(process.env.ROUNDS ?? 7);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head>
<body><h1>Sign in</h1><p>A bare page: what any page costs on this network.</p></body></html>`;

/** Serves the bare page on a free port of 127.0.0.1; resolves with its address. */
function startBarePage(): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(BARE);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port: barePort } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${barePort}/` });
    }),
  );
}

/** One cold load of url: a new context (empty cache), the network throttled, its LCP in ms. */
async function coldLcp(browser: Browser, url: string): Promise<{ lcp: number; transferred: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const load = await loadAndMeasure(page, cdp, url);
    if (load.lcp === null) throw new Error(`no largest contentful paint reported for ${url}`);
    return { lcp: load.lcp, transferred: load.transferred };
  } finally {
    await context.close();
  }
}

console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
const server = await startBuiltServer(port);
const bare = await startBarePage();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: { round: number; 'bare LCP ms': number; '/login LCP ms': number; '/login kB': string }[] = [];
try {
  // One untimed load each first: Chromium's own start-up and the server's first answers are not the page's.
  await coldLcp(browser, bare.url);
  await coldLcp(browser, `${server.url}/login`);
  for (let round = 1; round <= rounds; round++) {
    const plain = await coldLcp(browser, bare.url);
    const login = await coldLcp(browser, `${server.url}/login`);
    rows.push({
      round,
      'bare LCP ms': Math.round(plain.lcp),
      '/login LCP ms': Math.round(login.lcp),
      '/login kB': (login.transferred / 1000).toFixed(1),
    });
  }
} finally {
  await browser.close();
  await new Promise((resolve) => bare.server.close(resolve));
  await server.stop();
}

console.log('\nCold loads, Chromium, network throttled to 10 Mb/s down and 40 ms RTT (CDP), 1280×800');
console.table(rows);
const bareMedian = percentile(
  rows.map((row) => row['bare LCP ms']),
  50,
);
const loginMedian = percentile(
  rows.map((row) => row['/login LCP ms']),
  50,
);
console.table([
  {
    'bare page LCP p50 ms': bareMedian,
    '/login LCP p50 ms': loginMedian,
    'ratio /login ÷ bare': (loginMedian / bareMedian).toFixed(1),
    'target /login ≤ 1000 ms': loginMedian <= 1000 ? 'met' : 'NOT met',
  },
]);
console.log(`load average after: ${loadAverage()}`);
