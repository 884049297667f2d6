import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import type { personClient } from '../people.test-kit';
import { as, body } from '../test-app.test-kit';

/**
 * The concurrency harness's pieces (docs/architecture.md, "Concurrent writes"): a case per write
 * route that reads before it writes, fired several times at once, on one instance and across two
 * instances of one PostgreSQL, then checked against the area's invariant.
 */

/** One call a case fires: the i-th of n. */
export interface WriteCall {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api, with any query. */
  url: string;
  payload?: object;
  /** Sent as the Idempotency-Key (the same on every call: one action, retried or double-clicked). */
  key?: string;
}

export interface WriteAnswer<T = unknown> {
  status: number;
  data: T;
  code?: string;
}

export type Client = ReturnType<typeof personClient>;

/** What a case's set-up answers: the calls to fire and the check of what they left. */
export interface Prepared {
  call: (i: number, n: number) => WriteCall;
  /** Reads what the calls left (through `client`) and asserts the area's invariant. */
  check: (client: Client, answers: WriteAnswer[], n: number) => Promise<void>;
}

export interface WriteCase {
  /** The invariant in the area's words, for the test's name. */
  invariant: string;
  setUp: (client: Client) => Promise<Prepared>;
}

/** A route that needs no case, and why. */
export interface NoCase {
  none: string;
}

export type Declaration = WriteCase | NoCase;

/** Fires `n` calls at once, spread over `apps` in turn, as `user`. */
export async function fireAtOnce(
  apps: FastifyInstance[],
  user: User,
  prepared: Prepared,
  n: number,
): Promise<WriteAnswer[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const { method, url, payload, key } = prepared.call(i, n);
      const headers = { ...as(user), ...(key !== undefined && { 'idempotency-key': key }) };
      const response = await apps[i % apps.length]!.inject({ method, url: `/api${url}`, headers, payload });
      const envelope = body(response);
      return { status: response.statusCode, data: envelope.data, code: envelope.code };
    }),
  );
}

/** How many answers had each status, as "200×1 400×1", for messages. */
export function statusesOf(answers: WriteAnswer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
}
