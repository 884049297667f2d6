import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * How answers leave (docs/architecture.md, "Answers"). Every route declares its answer's zod
 * schema; checking each answer against it is a parse per response, so only tests pay for it.
 */

/** An answer that does not match its route's declared schema: a bug in the route or the schema. */
export class AnswerMismatch extends Error {
  override readonly name = 'AnswerMismatch';
}

type Path = readonly PropertyKey[];

function pathText(path: Path): string {
  return path.length === 0 ? '(the answer itself)' : path.map(String).join('.');
}

/**
 * The first field the route sent that the schema does not declare. zod drops unknown keys when
 * it parses, but production sends the route's data as it is, so such a field would leak unseen.
 */
function firstUndeclaredField(sent: unknown, parsed: unknown, path: Path = []): Path | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [index, item] of sent.entries()) {
      const found = firstUndeclaredField(item, parsed[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (!(key in parsed)) return [...path, key];
    const found = firstUndeclaredField(value, parsed[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks every answer against its schema, naming the route and the bad field; for tests. */
const checkingSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data: unknown) => {
    const where = `${method} ${url} answering ${httpStatus}`;
    const result = schema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new AnswerMismatch(`${where}: ${pathText(issue.path)}: ${issue.message}`);
    }
    const undeclared = firstUndeclaredField(data, result.data);
    if (undeclared) throw new AnswerMismatch(`${where}: ${pathText(undeclared)}: not in the declared answer`);
    return JSON.stringify(data);
  };

/** Sends the route's data as it is, as Fastify does for a route without a schema. */
const plainSerializer: FastifySerializerCompiler<z.ZodType> = () => (data: unknown) => JSON.stringify(data);

export function answerSerializer(validateAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return validateAnswers ? checkingSerializer : plainSerializer;
}
