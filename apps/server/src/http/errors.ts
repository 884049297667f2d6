import { commonRefusals, refusalCodeOf, type Refusal } from '@ordna/contract/kernel/refusals';
import { databaseTroubleOf, type DatabaseTrouble } from '../db/database-errors';

/**
 * A refusal the client should see as it is: a real HTTP status, the refusal's stable code and
 * its English message (docs/architecture.md, "One error pattern").
 */
export class AppError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    refusal: Refusal,
    readonly retry?: boolean,
  ) {
    super(refusal.message);
    this.code = refusal.code;
  }
}

/** A refusal whose sentence carries details (a count, which item): the code stays the same. */
export function withText(refusal: Refusal, message: string): Refusal {
  return { code: refusal.code, message };
}

/**
 * The refusal a schema's issue carries: its code comes with the issue (`refusalMessage` in the
 * contract), never from its text. An issue without one (zod's own sentence, for a check the
 * contract gave no message) is "invalid input" in that sentence. `message` may add details.
 */
export function refusalOfIssue(issue: { params?: unknown; message: string }, message = issue.message): Refusal {
  return { code: refusalCodeOf(issue) ?? commonRefusals.invalidInput.code, message };
}

export const badRequest = (refusal: Refusal) => new AppError(400, refusal);
export const unauthorized = (refusal: Refusal) => new AppError(401, refusal);
export const forbidden = (refusal: Refusal) => new AppError(403, refusal);
export const notFound = (refusal: Refusal) => new AppError(404, refusal);
export const conflict = (refusal: Refusal) => new AppError(409, refusal);
/** Too many attempts: the client may try again later. */
export const tooMany = (refusal: Refusal) => new AppError(429, refusal, true);
/** The service cannot answer now (the database is away or full): the client may try again shortly. */
export const unavailable = (refusal: Refusal) => new AppError(503, refusal, true);

export function outageRefusal(trouble: DatabaseTrouble): Refusal {
  return trouble === 'busy' ? commonRefusals.busy : commonRefusals.databaseUnavailable;
}

/**
 * A failed database call that means the database is unreachable or full, as the 503 it answers
 * (docs/architecture.md, "When the database goes away"); null for any other error.
 */
export function outageAnswerOf(error: unknown): AppError | null {
  const trouble = databaseTroubleOf(error);
  return trouble ? unavailable(outageRefusal(trouble)) : null;
}
