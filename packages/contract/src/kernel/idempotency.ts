import { z } from 'zod';
import { idempotencyRefusals } from './idempotency-refusals';
import { refusalMessage } from './refusals';

/**
 * The `Idempotency-Key` header a client sends on a write that is not naturally idempotent (a
 * counter change, into storage, cook…): one new key per intended action, the same key on every
 * retry of it, so the server applies it once and answers a retry with the first answer
 * (docs/architecture.md, "Retries and idempotency").
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 128;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const idempotencyKey = z
  .string(refusalMessage(idempotencyRefusals.badKey))
  .regex(IDEMPOTENCY_KEY_PATTERN, refusalMessage(idempotencyRefusals.badKey));

/** The header as a route declares it: optional, bounded; every other header passes as it is. */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey
    .optional()
    .describe(
      'One key per intended action (for example a random UUID), sent again unchanged on every retry of it. ' +
        'Within 24 hours a retry with the same key and the same request answers the first answer and ' +
        'applies nothing again; the same key with a different request answers 422 idempotency.keyReused.',
    ),
});

/**
 * The writes that take an `Idempotency-Key`, as `METHOD /path` under /api: the web client sends
 * one on each, and the server's idempotency test checks this list against the routes that
 * declare the header.
 */
export const IDEMPOTENT_WRITES: ReadonlySet<string> = new Set([
  'PUT /counter',
  'POST /counter-undo',
  'POST /counter-reset',
  'POST /note',
  'POST /shopping-item',
  'POST /shopping-list/into-storage',
  'POST /recipe/cook',
  'POST /recipe/shopping-list',
  'PUT /storage-item',
  'POST /storage-item/csv',
  'POST /time-stamp',
]);
