import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { idempotencyRefusals } from '@ordna/contract/kernel/idempotency-refusals';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '@ordna/contract/kernel/idempotency';
import type { Db } from '../../db/database';
import { AppError, conflict } from '../errors';
import { findKey } from '../../db/idempotency-keys.store';
import type { IdempotencyKeysTable } from '../../db/idempotency-keys.tables';

/** How long a second call with a key waits for the first one's answer before it answers 409. */
const WAIT_MS = 2000;
const POLL_MS = 25;
/** A key whose answer is still missing after this long lost it (the write committed, the answer did not). */
const ANSWER_LOST_AFTER_MS = 60_000;

/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What a call with a key already known gets. */
export type KeyOutcome = { kind: 'replay'; status: number; answer: string } | { kind: 'refuse'; error: AppError };

/**
 * The answer for a call whose key is already there: the first answer again for the same
 * request (waited for briefly while the first call finishes), a refusal for another request.
 */
export async function outcomeOf(
  db: Db,
  found: IdempotencyKeysTable,
  requestHash: string,
  now: () => number,
): Promise<KeyOutcome> {
  if (found.requestHash !== requestHash)
    return { kind: 'refuse', error: new AppError(422, idempotencyRefusals.keyReused) };
  let row: IdempotencyKeysTable | null = found;
  const deadline = Date.now() + WAIT_MS;
  while (row && row.status === null && Date.now() < deadline) {
    await pause(POLL_MS);
    row = await findKey(db, found.userId, found.key, now() - IDEMPOTENCY_KEY_LIFETIME_MS);
  }
  if (row && row.status !== null && row.answer !== null)
    return { kind: 'replay', status: row.status, answer: row.answer };
  if (now() - found.createdAt < ANSWER_LOST_AFTER_MS) {
    return { kind: 'refuse', error: new AppError(409, idempotencyRefusals.inProgress, true) };
  }
  return { kind: 'refuse', error: conflict(idempotencyRefusals.answerLost) };
}

/** Sends a kept answer as it was first sent. */
export function replay(reply: FastifyReply, status: number, answer: string): FastifyReply {
  return reply.status(status).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(answer);
}

/**
 * Thrown inside a write's transaction when another call claimed the same key first: the
 * transaction rolls back (nothing applied twice) and the error handler answers as for a key
 * already known.
 */
export class KeyTaken extends Error {
  constructor(
    readonly db: Db,
    readonly userId: string,
    readonly key: string,
    readonly requestHash: string,
    readonly now: () => number,
  ) {
    super('Idempotency-Key taken by an overlapping call');
  }
}

/** The answer to a call that lost the race for its key: the first call's answer, or a refusal. */
export async function outcomeOfTakenKey(error: KeyTaken): Promise<KeyOutcome> {
  const found = await findKey(error.db, error.userId, error.key, error.now() - IDEMPOTENCY_KEY_LIFETIME_MS);
  if (found) return outcomeOf(error.db, found, error.requestHash, error.now);
  return { kind: 'refuse', error: new AppError(409, idempotencyRefusals.inProgress, true) };
}
