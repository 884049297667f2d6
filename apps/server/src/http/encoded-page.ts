import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * An HTML page the server writes (index.html naming a first page's files, first-page.ts),
 * compressed once, when it is made, in the encodings the build writes beside its files, and sent
 * in the one the browser accepts, as web-app.ts sends the built files: some 4.5 kB plain, 1.15 kB
 * in brotli.
 */
export interface EncodedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** What a request gets of a page: its body and the headers that go with it. */
export interface PageAnswer {
  body: string | Buffer;
  headers: Record<string, string>;
}

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

export function encodePage(html: string): EncodedPage {
  const { constants } = zlib;
  return {
    html,
    br: zlib.brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * The page in the encoding `Accept-Encoding` prefers (brotli, then gzip; `*` taken as gzip, as
 * @fastify/static takes it), or plain. Every answer varies by that header, so a shared cache never
 * hands a brotli page to a browser that asked for none.
 */
export function pageAnswer(page: EncodedPage, acceptEncoding: string | undefined): PageAnswer {
  const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ENCODINGS) : null;
  if (encoding === null) return { body: page.html, headers: { vary: 'accept-encoding' } };
  return { body: page[encoding], headers: { vary: 'accept-encoding', 'content-encoding': encoding } };
}
