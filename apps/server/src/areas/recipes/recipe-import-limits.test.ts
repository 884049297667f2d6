import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeImport } from '@ordna/contract/recipes';
import { RECIPE_IMPORT_MAX_BYTES, RECIPE_IMPORTS_PER_MINUTE } from '@ordna/contract/recipes/limits';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { as, body, createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';

/**
 * What one person's imports may make the server do: one at a time, a bounded number a minute,
 * pages up to 5 MiB read in a worker, hostile pages answered rather than held.
 */
const recipeBlock = (name: string) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] })}</script>`;
const filler = '<div class="comment"><p>Lovely &amp; simple, thank you!</p></div>\n';
const pages: Record<string, string> = {
  '/quick.html': `<title>Quick</title>${recipeBlock('Quick omelette')}`,
  // Just under the cap: a page as large as the large pages real sites serve, its recipe at the end.
  '/large.html': `<title>Large</title>${filler.repeat(Math.floor((RECIPE_IMPORT_MAX_BYTES - 1000) / filler.length))}${recipeBlock('Large loaf')}`,
  // What a hostile page does: hundreds of blocks, many of them 200,000-deep arrays.
  '/hostile.html': `<title>Hostile</title>${recipeBlock('Hidden stew')}${`<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>`.repeat(10)}${'<script type="application/ld+json">{"@type":"Thing"}</script>'.repeat(430)}`,
};

let t: TestApp;
let site: Server;
let base: string;
/** The held page answers when the test releases it; `requested` resolves when the server has it. */
let release: () => void = () => undefined;
let requested: Promise<void>;
let heard: () => void = () => undefined;

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/held.html') {
      heard();
      release = () => response.writeHead(200, { 'content-type': 'text/html' }).end(pages['/quick.html']);
      return;
    }
    const page = pages[path];
    if (page) return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ recipeImportAllow: '127.0.0.1/32' });
});
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function importAs(person: Awaited<ReturnType<typeof signUp>>, path: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/recipe?recipeUrl=${encodeURIComponent(base + path)}`,
    headers: as(person),
  });
  return { ...body<RecipeImport>(response), status: response.statusCode };
}

describe('how much importing one person may make the server do', () => {
  it('reads a page of nearly 5 MiB in a worker', async () => {
    const answer = await importAs(await signUp(t.app), '/large.html');
    expect([answer.status, answer.data?.found, answer.data?.draft.name]).toEqual([200, true, 'Large loaf']);
  });

  it('answers a hostile page of hundreds of blocks and 200,000-deep arrays with what it could read', async () => {
    const answer = await importAs(await signUp(t.app), '/hostile.html');
    expect([answer.status, answer.data?.draft.name]).toEqual([200, 'Hidden stew']);
  });

  it("imports one page at a time per person: a second one meanwhile is refused, another person's goes on", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    requested = new Promise((resolve) => (heard = resolve));
    const held = importAs(ann, '/held.html');
    await requested;
    const second = await importAs(ann, '/quick.html');
    expect([second.status, second.code, second.retry]).toEqual([429, recipesRefusals.importInProgress.code, true]);
    const others = await importAs(bob, '/quick.html');
    expect([others.status, others.data?.draft.name]).toEqual([200, 'Quick omelette']);
    release();
    expect((await held).status).toBe(200);
    // Once it is done, the next one is allowed.
    expect((await importAs(ann, '/quick.html')).status).toBe(200);
  });

  it(`allows ${RECIPE_IMPORTS_PER_MINUTE} imports a minute per person, refused ones counted, then refuses until a minute has passed`, async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    for (let index = 0; index < RECIPE_IMPORTS_PER_MINUTE; index += 1) {
      // A page that is not there fails at the fetch: each counts all the same.
      expect((await importAs(ann, '/missing.html')).code).toBe(recipesRefusals.importFailedStatus.code);
    }
    const over = await importAs(ann, '/quick.html');
    expect([over.status, over.code, over.retry]).toEqual([429, recipesRefusals.importTooFrequent.code, true]);
    expect((await importAs(bob, '/quick.html')).status).toBe(200);
    t.clock.advance(60_001);
    expect((await importAs(ann, '/quick.html')).status).toBe(200);
  });
});
