import { expect } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time/answers';
import type { WriteCase } from './concurrency.test-kit';

/** The time area's concurrency cases (docs/architecture.md, "Concurrent writes"). */
export const timeCases: Record<string, WriteCase> = {
  'POST /api/time-stamp': {
    invariant: 'stamping in at once into one sub group leaves one running stamp',
    setUp: async (client) => {
      const timeGroupId = (await client.post<{ _id: string }>('/time-group', { name: 'Work' })).data._id;
      return {
        call: () => ({ method: 'POST', url: '/time-stamp', payload: { timeGroupId, name: 'Writing' } }),
        check: async (reader, answers) => {
          expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
          expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.code)).toEqual(
            answers.slice(1).map(() => 'time.subGroupRunning'),
          );
          const running = (await reader.get<TimeStamp[]>('/time-stamp?active=true')).data;
          expect(running).toHaveLength(1);
        },
      };
    },
  },
};
