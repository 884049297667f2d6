import { z } from 'zod';
import { idSchema } from './common';
import { refusalMessage, type Refusal } from './refusals';

/**
 * The schemas every area with named containers repeats (docs/adding-an-area.md): a name a person
 * types, and the read/create/rename/delete of a container (a counter group, a shopping list, a
 * recipe collection…) by its id field. An area declares only its refusals, its limit and its id's
 * field name; what differs (a collection's questions, a public flag) it writes itself.
 */

/** A name a person types: trimmed, at least one character, at most `max`. */
export function requiredName(required: Refusal, max: number, tooLong: Refusal) {
  const missing = refusalMessage(required);
  return z.string(missing).trim().min(1, missing).max(max, refusalMessage(tooLong));
}

/** `{ [key]: schema }` with its key's name kept in the type. */
function fieldOf<const K extends string, S extends z.ZodType>(key: K, schema: S) {
  return { [key]: schema } as { [P in K]: S };
}

/**
 * A named container's schemas: `query` (GET: every container, or `?<idKey>` for one), `create`
 * (POST: a name), `rename` (PUT: its id and a name) and `remove` (DELETE: its id).
 */
export function namedContainerSchemas<const K extends string, I extends z.ZodType, N extends z.ZodType>(
  idKey: K,
  id: I,
  name: N,
) {
  return {
    query: z.object(fieldOf(idKey, idSchema.optional())),
    create: z.object({ name }),
    rename: z.object({ ...fieldOf(idKey, id), name }),
    remove: z.object(fieldOf(idKey, id)),
  };
}
