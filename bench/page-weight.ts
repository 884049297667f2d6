/**
 * What each area's first page really fetches on top of the first load (issue #23 point 6: no
 * area's first page over 80 kB gzip on top, charts included), measured in Chromium rather than
 * read from the static imports as the build does (apps/web/build/bundle-budget.ts): lazy parts,
 * the Markdown renderer, charts and the text catalogue count too.
 *
 * One person with a little of everything (so each page draws its real content); each first page
 * opened cold in a new signed-in context (empty cache, service workers blocked: the worker's
 * precache is the offline copy, not the page); wait until the page is drawn, then until no script
 * has been asked for since the browser last ran its idle callbacks (whenIdle preloads start
 * there). What counts: every JS file fetched beyond the first load's = index.html's scripts and
 * their static imports (web-initial-files.ts, what the build's ratchet counts, plus theme-boot.js),
 * each weighed from apps/web/dist at gzip -9 as the build does, so the server's compression does
 * not enter. Split into "by first draw" and "after, when idle". Never fails on weight.
 * `npm run build` first. CHROMIUM_PATH (/usr/bin/chromium), BENCH_PORT (3947), DETAIL=1 lists files.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { call, todayIn } from './api-client';
import { startBuiltServer } from './server-process';
import { initialFiles, weigh } from './web-initial-files';

const port = Number(process.env.BENCH_PORT ?? 3947);
const detail = process.env.DETAIL === '1';
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const TARGET_ON_TOP = 80_000;
const signedOutArea = 'sign-in (signed out)';
/** No script asked for this long after the browser's idle callbacks ran: the page has fetched what it will. */
const QUIET_MS = 750;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** An area's first page: the address the side bar opens, the routes the build names for it, a text it draws. */
interface FirstPage {
  area: string;
  address: string;
  routes: string[];
  draws?: string;
}

const gzipOf = new Map<string, number>();
const weight = (file: string) => {
  if (!gzipOf.has(file)) gzipOf.set(file, weigh(dist, file, 'page').gzip);
  return gzipOf.get(file)!;
};
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + weight(file), 0);

/** One person with a note, a time group with a stamp, a list, a recipe, a storage item, a drink and a counter. */
async function seed(url: string): Promise<{ user: unknown; collectionId: string }> {
  const user = await call<{ access: { token: string } }>(url, 'POST', '/api/auth/signup', {
    body: { username: `weight_${Date.now()}`, password: 'bench password 1', timeZone: 'Europe/Stockholm' },
  });
  const headers = { 'x-access-token': user.access.token };
  const post = <T>(route: string, body: unknown) => call<T>(url, 'POST', `/api${route}`, { body, headers });
  const today = todayIn('Europe/Stockholm');
  const diary = await post<{ _id: string }>('/notes-collection', { name: 'Diary' });
  const body =
    '# Morning\n\nA walk by the **river**, then [the market](https://example.org).\n\n- [x] bread\n- [ ] milk';
  await post('/note', { notesCollectionId: diary._id, name: 'Saturday walk', body, effectiveDate: today });
  const work = await post<{ _id: string }>('/time-group', { name: 'Work' });
  const started = Date.now() - 3 * 3_600_000;
  await post('/time-stamp', {
    timeGroupId: work._id,
    name: 'Code',
    startTime: new Date(started).toISOString(),
    endTime: new Date(started + 5_400_000).toISOString(),
  });
  const list = await post<{ _id: string }>('/shopping-list', { name: 'Weekly' });
  await post('/shopping-item', { listId: list._id, items: [{ name: 'bread' }, { name: 'milk' }] });
  const dinners = await post<{ _id: string }>('/recipe-collection', { name: 'Dinners' });
  await post('/recipe', { collectionId: dinners._id, name: 'Soup' });
  const fridge = await post<{ _id: string }>('/storage-group', { name: 'Fridge' });
  await post('/storage-item', { storageGroupId: fridge._id, name: 'butter' });
  const bar = await post<{ _id: string }>('/drink-collection', { name: 'Bar' });
  await post('/drink', { drinkCollectionId: bar._id, name: 'Negroni' });
  const health = await post<{ _id: string }>('/counter-group', { name: 'Health' });
  await post('/counter', { counterGroupId: health._id, name: 'Water' });
  return { user, collectionId: diary._id };
}

