import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureAnswer } from '@ordna/contract/envelope';
import type { AreaRoutes } from '../../http/context';
import { fileAnswer } from '../../http/openapi';
import { collectionPageHtml, drinkPageHtml, notFoundPageHtml } from './public-page-html';
import { languageOf, publicPageText, type PublicPageText } from './public-page-text';
import { publicCollectionOf, publicDrinkOfId } from './public-drinks.service';

/**
 * /public/drink-collection/{publicId} and /public/drink/{publicId}: pages anyone may open, served
 * as small HTML without the signed-in app (docs/architecture.md, "Public pages"). They carry the
 * page's security headers, with a stricter policy of their own: no script at all, and images
 * from the https addresses their owner gave.
 */

const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const CACHE = 'public, max-age=60';

const params = z.object({ publicId: z.string() });
const answers = {
  200: fileAnswer('text/html', 'The public page'),
  404: fileAnswer('text/html', 'A plain page saying there is no such public page'),
  // A malformed address is refused by the framework before the page, in the API's envelope.
  '4xx': failureAnswer,
  '5xx': failureAnswer,
};

function send(request: FastifyRequest, reply: FastifyReply, html: string | null, text: PublicPageText) {
  void reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .header('vary', 'accept-language');
  if (html === null) return reply.status(404).header('cache-control', 'no-store').send(notFoundPageHtml(text));
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', CACHE);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(html);
}

export const publicDrinkPages: AreaRoutes = async (app, { db }) => {
  app.get('/public/drink-collection/:publicId', { schema: { params, response: answers } }, async (request, reply) => {
    const text = publicPageText[languageOf(request.headers['accept-language'])];
    const collection = await publicCollectionOf(db, request.params.publicId);
    return send(request, reply, collection && collectionPageHtml(collection, text), text);
  });

  app.get('/public/drink/:publicId', { schema: { params, response: answers } }, async (request, reply) => {
    const text = publicPageText[languageOf(request.headers['accept-language'])];
    const drink = await publicDrinkOfId(db, request.params.publicId);
    return send(request, reply, drink && drinkPageHtml(drink, text), text);
  });
};
