/**
 * A public drink menu under load: the built server with one public collection of 500 public
 * drinks (three ingredients each, half of them linked to storage items), asked for its page
 * (GET /public/drink-collection/{publicId}) one request at a time, then revalidated with
 * If-None-Match (304), then under concurrent load. The target: p50 ≤ 5 ms at the server, read
 * from the page's Server-Timing header (from the request's arrival to the answer's sending);
 * the round trip on loopback and the server's CPU per request under load are printed beside it.
 * Never fails on slowness.
 * `npm run build` first. BENCH_DRINKS (500), BENCH_SAMPLES (300), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (10), BENCH_PORT (3951).
 */
import { call, signUp } from './api-client';
import { loadWithCpu } from './load';
import { startBuiltServer } from './server-process';
import { percentile, timeIt } from './stats';

const drinks = Number(process.env.BENCH_DRINKS ?? 500);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3951);

const server = await startBuiltServer(port);
try {
  const person = await signUp(server.url, `drinks${Date.now()}`);
  const as = { headers: person.headers };
  const bar = await call<{ _id: string }>(server.url, 'POST', '/api/storage-group', { ...as, body: { name: 'Bar' } });
  const spirits: string[] = [];
  for (const name of ['Gin', 'Rum', 'Whisky', 'Vodka', 'Tequila']) {
    const item = await call<{ _id: string }>(server.url, 'POST', '/api/storage-item', {
      ...as,
      body: { storageGroupId: bar._id, name, quantity: 1, unit: 'l' },
    });
    spirits.push(item._id);
  }
  const collection = await call<{ _id: string }>(server.url, 'POST', '/api/drink-collection', {
    ...as,
    body: { name: 'House menu' },
  });
  for (let i = 0; i < drinks; i++) {
    await call(server.url, 'POST', '/api/drink', {
      ...as,
      body: {
        drinkCollectionId: collection._id,
        name: `Drink ${String(i).padStart(3, '0')}`,
        public: true,
        ingredients: [
          { name: 'spirit', amount: 5, unit: 'cl', foodItemId: i % 2 === 0 ? spirits[i % spirits.length] : null },
          { name: 'lime juice', amount: 2.5, unit: 'cl' },
          { name: 'sugar syrup', amount: 1.5, unit: 'cl' },
        ],
        method: 'Shake hard with ice. Double strain into a chilled glass.',
        glass: 'Coupe',
        garnish: 'Lime wheel',
        tags: ['sour', 'classic'],
      },
    });
  }
  const made = await call<{ publicId: string }>(server.url, 'PUT', '/api/drink-collection', {
    ...as,
    body: { drinkCollectionId: collection._id, public: true },
  });
  const pageUrl = `${server.url}/public/drink-collection/${made.publicId}`;

  const first = await fetch(pageUrl);
  const body = await first.text();
  const etag = first.headers.get('etag') ?? '';
  const rendered = Number(/dur=([\d.]+)/.exec(first.headers.get('server-timing') ?? '')?.[1]);
  // Warm up: the first requests compile and fill the statement cache.
  for (let i = 0; i < 30; i++) await (await fetch(pageUrl)).arrayBuffer();

  const atServer: number[] = [];
  const full = await timeIt(samples, async () => {
    const response = await fetch(pageUrl);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`page: ${response.status}`);
    atServer.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
  });
  const serverP50 = percentile(atServer, 50);
  const revalidated = await timeIt(samples, async () => {
    const response = await fetch(pageUrl, { headers: { 'if-none-match': etag } });
    await response.arrayBuffer();
    if (response.status !== 304) throw new Error(`revalidation: ${response.status}`);
  });
  const loaded = await loadWithCpu(server.pid, { url: pageUrl, connections, seconds });

  console.log(
    `\nPublic drink menu: ${drinks} public drinks, page ${(body.length / 1024).toFixed(1)} KiB of HTML, SQLite`,
  );
  console.table([
    {
      request: 'GET page, one at a time: at the server',
      'p50 (ms)': serverP50.toFixed(2),
      'p99 (ms)': percentile(atServer, 99).toFixed(2),
      target: 'p50 ≤ 5 ms',
      met: serverP50 <= 5 ? 'yes' : 'no',
    },
    {
      request: 'first GET, rendered from the database: at the server',
      'p50 (ms)': rendered.toFixed(2),
      'p99 (ms)': '',
      target: '',
      met: '',
    },
    {
      request: 'GET page, one at a time: round trip',
      'p50 (ms)': full.p50.toFixed(2),
      'p99 (ms)': full.p99.toFixed(2),
      target: '',
      met: '',
    },
    {
      request: 'GET page with If-None-Match (304)',
      'p50 (ms)': revalidated.p50.toFixed(2),
      'p99 (ms)': revalidated.p99.toFixed(2),
      target: '',
      met: '',
    },
  ]);
  console.table([
    {
      request: `GET page, ${connections} connections for ${seconds} s`,
      'req/s': Math.round(loaded.rps),
      'server CPU per request (µs)': Math.round(loaded.cpuPerRequest),
      failures: loaded.failures,
    },
  ]);
} finally {
  await server.stop();
}
