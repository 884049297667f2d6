import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  RECIPE_IMPORT_MAX_BYTES,
  RECIPE_IMPORT_MAX_REDIRECTS,
  RECIPE_IMPORT_TIMEOUT_SECONDS,
} from '@ordna/contract/recipes/limits';
import type { AddressPolicy } from './address-policy';

/**
 * Fetching a URL a person gave, without letting it reach into the network the server runs in.
 * Each hop's name is resolved here, every address it resolves to is checked against the policy,
 * and the connection is pinned to the checked address (the request's `lookup` answers it), so DNS
 * cannot answer differently between the check and the connect; the socket's peer is checked
 * again on connect. Redirects are followed by hand, each hop checked the same way. Bytes and time
 * are capped for the whole fetch.
 */

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export type FetchRefusalReason =
  | 'importAddressInvalid'
  | 'importAddressRefused'
  | 'importNameUnresolved'
  | 'importTooManyRedirects'
  | 'importTooLarge'
  | 'importTimedOut'
  | 'importUnreachable'
  | 'importFailedStatus';

/** Why a fetch was refused; `reason` names the area's refusal, `detail` is for logs and tests. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusalReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface SafeFetchOptions {
  policy: AddressPolicy;
  resolve?: Resolver;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
}

export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
}

/** What a fetch got, as bytes (an image), with the address it ended at. */
export interface FetchedBytes {
  url: string;
  contentType: string;
  bytes: Buffer;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The resolver's answer, or none when it fails or outlasts the fetch's time. */
function resolveWithin(hostname: string, resolve: Resolver, signal: AbortSignal) {
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new FetchRefused('importTimedOut', hostname)), { once: true }),
  );
  return Promise.race([resolve(hostname).catch(() => []), aborted]);
}

async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) }];
  else addresses = await resolveWithin(hostname, options.resolve ?? systemResolver, signal);
  const first = addresses[0];
  if (!first) throw new FetchRefused('importNameUnresolved', hostname);
  // Every answer must be allowed: a name with one public and one private address is refused.
  const refused = addresses.find((one) => !options.policy.allows(one.address));
  if (refused) throw new FetchRefused('importAddressRefused', `${hostname} → ${refused.address}`);
  return first;
}

function pinnedLookup(pinned: { address: string; family: number }): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function charsetOf(contentType: string): string {
  const label = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}

/** One hop: the response, or the next address to go to. */
function fetchOnce(
  url: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<FetchedBytes | { redirect: URL }> {
  const maxBytes = options.maxBytes ?? RECIPE_IMPORT_MAX_BYTES;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const fail = (error: FetchRefused) => {
      req.destroy();
      reject(error);
    };
    const req = request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(pinned),
        signal,
        headers: {
          accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'user-agent': 'Ordna',
        },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          try {
            resolve({ redirect: new URL(location, url) });
          } catch {
            fail(new FetchRefused('importAddressInvalid', location));
          }
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return fail(new FetchRefused('importFailedStatus', String(status)));
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          return fail(new FetchRefused('importTooLarge', String(response.headers['content-length'])));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) fail(new FetchRefused('importTooLarge', `${size}+ bytes`));
          else chunks.push(chunk);
        });
        response.on('error', () => fail(new FetchRefused('importUnreachable', url.host)));
        response.on('end', () => {
          const contentType = String(response.headers['content-type'] ?? '');
          resolve({ url: url.href, contentType, bytes: Buffer.concat(chunks) });
        });
      },
    );
    req.on('socket', (socket) => {
      socket.on('connect', () => {
        // The pinned lookup makes this the checked address; checked again in case it is not.
        if (socket.remoteAddress && !options.policy.allows(socket.remoteAddress)) {
          fail(new FetchRefused('importAddressRefused', socket.remoteAddress));
        }
      });
    });
    req.on('error', (error) => {
      if (signal.aborted) reject(new FetchRefused('importTimedOut', url.host));
      else reject(error instanceof FetchRefused ? error : new FetchRefused('importUnreachable', url.host));
    });
    req.end();
  });
}

/** Fetches `address` as text, or throws FetchRefused saying why not. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const { url, contentType, bytes } = await safeFetchBytes(address, options);
  return { url, contentType, body: new TextDecoder(charsetOf(contentType)).decode(bytes) };
}

/** Fetches `address` as bytes (an image: the caller checks what they are), or throws FetchRefused. */
export async function safeFetchBytes(address: string, options: SafeFetchOptions): Promise<FetchedBytes> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? RECIPE_IMPORT_TIMEOUT_SECONDS * 1000);
  const maxRedirects = options.maxRedirects ?? RECIPE_IMPORT_MAX_REDIRECTS;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('importAddressInvalid', address);
  }
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('importAddressInvalid', url.href);
    const pinned = await checkedAddress(url, options, signal);
    if (signal.aborted) throw new FetchRefused('importTimedOut', url.host);
    const answer = await fetchOnce(url, pinned, options, signal);
    if (!('redirect' in answer)) return answer;
    if (hop >= maxRedirects) throw new FetchRefused('importTooManyRedirects', answer.redirect.href);
    url = answer.redirect;
  }
}
