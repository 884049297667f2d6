import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commonRefusals, type Refusal } from '@ordna/contract/kernel/refusals';
import { failureOf } from './error-handler';

/**
 * Failures that happen before a route is found: Fastify's router refusing the URL, and Node's
 * HTTP parser refusing the request outright. Both answer the same envelope as every other
 * failure (docs/architecture.md, "One error pattern").
 */

/** Fastify's `frameworkErrors` option: a malformed URL, an over-long route parameter. */
export function answerFrameworkError(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, refusal, retry]: [number, Refusal, boolean?] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, commonRefusals.badUrl]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, commonRefusals.urlTooLong]
        : [500, commonRefusals.unexpected, true];
  void reply.status(status).send(failureOf(refusal, retry));
}

/** Node's limit on the request line and headers together. */
const MAX_HEADER_BYTES = http.maxHeaderSize;

/**
 * The parser's error as a status and refusal. Node counts the request line toward the header
 * limit: when the request line alone passes it, the address is what is too long.
 */
function parserRefusal(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): [number, Refusal] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket;
    const lineEnd = packet?.indexOf('\r\n') ?? 0;
    const addressTooLong = packet !== undefined && /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'));
    return addressTooLong && (lineEnd < 0 || lineEnd > MAX_HEADER_BYTES)
      ? [414, commonRefusals.urlTooLong]
      : [431, commonRefusals.headersTooLarge];
  }
  if (error.code === 'HPE_URI_TOO_LONG') return [414, commonRefusals.urlTooLong];
  if (error.code === 'HPE_INVALID_URL') return [400, commonRefusals.badUrl];
  // Node's requestTimeout or headersTimeout (http/request-timeouts.ts) ran out.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, commonRefusals.requestTimeout];
  return [400, commonRefusals.invalidInput];
}

/** Fastify's `clientErrorHandler` option: Node refused the request before Fastify saw it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, refusal] = parserRefusal(error);
  const body = JSON.stringify(failureOf(refusal));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
