import type { Success } from '@ordna/contract/envelope';

/** Wraps a route's result in the spec's success envelope. */
export function ok<T>(data: T): Success<T> {
  return { status: true, data };
}
