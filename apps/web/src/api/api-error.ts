/**
 * A failed call (docs/architecture.md, "One error pattern"): the refusal's code (none from a
 * server that predates codes, or for a failure the client words itself), the English message,
 * the status and the retry flag. The page or shell translates it by code.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retry = false,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
