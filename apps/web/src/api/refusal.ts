import type { Refusal } from '@ordna/contract/kernel/refusals';
import { ApiError } from './client';

/** Whether a failure is this refusal, by its code (docs/architecture.md, "One error pattern"). */
export function isRefusal(error: unknown, refusal: Refusal): error is ApiError {
  return error instanceof ApiError && error.code === refusal.code;
}

/** True for a failure the person can fix (bad input, a name taken): shown on the field, not as a crash. */
export function isInputError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 409);
}
