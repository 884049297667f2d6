import type { Success } from '@ordna/contract/kernel/envelope';

/** Wraps a route's result in the success envelope (docs/architecture.md, "One error pattern"). */
export function ok<T>(data: T): Success<T> {
  return { status: true, data };
}
