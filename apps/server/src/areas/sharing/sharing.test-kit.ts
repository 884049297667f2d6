import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { as, body } from '../../testing/test-app.test-kit';

/** One person's calls to any route, answered as status, data, code and message (sharing spans areas). */
export function personClient(app: FastifyInstance, user: User) {
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
