/**
 * Recipe suggestions at kitchen scale: one person with 2,000 recipes (8 ingredients each, from a
 * vocabulary of 800 foods) and 500 storage items, all made through the API. Prints p50/p99 of
 * `GET /api/recipe?suggestion=` (own recipes ranked by how much of each storage holds; no search
 * service set up) against the target p50 ≤ 50 ms, on SQLite, and on PostgreSQL when
 * BENCH_POSTGRES_URL names an empty database. Calls go through app.inject: the server's whole
 * handling, without the network, answers sent unchecked as in production. BENCH_RECIPES (2000), BENCH_ITEMS (500), BENCH_SAMPLES (200).
 */
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openBenchDatabase, settleAfterSeeding } from './bench-database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { timeIt } from './stats';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 2000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const FOODS = 800;
const TARGET_P50_MS = 50;

type Row = Record<string, string | number>;
const rows: Row[] = [];

/** A small deterministic generator, so every run seeds the same kitchen. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function measure(name: string, databaseUrl: string): Promise<void> {
  const { db, dialect } = openBenchDatabase(databaseUrl);
  await migrateToLatest(db, dialect);
  const app = await buildApp({
    db,
    dialect,
    config: testConfig({ databaseUrl, validateAnswers: false }),
    clock: () => Date.now(),
  });
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, headers = {}) => {
    const response = await app.inject({ method, url: `/api${url}`, payload, headers });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  const user = await call<{ access: { token: string } }>('POST', '/auth/signup', {
    username: `kitchen_${Date.now()}`,
    password: 'kitchen password 1',
    timeZone: 'Europe/Stockholm',
  });
  const headers = { 'x-access-token': user.access.token };
  const next = random(42);
  const food = () => `food ${Math.floor(next() * FOODS)}`;

  const started = performance.now();
  const groupIds: string[] = [];
  for (let group = 0; group < Math.ceil(ITEMS / 250); group++) {
    groupIds.push((await call<{ _id: string }>('POST', '/storage-group', { name: `Shelf ${group}` }, headers))._id);
  }
  for (let item = 0; item < ITEMS; item++) {
    await call(
      'POST',
      '/storage-item',
      { storageGroupId: groupIds[item % groupIds.length], name: `food ${item}`, quantity: 2, unit: 'kg' },
      headers,
    );
  }
  const collectionId = (await call<{ _id: string }>('POST', '/recipe-collection', { name: 'Everything' }, headers))._id;
  for (let recipe = 0; recipe < RECIPES; recipe++) {
    const ingredients = Array.from({ length: 8 }, () => ({ line: `${1 + Math.floor(next() * 500)} g ${food()}` }));
    await call('POST', '/recipe', { collectionId, name: `Recipe ${recipe}`, servings: 4, ingredients }, headers);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  await settleAfterSeeding(db, dialect);

  const suggestions = await timeIt(SAMPLES, async () => {
    await call('GET', '/recipe?suggestion=', undefined, headers);
  });
  rows.push({
    database: name,
    recipes: RECIPES,
    'storage items': ITEMS,
    call: 'GET /api/recipe?suggestion= (own, by storage)',
    'p50 ms': round(suggestions.p50),
    'p99 ms': round(suggestions.p99),
    target: `p50 ≤ ${TARGET_P50_MS} ms`,
    verdict: suggestions.p50 <= TARGET_P50_MS ? 'met' : 'NOT met',
    'seeded in s': round(seedSeconds),
  });
  await app.close();
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const file = path.join(os.tmpdir(), `ordna-recipes-${process.pid}.db`);
try {
  await measure('SQLite', file);
} finally {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
if (process.env.BENCH_POSTGRES_URL) await measure('PostgreSQL', process.env.BENCH_POSTGRES_URL);
else console.log('PostgreSQL: set BENCH_POSTGRES_URL to an empty database to measure it too.');

console.log(`\nRecipe suggestions: ${RECIPES} recipes of 8 ingredients, ${ITEMS} storage items, ${SAMPLES} samples`);
console.table(rows);
console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
