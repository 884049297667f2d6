import type { Endpoint } from '@ordna/contract/kernel/endpoints';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { idempotencyRefusals } from '@ordna/contract/kernel/idempotency-refusals';
import { AppError } from './errors';

/**
 * Every endpoint declares the refusals its handler may answer (`refusals` in its area's
 * `endpoints.ts`; docs/architecture.md, "Endpoints"), and the OpenAPI document lists them. A
 * refusal is checked against its endpoint when the handler raises it: the route wrapper
 * (`endpoint-route.ts`) notes which endpoint raised it, and with `validateAnswers` (tests) the
 * error handler answers 500 naming the endpoint and the code when the table misses it, so every
 * server test guards the tables. The common refusals (and an Idempotency-Key's) may come from any
 * route; refusals of a scope's checks (sign-in, the vault's extra token) run before the handler and
 * are not any one endpoint's.
 */

const everywhere = new Set<string>(
  [...Object.values(commonRefusals), ...Object.values(idempotencyRefusals)].map((refusal) => refusal.code),
);

const raisedBy = new WeakMap<AppError, Endpoint>();

/** Notes that `endpoint`'s handler raised `error` (a refusal, or anything else, which is left alone). */
export function noteRaisedBy(error: unknown, endpoint: Endpoint): void {
  if (error instanceof AppError) raisedBy.set(error, endpoint);
}

/** Whether an endpoint's table declares the refusal (or any route may answer it). */
export function declares(endpoint: Endpoint, code: string): boolean {
  return everywhere.has(code) || endpoint.refusals.some((refusal) => refusal.code === code);
}

/** The sentence a test fails with when a handler answered a refusal its endpoint does not declare; null if declared. */
export function undeclaredRefusalOf(error: unknown): string | null {
  const endpoint = error instanceof AppError ? raisedBy.get(error) : undefined;
  if (!(error instanceof AppError) || !endpoint || declares(endpoint, error.code)) return null;
  return `${endpoint.method} /api${endpoint.path} answered ${error.code}, which its endpoint ${endpoint.operationId} does not declare: add it to the endpoint's refusals`;
}
