import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { as, body } from '../../testing/test-app.test-kit';

/** One person's calls to the counters API, answered as status, data, code and message. */
export interface Answer<T> {
  status: number;
  data: T;
  code?: string;
  message?: string;
}

export function countersClient(app: FastifyInstance, user: User) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: as(user), payload });
    const envelope = body<T>(response);
    return { status: response.statusCode, data: envelope.data, code: envelope.code, message: envelope.message };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload: object) => call<T>('POST', url, payload),
    put: <T>(url: string, payload: object) => call<T>('PUT', url, payload),
    del: <T>(url: string) => call<T>('DELETE', url),
  };
}

export type CountersClient = ReturnType<typeof countersClient>;

/** `times` increments of 1 at once on one counter, spread over the clients; every one must succeed. */
export async function incrementAtOnce(clients: CountersClient[], counterId: string, times: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: times }, (_, i) => clients[i % clients.length]!.put('/counter', { counterId, change: 1 })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
}
