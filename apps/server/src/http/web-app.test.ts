import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { as, signUp } from '../testing/test-app.test-kit';
import { useWebAppTest } from '../testing/web-build.test-kit';

const script = 'console.log("ordna");'.repeat(200);

const build = {
  'index.html': '<!doctype html><title>Ordna</title>',
  'assets/index-abc123.js': script,
  'assets/index-abc123.js.br': zlib.brotliCompressSync(script),
  'assets/index-abc123.js.gz': zlib.gzipSync(script),
};

describe('serving the web app', () => {
  const t = useWebAppTest(build);

  it('caches hashed assets for good (not max-age=0)', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip file the build wrote when the browser accepts it', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html, for / and for client routes', async () => {
    for (const url of ['/', '/time-tracker']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing asset with a real 404', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('reads the path without its query: a client route and a missing asset whatever the query says', async () => {
    const page = await t.app.inject({ url: '/time-tracker?from=report.csv' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const missing = await t.app.inject({ url: '/assets/missing-123.js?v=2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No such endpoint: GET /assets/missing-123.js' });
  });

  it('never lets a browser or proxy keep an API answer', async () => {
    const user = await signUp(t.app);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/auth/user', headers: as(user) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ url: '/api/no-such-thing' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('sends a hashed asset only the headers a file needs, not the page policies', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  it('sends the same framing rule in both headers, and a CSP without inline scripts', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends an API answer the headers a JSON answer needs: never framed, sniffed or run', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });
});
