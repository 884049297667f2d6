import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built web app's folder, or null when there is none (tests, `npm run dev`). */
export function webAppFolder(webDist: string | null): string | null {
  return webDist && fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
}

/**
 * Serves the built web app on the API's port. Vite names assets by their content hash, so they
 * are cached for good; index.html is revalidated. The build writes .br and .gz beside each
 * asset, and the server sends the one the browser accepts instead of compressing per request.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Assets never revalidate (immutable) and index.html is small: validators and ranges only
    // add bytes to each of the first visit's answers.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    // @fastify/static's own Cache-Control (max-age=0) would replace the one set below.
    cacheControl: false,
    // Given the reply since @fastify/static 10 (the raw response before).
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      // A shared cache must not hand a brotli answer to a browser that asked for gzip or none.
      if (/\.(br|gz)$/.test(filePath)) void reply.header('vary', 'accept-encoding');
    },
  });
}

/** A request URL's path, its query left off (read once a request, by the not-found handler). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A client route (a GET outside /api with no file extension) gets index.html so the app can route it. */
export function isClientRoute(method: string, pathname: string): boolean {
  if (method !== 'GET' || pathname.startsWith('/api/') || pathname === '/api' || pathname === '/metrics') return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
