import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer, computed once at start-up. Helmet's middleware would
 * rebuild them (the CSP string included) on every request; they never change, so the server
 * runs helmet once against a stand-in response and sends the captured headers thereafter.
 */
export function securityHeaders(): Record<string, string> {
  const captured: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      captured[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete captured[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The CSP says frame-ancestors 'none'; the older header must say the same for old browsers.
    xFrameOptions: { action: 'deny' },
  });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return captured;
}

/**
 * What a hashed script, style sheet or font needs: the policies of a page (CSP, framing,
 * referrer, HSTS…) act on documents, and repeating them on each of the dozens of files a first
 * visit loads would cost more bytes than some of the files.
 */
const ASSET_HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };

/**
 * What a JSON answer needs: never sniffed as anything else, never framed, never run as a page
 * (a CSP that allows nothing, in case one is opened as a document), no referrer, HTTPS only. The
 * page-only headers (the page's CSP, opener and agent-cluster isolation, old-IE and Flash
 * switches) would add some 400 bytes to every call.
 */
function apiHeadersOf(page: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'x-frame-options'];
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of [...kept, 'strict-transport-security']) if (page[name]) headers[name] = page[name];
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const page = securityHeaders();
  const api = apiHeadersOf(page);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    void reply.headers(url.startsWith('/api/') ? api : url.startsWith('/assets/') ? ASSET_HEADERS : page);
    done();
  });
}
