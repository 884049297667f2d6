import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureAnswer } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../http/context';
import { fileAnswer } from '../../http/openapi';
import { collectionPageHtml, drinkPageHtml, notFoundPageHtml } from './public-page-html';
import { languageOf, publicPageText, type PublicPageText } from './public-page-text';
import { PublicPageCache, type RenderedPage } from './public-page-cache';
import {
  findPublicCollection,
  findPublicDrink,
  publicCollectionContent,
  publicDrinkContent,
} from './public-drinks.service';

/**
 * /public/drink-collection/{publicId} and /public/drink/{publicId}: pages anyone may open, served
 * as small HTML without the signed-in app (docs/architecture.md, "Public pages"). They carry the
 * page's security headers, with a stricter policy of their own: no script at all, and images
 * from the https addresses their owner gave.
 */

const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const CACHE = 'public, max-age=60';

const params = z.object({ publicId: z.string() });
const answers = {
  200: fileAnswer('text/html', 'The public page'),
  404: fileAnswer('text/html', 'A plain page saying there is no such public page'),
  // A malformed address is refused by the framework before the page, in the API's envelope.
  '4xx': failureAnswer,
  '5xx': failureAnswer,
};

function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage | undefined, text: PublicPageText) {
  void reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PUBLIC_PAGE_CSP)
    .header('vary', 'accept-language');
  if (!page) return reply.status(404).header('cache-control', 'no-store').send(notFoundPageHtml(text));
  // How long the server took, for the bench and a browser's network panel (no detail beyond it).
  void reply
    .header('etag', page.etag)
    .header('cache-control', CACHE)
    .header('server-timing', `page;dur=${reply.elapsedTime.toFixed(2)}`);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  return reply.send(page.html);
}

export const publicDrinkPages: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const cache = new PublicPageCache(clock);

  app.get(
    '/public/drink-collection/:publicId',
    {
      schema: {
        operationId: 'drinksPublicCollectionPage',
        summary: 'A public drink collection as a web page',
        params,
        response: answers,
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const text = publicPageText[language];
      const collection = await findPublicCollection(db, request.params.publicId);
      const page =
        collection &&
        (await cache.page(`collection:${collection.publicId}:${language}`, collection.version, async () =>
          collectionPageHtml(await publicCollectionContent(deps, collection), text),
        ));
      return send(request, reply, page, text);
    },
  );

  app.get(
    '/public/drink/:publicId',
    {
      schema: {
        operationId: 'drinksPublicDrinkPage',
        summary: 'A public drink as a web page',
        params,
        response: answers,
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const text = publicPageText[language];
      const found = await findPublicDrink(db, request.params.publicId);
      const page =
        found &&
        (await cache.page(`drink:${found.drink.publicId}:${language}`, found.collection.version, async () =>
          drinkPageHtml(await publicDrinkContent(deps, found), text),
        ));
      return send(request, reply, page, text);
    },
  );
};