/** Drawn: the page's own text when it has one, a heading, and nothing marked busy or shown as a skeleton. */
async function untilDrawn(page: Page, text: string | undefined): Promise<void> {
  const timeout = 60_000;
  if (text) await page.getByText(text).first().waitFor({ timeout });
  await page.locator('h1').first().waitFor({ timeout });
  await page
    .locator('[aria-busy="true"], .mantine-Skeleton-root[data-visible]')
    .first()
    .waitFor({ state: 'hidden', timeout });
}

/** The page's own requestIdleCallback, kept aside when the page's is held back. */
const OWN_IDLE = '__benchIdle';
/** Held back: idle callbacks never run, so what loads is what the page asks for to draw itself. */
const HOLD_IDLE = `window.${OWN_IDLE} = window.requestIdleCallback.bind(window); window.requestIdleCallback = () => 0;`;
/** Resolves once the browser has run its idle callbacks (those queued before it run first). */
const IDLE = `new Promise((resolve) => (window.${OWN_IDLE} || window.requestIdleCallback)(() => resolve(true)))`;

/**
 * The script files (relative to dist) a cold load of `address` asks for, in a new context signed in
 * as `user` (or signed out), with the page's idle callbacks held back or let run.
 */
async function coldLoad(browser: Browser, url: string, address: string, options: LoadOptions): Promise<string[]> {
  const { user, draws, idle } = options;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    storageState: user
      ? { cookies: [], origins: [{ origin: url, localStorage: [{ name: 'ordna.user', value: JSON.stringify(user) }] }] }
      : undefined,
  });
  const asked: string[] = [];
  let inFlight = 0;
  let lastScriptAt = Date.now();
  try {
    if (!idle) await context.addInitScript(HOLD_IDLE);
    const page: Page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      inFlight++;
      lastScriptAt = Date.now();
      asked.push(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    const settled = () => {
      inFlight--;
      lastScriptAt = Date.now();
    };
    page.on('requestfinished', (request) => request.resourceType() === 'script' && settled());
    page.on('requestfailed', (request) => request.resourceType() === 'script' && settled());
    await page.goto(url + address, { waitUntil: 'load' });
    await untilDrawn(page, draws);
    // Lazy parts start from effects and idle callbacks the bench cannot see; the only sign none is
    // coming is that none was asked for a while after the browser has run its idle callbacks. The
    // window runs from the last script's answer, so a busy machine lengthens the wait, never cuts it.
    for (;;) {
      await page.evaluate(IDLE);
      const quiet = QUIET_MS - (Date.now() - lastScriptAt);
      if (inFlight === 0 && quiet <= 0) break;
      await page.waitForTimeout(Math.max(quiet, 50));
    }
    return [...new Set(asked)];
  } finally {
    await context.close();
  }
}

interface LoadOptions {
  user: unknown;
  draws?: string;
  /** Let the page's idle callbacks run (its `whenIdle` preloads), or hold them back. */
  idle: boolean;
}

