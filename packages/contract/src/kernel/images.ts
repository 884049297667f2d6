import { z } from 'zod';
import { defineEndpoints } from './endpoints';
import { idSchema } from './common';
import { defineRefusals, refusalMessage } from './refusals';

/**
 * Pictures of recipes and drinks (docs/architecture.md, "Images"): fetched from the address an
 * import found or uploaded by a person, checked by their bytes, resized and kept in the database,
 * then served from the app's own origin.
 */

/** The most bytes a picture may have as it arrives (fetched or uploaded): 10 MiB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may have before it is decoded (a decompression bomb is refused). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The longest side of a picture as it is kept. */
export const IMAGE_LONGEST_SIDE = 1600;
/** Base64 characters an upload of IMAGE_MAX_BYTES takes. */
export const IMAGE_UPLOAD_MAX_CHARS = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;

export const imageRefusals = defineRefusals('images', {
  notAnImage: 'That file is not a picture. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: `That picture is too large. A picture may have at most ${IMAGE_MAX_BYTES / 1024 / 1024} MiB and ${IMAGE_MAX_PIXELS / 1_000_000} million pixels.`,
  imageRequired: 'Choose a picture to upload.',
  imageNotFound: 'Picture not found.',
});

/** An uploaded picture's bytes in base64, bounded so a picture over IMAGE_MAX_BYTES never arrives whole. */
export const imageData = z
  .string(refusalMessage(imageRefusals.imageRequired))
  .min(1, refusalMessage(imageRefusals.imageRequired))
  .max(IMAGE_UPLOAD_MAX_CHARS, refusalMessage(imageRefusals.tooLarge))
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, refusalMessage(imageRefusals.notAnImage));

/** GET /image: a picture by id, with the signature its recipe or drink answer gave. */
export const imageQuery = z.object({
  imageId: idSchema,
  until: z.coerce.number().int().min(0).max(4_102_444_800_000),
  signature: z.string().max(64),
});

/** The pictures' endpoint: a kept picture, by its signed address (docs/architecture.md, "Images"). */
export const imagesEndpoints = defineEndpoints('images', {
  readImage: {
    method: 'GET',
    path: '/image',
    summary: 'A kept picture of a recipe or drink, by the signed address its answer gave',
    query: imageQuery,
    answers: { 200: { file: 'image/webp', description: 'The picture, resized, as WebP' } },
    refusals: [imageRefusals.imageNotFound],
  },
});
