import type { Refusal } from '@ordna/contract/kernel/refusals';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from './errors';

/**
 * The checks every area's named containers share (counter, storage and time groups, shopping lists,
 * drink, recipe and notes collections, contexts, tags…): a name is unique per owner, a count has a
 * cap, and a write that meets the name's unique index answers 409 with the area's refusal rather
 * than 500. The check before the write gives the answer in the common case; the unique index is
 * what holds when two calls pass the check at once (docs/architecture.md, "Concurrent writes").
 */

/** The handler for a write's failure: a unique violation answers 409 `duplicate`, anything else goes on. */
export function refuseDuplicateName(duplicate: Refusal): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error)) throw conflict(duplicate);
    throw error;
  };
}

/** Runs a write under a name's unique index; a violation answers 409 `duplicate`. */
export function withUniqueName<T>(duplicate: Refusal, write: () => Promise<T>): Promise<T> {
  return write().catch(refuseDuplicateName(duplicate));
}

/** Refuses a new name already taken by one of the owner's containers, or one past the owner's cap. */
export async function checkNewContainer(checks: {
  /** The owner's container of that name, if any. */
  taken: Promise<unknown>;
  /** How many containers the owner has. */
  count: () => Promise<number>;
  max: number;
  duplicate: Refusal;
  tooMany: Refusal;
}): Promise<void> {
  if (await checks.taken) throw conflict(checks.duplicate);
  if ((await checks.count()) >= checks.max) throw conflict(checks.tooMany);
}

/** Refuses a rename to the name of another of the owner's containers (its own name is fine). */
export function refuseTakenName(
  same: { id: string } | null | undefined,
  id: string | undefined,
  duplicate: Refusal,
): void {
  if (same && same.id !== id) throw conflict(duplicate);
}
