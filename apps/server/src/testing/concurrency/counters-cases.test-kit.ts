import { expect } from 'vitest';
import type { Counter, CounterGroup, CounterUndo } from '@ordna/contract/counters';
import type { Client, WriteCase } from './concurrency.test-kit';

/** The counters area's concurrency cases (docs/architecture.md, "Concurrent writes"). */

async function aCounter(client: Client, changes: number[]) {
  const group = await client.post<CounterGroup>('/counter-group', { name: 'Habits' });
  const counterId = (await client.post<Counter>('/counter', { counterGroupId: group.data._id, name: 'Steps' })).data
    ._id;
  for (const change of changes) await client.put('/counter', { counterId, change });
  return counterId;
}

const valueOf = async (client: Client, counterId: string) =>
  (await client.get<Counter>(`/counter?counterId=${counterId}`)).data.value;

export const countersCases: Record<string, WriteCase> = {
  'PUT /api/counter': {
    invariant: 'every change counts exactly once',
    setUp: async (client) => {
      const counterId = await aCounter(client, []);
      return {
        call: (i) => ({ method: 'PUT', url: '/counter', payload: { counterId, change: 2 ** i } }),
        check: async (reader, answers, n) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          expect(await valueOf(reader, counterId)).toBe(2 ** n - 1);
        },
      };
    },
  },

  'POST /api/counter-undo': {
    invariant: 'undos at once take back distinct changes',
    setUp: async (client) => {
      const changes = [1, 2, 4, 8, 16, 32, 64];
      const counterId = await aCounter(client, changes);
      return {
        call: () => ({ method: 'POST', url: '/counter-undo', payload: { counterId } }),
        check: async (reader, answers, n) => {
          const undone = answers.map((answer) => (answer.data as CounterUndo).undone?.amount);
          expect(new Set(undone).size).toBe(n);
          expect(undone.sort((a, b) => a! - b!)).toEqual(changes.slice(changes.length - n).sort((a, b) => a - b));
          expect(await valueOf(reader, counterId)).toBe(
            changes.slice(0, changes.length - n).reduce((a, b) => a + b, 0),
          );
        },
      };
    },
  },

  'POST /api/counter-reset': {
    invariant: 'resets at once record one reset: the value is 0, and one undo brings it back',
    setUp: async (client) => {
      const counterId = await aCounter(client, [5]);
      return {
        call: () => ({ method: 'POST', url: '/counter-reset', payload: { counterId } }),
        check: async (reader, answers) => {
          expect(answers.map((answer) => (answer.data as Counter).value)).toEqual(answers.map(() => 0));
          expect(await valueOf(reader, counterId)).toBe(0);
          expect((await reader.post<CounterUndo>('/counter-undo', { counterId })).data.undone).toEqual({
            amount: -5,
            kind: 'reset',
          });
          expect(await valueOf(reader, counterId)).toBe(5);
        },
      };
    },
  },
};
