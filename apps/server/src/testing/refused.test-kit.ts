import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { body } from './test-app.test-kit';

/**
 * Expects `response` to be a refusal: its HTTP `status` and exactly the envelope
 * `{ status: false, code, message, retry? }` (docs/architecture.md, "Answers").
 */
export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  refusal: { code: string; message: string; retry?: boolean },
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response)).toEqual({ status: false, ...refusal });
}
