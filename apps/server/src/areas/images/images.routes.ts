import { Readable } from 'node:stream';
import { imageRefusals, imagesEndpoints } from '@ordna/contract/kernel/images';
import type { AreaRoutes } from '../../http/context';
import { notFound } from '../../http/errors';
import { route } from '../../http/endpoint-route';
import { imageAddresses } from './image-addresses';
import { readImageBytes } from './images.store';

/**
 * GET /api/image: a kept picture, from the app's own origin (so the pages' CSP allows images from
 * 'self' only). It is outside the sign-in scope because `<img>` sends no access token: the signed
 * address a recipe or drink answer handed out is the permission (image-addresses.ts). A missing,
 * altered or expired signature, like an unknown id, answers 404.
 */
export const imageRoutes: AreaRoutes = async (app, deps) => {
  route(app, imagesEndpoints.readImage, async (request, reply) => {
    const { imageId, until, signature } = request.query;
    const addresses = await imageAddresses(deps);
    if (!addresses.allows(imageId, until, signature)) throw notFound(imageRefusals.imageNotFound);
    const image = await readImageBytes(deps.db, imageId);
    if (!image) throw notFound(imageRefusals.imageNotFound);
    // The id changes whenever the picture does, so a browser keeps it for as long as the address works.
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', `private, max-age=${addresses.secondsLeft(until)}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from([Buffer.from(image.bytes)]));
  });
};
