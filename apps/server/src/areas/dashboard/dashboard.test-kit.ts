import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import { personClient } from '../../testing/people.test-kit';

export const HOUR = 3_600_000;

/** One person's calls for the dashboard tests: the shared client, with time groups and stamps made through the API. */
export function dashboardClient(app: FastifyInstance, user: User) {
  const client = personClient(app, user);
  return {
    ...client,
    user,
    async group(name: string): Promise<string> {
      const answer = await client.post<{ _id: string }>('/time-group', { name });
      if (answer.status !== 201) throw new Error(`group: ${answer.status} ${answer.message}`);
      return answer.data._id;
    },
    async stamp(timeGroupId: string, name: string, startTime: string, endTime?: string, description?: string) {
      const answer = await client.post<{ _id: string }>('/time-stamp', {
        timeGroupId,
        name,
        startTime,
        endTime,
        description,
      });
      if (answer.status !== 201) throw new Error(`stamp: ${answer.status} ${answer.message}`);
      return answer.data._id;
    },
    /** The dashboard's answer, parsed by its contract schema. */
    async dashboard(query: string): Promise<DashboardAnswer> {
      const answer = await client.get<DashboardAnswer>(`/dashboard?${query}`);
      if (answer.status !== 200) throw new Error(`dashboard: ${answer.status} ${answer.message}`);
      return dashboardAnswer.parse(answer.data);
    },
  };
}

export type DashboardClient = ReturnType<typeof dashboardClient>;
