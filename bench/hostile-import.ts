/**
 * Does a hostile recipe page hold the server? The built server (RECIPE_IMPORT_ALLOW=127.0.0.1/32)
 * imports pages from a local node:http site made to hurt a parser: ≈440 JSON-LD blocks, blocks of
 * 200,000-deep arrays, and a page of nearly 5 MiB (the fetch cap). Four people import them in a
 * loop for BENCH_SECONDS (20) while a fifth client calls `GET /api/health` one call after another;
 * the same client first measures health alone for BENCH_QUIET_SECONDS (10). Prints health's
 * p50/p99/max without and with the hostile load in the same run against the target p99 < 200 ms,
 * and what the imports answered (200, 400 unreadable, 429 per-person limits).
 * Knobs: BENCH_SECONDS, BENCH_QUIET_SECONDS, BENCH_PORT (3941).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp, type Person } from './api-client';
import { startBuiltServer } from './server-process';
import { percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const PEOPLE = 4;
const TARGET_P99_MS = 200;

const recipeBlock = (name: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: Array.from({ length: 12 }, (_, index) => `${index + 1} dl something &amp; more`),
    recipeInstructions: Array.from({ length: 8 }, (_, index) => ({ '@type': 'HowToStep', text: `Step ${index}` })),
  })}</script>\n`;

/** ≈440 blocks, each a WebPage with a long graph, as a page that stalled health for seconds did. */
function manyBlocks(): string {
  const node = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': Array.from({ length: 40 }, (_, index) => ({ '@type': 'Thing', name: `thing ${index}`, url: '/x' })),
  });
  return `<title>Many blocks</title>${`<script type="application/ld+json">${node}</script>\n`.repeat(440)}${recipeBlock('Block soup')}`;
}

/** Blocks of 200,000-deep arrays, and the recipe after them. */
function deepArrays(): string {
  const deep = `<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>\n`;
  return `<title>Deep</title>${deep.repeat(10)}${recipeBlock('Deep stew')}`;
}

/** Just under the 5 MiB cap: comments, inline scripts and markup, the recipe at the end. */
function nearlyFiveMiB(): string {
  const comment =
    '<div class="comment"><p class="author">Reader</p><p>Lovely &amp; simple. <a href="/x">Reply</a></p><script>window.l=(window.l||0)+1;</script></div>\n';
  const room = 5 * 1024 * 1024 - 4096;
  return `<title>Big</title>${comment.repeat(Math.floor(room / comment.length))}${recipeBlock('Big bread')}`;
}

const pages = new Map<string, Buffer>([
  ['/many-blocks.html', Buffer.from(manyBlocks())],
  ['/deep-arrays.html', Buffer.from(deepArrays())],
  ['/five-mib.html', Buffer.from(nearlyFiveMiB())],
]);

async function startHostileSite() {
  const site = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length }).end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { site, base: `http://127.0.0.1:${(site.address() as AddressInfo).port}` };
}

/** Calls health one after another until `until`; each call's time in ms. */
async function measureHealth(url: string, until: number): Promise<number[]> {
  const samples: number[] = [];
  while (performance.now() < until) {
    const start = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** One person importing the hostile pages in turn until `until`; counts answers by status. */
async function importInLoop(url: string, base: string, person: Person, until: number, answers: Map<string, number>) {
  const paths = [...pages.keys()];
  for (let turn = 0; performance.now() < until; turn += 1) {
    const address = `${base}${paths[turn % paths.length]}`;
    const response = await fetch(`${url}/api/recipe?recipeUrl=${encodeURIComponent(address)}`, {
      headers: person.headers,
    });
    const envelope = (await response.json()) as { code?: string };
    const key = `${response.status}${envelope.code ? ` ${envelope.code}` : ''}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    // A refused import (the per-person limits) is retried after a short pause, as a client that obeys `retry` would.
    if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const figures = (samples: number[]) => ({
  calls: samples.length,
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  max: Math.max(...samples),
});

async function main() {
  const { site, base } = await startHostileSite();
  const server = await startBuiltServer(PORT, { env: { RECIPE_IMPORT_ALLOW: '127.0.0.1/32' } });
  try {
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, index) => signUp(server.url, `hostile${index}_${Date.now() % 100000}`)),
    );
    const quiet = figures(await measureHealth(server.url, performance.now() + QUIET_SECONDS * 1000));
    const until = performance.now() + SECONDS * 1000;
    const answers = new Map<string, number>();
    const [loaded] = await Promise.all([
      measureHealth(server.url, until),
      ...people.map((person) => importInLoop(server.url, base, person, until, answers)),
    ]);
    const busy = figures(loaded);
    const row = (name: string, f: ReturnType<typeof figures>) =>
      `${name.padEnd(26)} ${String(f.calls).padStart(6)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${f.max.toFixed(1).padStart(8)}`;
    console.log(`\nGET /api/health, one call after another (ms); pages: ${[...pages.keys()].join(', ')}`);
    console.log(
      `${'load'.padEnd(26)} ${'calls'.padStart(6)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
    );
    console.log(row(`alone (${QUIET_SECONDS} s)`, quiet));
    console.log(row(`${PEOPLE} people importing (${SECONDS} s)`, busy));
    console.log(`p99 with the hostile load ÷ alone: ${(busy.p99 / quiet.p99).toFixed(1)}×`);
    console.log(
      `target p99 < ${TARGET_P99_MS} ms under the hostile load: ${busy.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
    console.log('import answers:', Object.fromEntries([...answers].sort()));
  } finally {
    await server.stop();
    site.closeAllConnections();
    site.close();
  }
}

await main();
