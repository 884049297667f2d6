import { RECIPE_IMPORT_MAX_BYTES } from '@ordna/contract/recipes/limits';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy } from './address-policy';
import { FetchRefused, safeFetch, type Resolver, type SafeFetchOptions } from './safe-fetch';

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/page') return response.end('<title>Hello</title>');
    if (path === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.1/recipe' }).end();
    if (path === '/to-metadata-name') {
      return response.writeHead(301, { location: 'http://metadata.internal.example/latest/' }).end();
    }
    if (path === '/to-page') return response.writeHead(302, { location: '/page' }).end();
    if (path.startsWith('/loop')) return response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === '/at-cap') return response.end('x'.repeat(RECIPE_IMPORT_MAX_BYTES));
    if (path === '/big') return response.end('x'.repeat(RECIPE_IMPORT_MAX_BYTES + 1));
    if (path === '/big-chunked') {
      response.write('x'.repeat(2 * 1024 * 1024));
      response.write('x'.repeat(2 * 1024 * 1024));
      return response.end('x'.repeat(2 * 1024 * 1024));
    }
    if (path === '/slow') return; // never answers
    if (path === '/missing') return response.writeHead(404).end('no');
    if (path === '/latin1') {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      return response.end(Buffer.from([0x6b, 0xf6, 0x6b])); // "kök"
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowLocal = addressPolicy('127.0.0.1/32');
const defaultPolicy = addressPolicy('');
const names: Record<string, string[]> = {
  'recipes.invalid': ['127.0.0.1'],
  'private.example': ['10.0.0.5'],
  'mixed.example': ['93.184.215.14', '192.168.1.20'],
  'metadata.internal.example': ['169.254.169.254'],
};
const resolve: Resolver = async (hostname) => (names[hostname] ?? []).map((address) => ({ address, family: 4 }));

async function refusal(address: string, options: SafeFetchOptions) {
  try {
    await safeFetch(address, options);
  } catch (error) {
    if (error instanceof FetchRefused) return error.reason;
    throw error;
  }
  throw new Error(`${address} was fetched`);
}

describe('fetching a person’s URL safely', () => {
  it('fetches a page from an allowed range, following a redirect, and decodes its charset', async () => {
    const page = await safeFetch(`${base}/to-page`, { policy: allowLocal });
    expect(page).toMatchObject({ url: `${base}/page`, body: '<title>Hello</title>' });
    expect((await safeFetch(`${base}/latin1`, { policy: allowLocal })).body).toBe('kök');
  });

  it('connects to the address it checked: a name only the injected resolver knows reaches the fixture server', async () => {
    const page = await safeFetch(`http://recipes.invalid:${port}/page`, { policy: allowLocal, resolve });
    expect(page.body).toBe('<title>Hello</title>');
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback by another spelling', 'http://2130706433/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4 mapped in IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['a private network', 'http://10.1.2.3/'],
    ['a 172.16/12 network', 'http://172.20.0.1/'],
    ['a home network', 'http://192.168.1.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.1.1/'],
    ['this network', 'http://0.0.0.0/'],
    ['IPv6 unique local', 'http://[fd00:ec2::254]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv4-compatible IPv6 (::/96)', 'http://[::127.0.0.1]/'],
    ['IPv4-compatible IPv6 of a private address', 'http://[::a00:1]/'],
    ['Teredo (2001::/32)', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
  ])('refuses %s (%s)', async (_, address) => {
    expect(await refusal(address, { policy: defaultPolicy, resolve })).toBe('importAddressRefused');
  });

  it('refuses the fixture server itself when no range is allowed', async () => {
    expect(await refusal(`${base}/page`, { policy: defaultPolicy })).toBe('importAddressRefused');
  });

  it('refuses a name that resolves to a private address, or to a private one among public ones', async () => {
    expect(await refusal('http://private.example/recipe', { policy: defaultPolicy, resolve })).toBe(
      'importAddressRefused',
    );
    expect(await refusal('https://mixed.example/recipe', { policy: defaultPolicy, resolve })).toBe(
      'importAddressRefused',
    );
  });

  it('refuses a redirect into a private address or to a name that resolves to one', async () => {
    expect(await refusal(`${base}/to-private`, { policy: allowLocal, resolve })).toBe('importAddressRefused');
    expect(await refusal(`${base}/to-metadata-name`, { policy: allowLocal, resolve })).toBe('importAddressRefused');
  });

  it('refuses other schemes, names that do not resolve and text that is no address', async () => {
    expect(await refusal('file:///etc/passwd', { policy: defaultPolicy })).toBe('importAddressInvalid');
    expect(await refusal('ftp://example.com/x', { policy: defaultPolicy })).toBe('importAddressInvalid');
    expect(await refusal('not a url', { policy: defaultPolicy })).toBe('importAddressInvalid');
    expect(await refusal('http://nowhere.invalid/', { policy: defaultPolicy, resolve })).toBe('importNameUnresolved');
  });

  it('reads a page of 5 MiB, the cap, whole', async () => {
    expect(RECIPE_IMPORT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect((await safeFetch(`${base}/at-cap`, { policy: allowLocal })).body).toHaveLength(RECIPE_IMPORT_MAX_BYTES);
  });

  it('caps redirects, bytes and time, and refuses an error status', async () => {
    expect(await refusal(`${base}/loop`, { policy: allowLocal })).toBe('importTooManyRedirects');
    expect(await refusal(`${base}/big`, { policy: allowLocal })).toBe('importTooLarge');
    expect(await refusal(`${base}/big-chunked`, { policy: allowLocal })).toBe('importTooLarge');
    expect(await refusal(`${base}/slow`, { policy: allowLocal, timeoutMs: 200 })).toBe('importTimedOut');
    expect(await refusal(`${base}/missing`, { policy: allowLocal })).toBe('importFailedStatus');
  });

  it('reads the allowed ranges strictly', () => {
    expect(() => addressPolicy('192.168.0.0/33')).toThrow(/prefix/);
    expect(() => addressPolicy('home')).toThrow(/not an address range/);
    const policy = addressPolicy(' 192.168.1.0/24 , fd00::/8');
    expect([policy.allows('192.168.1.9'), policy.allows('192.168.2.9'), policy.allows('fd00::1')]).toEqual([
      true,
      false,
      true,
    ]);
    expect(policy.allows('8.8.8.8')).toBe(true);
  });

  it('refuses the IPv6 ranges that embed an IPv4 address, and only those around them', () => {
    const policy = addressPolicy('');
    expect(['::', '::1', '::8.8.8.8', '::ffff:ffff'].map((one) => policy.allows(one))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['2001::1', '2001:0:ffff::1'].map((one) => policy.allows(one))).toEqual([false, false]);
    // A global address just past each range is still fetched.
    expect(['2001:1::1', '2001:4860:4860::8888', '1::1'].map((one) => policy.allows(one))).toEqual([true, true, true]);
  });
});
