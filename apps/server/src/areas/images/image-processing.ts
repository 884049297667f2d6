import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_LONGEST_SIDE, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@ordna/contract/kernel/images';

/**
 * Making a kept picture of bytes from anywhere: they are read as an image by their own bytes
 * (whatever a header said), refused when they are not one of the formats below, when they are
 * over 10 MiB or when their dimensions promise more pixels than IMAGE_MAX_PIXELS (read from the
 * header before anything is decoded, so a decompression bomb is never expanded), then turned the
 * right way up, resized to at most IMAGE_LONGEST_SIDE on their longest side and written as WebP.
 * sharp does the decoding and encoding in libvips on libuv's thread pool, off the event loop.
 */

/** What a kept picture may have been made from; SVG (a document that may hold script) is not among them. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/**
 * sharp, loaded with the first picture: libvips and its threads cost the process ~20 MiB of
 * resident memory, which a server that is never sent a picture need not pay (README, "Memory").
 */
function sharpOf(): Promise<(input: Buffer, options: SharpOptions) => Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per picture and no operation cache: the machine is small and shared.
    sharp.concurrency(1);
    sharp.cache(false);
    return (input, options) => sharp(input, options);
  });
  return loading;
}

export type ImageRefusalReason = 'notAnImage' | 'tooLarge';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusalReason) {
    super(reason);
  }
}

export interface KeptImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export async function keptImageOf(input: Buffer): Promise<KeptImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new ImageRefused('tooLarge');
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false } as const;
  const sharp = await sharpOf();
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input, options).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRefused('tooLarge');
    throw new ImageRefused('notAnImage');
  }
  if (!format || !READABLE.has(format) || pixels === 0) throw new ImageRefused('notAnImage');
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRefused('tooLarge');
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_LONGEST_SIDE, height: IMAGE_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRefused('tooLarge');
    throw new ImageRefused('notAnImage');
  }
}
