import type { Refusal } from '@ordna/contract/refusals';
import { ApiError } from './client';

/**
 * Whether a failure is this refusal: by its code, or by its English message when the server
 * answered without a code (docs/architecture.md, "One error pattern").
 */
export function isRefusal(error: unknown, refusal: Refusal): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return error.code ? error.code === refusal.code : error.message === refusal.message;
}
