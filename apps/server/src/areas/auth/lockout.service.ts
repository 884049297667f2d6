import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { Db } from '../../db/database';
import { tooMany } from '../../http/errors';
import { keepAsFailure, releaseAttempt, reserveAttempt, type FailureLimit } from './login-failures';

/**
 * Runs one counted check (a password, a code) once an attempt is reserved against every limit;
 * 429 with the refusal when one is spent. A failed check stays counted; a passed one does not,
 * and also forgets the earlier failures of the subjects in `forgetOnPass`.
 */
export async function limitedCheck(
  db: Db,
  limits: FailureLimit[],
  now: number,
  refusal: Refusal,
  check: () => Promise<boolean>,
  forgetOnPass: string[],
): Promise<boolean> {
  const attempt = await reserveAttempt(db, limits, now);
  if (!attempt) throw tooMany(refusal);
  // A check that throws leaves its reservation counted: an error must not open a way round the limit.
  if (!(await check())) {
    await keepAsFailure(db, now);
    return false;
  }
  await releaseAttempt(db, attempt, forgetOnPass);
  return true;
}
