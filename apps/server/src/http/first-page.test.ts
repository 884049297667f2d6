import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.test-kit';
import { useWebAppTest, writeWebBuild } from '../testing/web-build.test-kit';
import { routePattern } from './first-page';

const index = '<!doctype html><html><head><title>Ordna</title></head><body></body></html>';
const pages = [
  { path: '/login', open: true, files: ['/assets/LoginPage-a.js', '/assets/TextInput-b.js'] },
  { path: '/time-group/:groupId', open: false, files: ['/assets/TimeGroup-c.js', '/assets/Shell-d.js'] },
  { path: '/time-group/calculate', open: false, files: ['/assets/Calculate-e.js'] },
];

const buildOf = (firstPages: unknown) => ({
  'index.html': index,
  ...(firstPages === undefined ? {} : { 'first-pages.json': JSON.stringify(firstPages) }),
});

const firstPageOf = (html: string) => {
  const content = /<meta name="ordna-first-page" content="([^"]*)">/.exec(html)?.[1];
  return content === undefined ? null : (JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as unknown);
};

describe('index.html names the files of the page at its address', () => {
  const t = useWebAppTest(buildOf(pages));

  it("names the sign-in page's files, as open to a signed-out person, on a revalidated index.html", async () => {
    const response = await t.app.inject({ url: '/login?next=%2Fnotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The page's own policies, as the plain index.html gets them: no inline script runs.
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(firstPageOf(response.body)).toEqual({ open: true, files: pages[0]!.files });
    expect(response.body.replace(/<meta name="ordna-first-page"[^>]*>/, '')).toBe(index);
  });

  it('matches a route with a parameter, and prefers a route without one', async () => {
    expect(firstPageOf((await t.app.inject({ url: '/time-group/42' })).body)).toEqual({
      open: false,
      files: pages[1]!.files,
    });
    expect(firstPageOf((await t.app.inject({ url: '/time-group/calculate' })).body)).toEqual({
      open: false,
      files: pages[2]!.files,
    });
  });

  it('sends the page in brotli or gzip as the browser accepts, the same page decompressed', async () => {
    const plain = await t.app.inject({ url: '/time-group/42' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(firstPageOf(plain.body)).toEqual({ open: false, files: pages[1]!.files });
    const decoded = {
      br: (bytes: Buffer) => zlib.brotliDecompressSync(bytes),
      gzip: (bytes: Buffer) => zlib.gunzipSync(bytes),
    };
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const response = await t.app.inject({ url: '/time-group/7', headers: { 'accept-encoding': accepted } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded[encoding](response.rawPayload).toString(), accepted).toBe(plain.body);
    }
    const none = await t.app.inject({ url: '/time-group/7', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('sends the plain index.html for an address no page declares', async () => {
    const response = await t.app.inject({ url: '/no-such-page/at/all' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(index);
  });
});

describe('a build without usable page files', () => {
  it.each([
    ['missing', undefined],
    ['not the expected shape', [{ path: 'login', files: 'x' }]],
  ])('serves the plain index.html when the file is %s', async (_name, firstPages) => {
    const root = writeWebBuild(buildOf(firstPages));
    const t = await createTestApp({ webDist: root });
    try {
      const response = await t.app.inject({ url: '/login' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(index);
    } finally {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('route patterns as react-router matches them', () => {
  it.each([
    ['/note/:noteId', '/note/12', true],
    ['/note/:noteId', '/note/12/', true],
    ['/note/:noteId', '/note', false],
    ['/note/:noteId', '/note/12/edit', false],
    ['/cli/:command?', '/cli', true],
    ['/cli/:command?', '/cli/help', true],
    ['/Auth', '/auth', true],
    ['/time-tracker', '/time-tracker.x', false],
  ])('%s matches %s: %s', (route, pathname, matches) => {
    expect(routePattern(route).test(pathname)).toBe(matches);
  });
});
