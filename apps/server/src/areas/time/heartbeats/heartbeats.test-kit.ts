import type { FastifyInstance } from 'fastify';
import type { User } from '@ordna/contract/auth';
import type { IntegrationTokenCreated, UrlRuleCreateBody, UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import type { TimeListEntry } from '@ordna/contract/time';
import { as, body } from '../../../testing/test-app.test-kit';

/** Small steps the heartbeat tests share: a token, a time group, a rule, a heartbeat post. */

export async function createToken(app: FastifyInstance, user: User, name = 'laptop'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/integration-token',
    headers: as(user),
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`token: ${response.body}`);
  return body<IntegrationTokenCreated>(response).data.token;
}

export async function createGroup(app: FastifyInstance, user: User, name: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/time-group', headers: as(user), payload: { name } });
  if (response.statusCode !== 201) throw new Error(`time group: ${response.body}`);
  return body<TimeListEntry>(response).data._id;
}

export async function createRule(app: FastifyInstance, user: User, rule: UrlRuleCreateBody): Promise<UrlRuleSaved> {
  const response = await app.inject({ method: 'POST', url: '/api/url-rule', headers: as(user), payload: rule });
  if (response.statusCode !== 201) throw new Error(`rule: ${response.body}`);
  return body<UrlRuleSaved>(response).data;
}

export function postHeartbeats(app: FastifyInstance, token: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/heartbeat',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}
