import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { as, body } from '../../testing/test-app.test-kit';

/** A counter of the person's own to change in the idempotency tests. */
export async function aCounter(app: FastifyInstance, user: User): Promise<string> {
  const headers = as(user);
  const group = await app.inject({ method: 'POST', url: '/api/counter-group', headers, payload: { name: 'Water' } });
  const groupId = body<CounterGroup>(group).data._id;
  const payload = { counterGroupId: groupId, name: 'Glasses' };
  const counter = await app.inject({ method: 'POST', url: '/api/counter', headers, payload });
  return body<Counter>(counter).data._id;
}

/** PUT /api/counter {counterId, change} with an Idempotency-Key, if given. */
export function changeCounter(app: FastifyInstance, user: User, counterId: string, change: number, key?: string) {
  const headers = { ...as(user), ...(key !== undefined && { 'idempotency-key': key }) };
  return app.inject({ method: 'PUT', url: '/api/counter', headers, payload: { counterId, change } });
}

/** The counter's value now. */
export async function valueOf(app: FastifyInstance, user: User, counterId: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/counter?counterId=${counterId}`, headers: as(user) });
  return body<Counter>(response).data.value;
}
