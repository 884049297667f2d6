import type { Refusal } from '@ordna/contract/refusals';
import type { Db } from '../../db/database';
import { tooMany } from '../../http/errors';
import { countRecentFailures } from './login-failures';

/** Answers 429 (with retry) once `limit` failures for the subject fall inside the window. */
export async function assertNotLockedOut(
  db: Db,
  subject: string,
  now: number,
  limit: number,
  refusal: Refusal,
): Promise<void> {
  if ((await countRecentFailures(db, subject, now)) >= limit) throw tooMany(refusal);
}
