import {
  INTEGRATION_TOKEN_PREFIX,
  MAX_INTEGRATION_TOKENS,
  integrationTokenCreateBody,
  integrationTokenDeleteQuery,
  type IntegrationTokenCreated,
} from '@ordna/contract/time/heartbeats';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { z } from 'zod';
import { integrationTokenAnswer, integrationTokenCreatedAnswer } from '@ordna/contract/time/heartbeat-answers';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { signedInOf } from '../../../http/signed-in';
import { badRequest, notFound } from '../../../http/errors';
import { newId, newToken, sha256 } from '../../../lib/ids';
import {
  countIntegrationTokens,
  deleteIntegrationToken,
  insertIntegrationToken,
  listIntegrationTokens,
} from './integrations.store';

/** Integration tokens: made here, shown once, then known only by their hash. */
export const integrationRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/integration-token',
    { schema: { response: { 200: success(z.array(integrationTokenAnswer)), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      return ok(await listIntegrationTokens(db, userId));
    },
  );

  app.post(
    '/integration-token',
    {
      schema: {
        body: integrationTokenCreateBody,
        response: { 201: success(integrationTokenCreatedAnswer), ...failureAnswers },
      },
    },
    async (request, reply) => {
      const { userId } = signedInOf(request);
      if ((await countIntegrationTokens(db, userId)) >= MAX_INTEGRATION_TOKENS) {
        throw badRequest(timeRefusals.tooManyIntegrationTokens);
      }
      const token = `${INTEGRATION_TOKEN_PREFIX}${newToken()}`;
      const row = {
        id: newId(),
        userId,
        name: request.body.name,
        tokenHash: sha256(token),
        createdAt: clock(),
        lastUsedAt: null,
      };
      await insertIntegrationToken(db, row);
      const answer: IntegrationTokenCreated = { _id: row.id, name: row.name, token };
      return reply.status(201).send(ok(answer));
    },
  );

  app.delete(
    '/integration-token',
    { schema: { querystring: integrationTokenDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      if (!(await deleteIntegrationToken(db, userId, request.query.tokenId))) {
        throw notFound(timeRefusals.integrationTokenNotFound);
      }
      return ok(null);
    },
  );
};
