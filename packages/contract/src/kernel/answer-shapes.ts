import { z } from 'zod';
import type { AnswerSchema, Endpoint } from './endpoints';

/**
 * A short fingerprint of the shapes of the endpoints' success answers (their zod schemas as JSON
 * Schema, by operation id), for recording beside something that holds answers across versions: a
 * change to any of those shapes changes it. Files and bare answers count by their kind alone.
 */
export function answerShapesFingerprint(endpoints: readonly Endpoint[]): string {
  // Views share their endpoint's operation id with narrower answers: each distinct shape counts once.
  const shapes = new Set(
    endpoints.map(({ operationId, answers }) =>
      JSON.stringify([operationId, Object.entries(answers).map(([status, answer]) => [status, shapeOf(answer)])]),
    ),
  );
  return fnv1a([...shapes].sort().join('\n'));
}

function shapeOf(answer: AnswerSchema): unknown {
  if ('file' in answer) return { file: answer.file };
  if ('bare' in answer) return { bare: z.toJSONSchema(answer.bare, { unrepresentable: 'any', io: 'output' }) };
  return z.toJSONSchema(answer, { unrepresentable: 'any', io: 'output' });
}

/** 64-bit FNV-1a of the text, as 16 hex digits: no node-only hash, so any package may use it. */
function fnv1a(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
