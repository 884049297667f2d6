import { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * An answer that is not JSON but a file sent as a stream, such as a CSV download: its media
 * type for the docs. A stream is never serialised, so the schema only types the reply.
 */
export function fileAnswer(mediaType: string, description: string) {
  const stream = z.custom<Readable>((value) => value instanceof Readable);
  return { description, content: { [mediaType]: { schema: stream } } };
}