console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
const initial = new Set(initialFiles(dist).js.map(({ file }) => file));
const firstPagesFile = JSON.parse(readFileSync(path.join(dist, 'first-pages.json'), 'utf8')) as {
  path: string;
  files: string[];
}[];
/** What the build names for a route beyond the first load (build/preload-first-page.ts): its static imports. */
const staticFiles = (routes: string[]) =>
  new Set(
    firstPagesFile
      .filter((page) => routes.includes(page.path))
      .flatMap((page) => page.files.map((file) => file.replace(/^\//, ''))),
  );

const server = await startBuiltServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const loads: {
  area: string;
  address: string;
  toDraw: string[];
  whenIdle: string[];
  buildNamed: Set<string>;
  signedIn: boolean;
}[] = [];
const drawSets: Set<string>[] = [];
try {
  const { user: signedIn, collectionId } = await seed(server.url);
  const pages: FirstPage[] = [
    { area: 'dashboard', address: '/dashboard', routes: ['/dashboard', '/dashboard/:date'] },
    { area: 'notes', address: '/notes-collections', routes: ['/notes-collections'], draws: 'Diary' },
    {
      area: 'notes (a collection)',
      address: `/notes-collection/${collectionId}`,
      routes: ['/notes-collection/:notesCollectionId'],
      draws: 'Saturday walk',
    },
    { area: 'time', address: '/time-tracker', routes: ['/time-tracker'], draws: 'Work' },
    { area: 'shopping', address: '/shopping-list-parent', routes: ['/shopping-list-parent'], draws: 'Weekly' },
    { area: 'recipes', address: '/recipe-collections', routes: ['/recipe-collections'], draws: 'Dinners' },
    { area: 'passwords (unlock)', address: '/password-groups', routes: ['/password-groups', '/password-login'] },
    { area: 'storage', address: '/storage-groups', routes: ['/storage-groups'], draws: 'Fridge' },
    { area: 'drinks', address: '/drink-collections', routes: ['/drink-collections'], draws: 'Bar' },
    { area: 'counters', address: '/counter-groups', routes: ['/counter-groups'], draws: 'Health' },
    { area: 'settings', address: '/settings', routes: ['/settings'] },
    { area: 'home', address: '/', routes: ['/'] },
  ];
  // One untimed load first: Chromium's own start-up is not a page's.
  await coldLoad(browser, server.url, '/login', { user: null, idle: true });
  const signedOut: FirstPage = { area: signedOutArea, address: '/login', routes: ['/login'] };
  for (const page of [signedOut, ...pages]) {
    const user = page === signedOut ? null : signedIn;
    const onTop = (files: string[]) => files.filter((file) => !initial.has(file));
    // Alternated, held back first, so both see the same machine.
    const toDraw = onTop(await coldLoad(browser, server.url, page.address, { user, draws: page.draws, idle: false }));
    const all = onTop(await coldLoad(browser, server.url, page.address, { user, draws: page.draws, idle: true }));
    const whenIdle = all.filter((file) => !toDraw.includes(file));
    const buildNamed = staticFiles(page.routes);
    if (user) drawSets.push(new Set(toDraw));
    loads.push({ area: page.area, address: page.address, toDraw, whenIdle, buildNamed, signedIn: user !== null });
  }
} finally {
  await browser.close();
  await server.stop();
}

/** What every signed-in page fetched to draw: the signed-in frame, the texts, the toasts. */
const frame = [...(drawSets[0] ?? [])].filter((file) => drawSets.every((set) => set.has(file)));
const rows = loads.map((load) => {
  const toDraw = sum(load.toDraw);
  const total = toDraw + sum(load.whenIdle);
  return {
    area: load.area,
    'first page': load.address.length > 26 ? `${load.address.slice(0, 25)}…` : load.address,
    'to draw': kB(toDraw),
    'of it, own': load.signedIn ? kB(sum(load.toDraw.filter((file) => !frame.includes(file)))) : '—',
    'when idle': kB(sum(load.whenIdle)),
    'kB on top': kB(total),
    'build (static)': kB(sum(load.buildNamed)),
    'to draw ≤ 80': toDraw <= TARGET_ON_TOP ? 'yes' : 'NO',
    'on top ≤ 80': total <= TARGET_ON_TOP ? 'yes' : 'NO',
  };
});
if (detail) {
  for (const load of loads) {
    const line = (file: string) => `${file} ${kB(weight(file))}${load.buildNamed.has(file) ? '' : '*'}`;
    const own = load.toDraw.filter((file) => !load.signedIn || !frame.includes(file));
    console.log(`\n${load.area} ${load.address} (* not in the build's list)`);
    console.log(`  to draw${load.signedIn ? ', beyond the frame' : ''}: ${own.map(line).join(', ') || '—'}`);
    console.log(`  when idle: ${load.whenIdle.map(line).join(', ') || '—'}`);
  }
}
const heaviest = [...frame].sort((a, b) => weight(b) - weight(a)).slice(0, 12);
console.log(
  `\nFirst load: ${kB(sum(initial))} kB gzip (${initial.size} files: index.html's scripts and their static imports, theme-boot.js included).`,
);
console.log(
  `Every signed-in page fetches ${kB(sum(frame))} kB of it alike to draw (${frame.length} files; heaviest: ${heaviest
    .map((file) => `${path.basename(file)} ${kB(weight(file))}`)
    .join(', ')}).`,
);
console.log(
  'Each cold page, signed in, 1280×800: JS on top of the first load, kB gzip -9 of the built files.',
  '"to draw": idle callbacks held back; "when idle": what letting them run adds; "build": first-pages.json.',
);
console.table(rows);
const over = rows.filter((row) => row.area !== signedOutArea && row['on top ≤ 80'] === 'NO');
console.log(
  over.length === 0
    ? `every area's first page ≤ ${kB(TARGET_ON_TOP)} kB on top: met`
    : `over ${kB(TARGET_ON_TOP)} kB on top: ${over.map((row) => `${row.area} +${row['kB on top']}`).join('; ')} (NOT met)`,
);
console.log(`load average after: ${loadAverage()}`);
