import { expect } from 'vitest';
import { personClient } from '../../testing/people.test-kit';

/** One person's calls to the counters API, answered as status, data, code and message. */
export interface Answer<T> {
  status: number;
  data: T;
  code?: string;
  message?: string;
}

/** The counters tests' client: the shared one, by the name those tests use. */
export const countersClient = personClient;

export type CountersClient = ReturnType<typeof countersClient>;

/** `times` increments of 1 at once on one counter, spread over the clients; every one must succeed. */
export async function incrementAtOnce(clients: CountersClient[], counterId: string, times: number): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: times }, (_, i) => clients[i % clients.length]!.put('/counter', { counterId, change: 1 })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
}
