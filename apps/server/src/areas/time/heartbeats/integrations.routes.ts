import {
  INTEGRATION_TOKEN_PREFIX,
  MAX_INTEGRATION_TOKENS,
  type IntegrationTokenCreated,
} from '@ordna/contract/time/heartbeats';
import { timeRefusals } from '@ordna/contract/time/refusals';
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
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** Integration tokens: made here, shown once, then known only by their hash. */
export const integrationRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;

  route(app, timeEndpoints.readIntegrationToken, async (request) => {
    const { userId } = signedInOf(request);
    return ok(await listIntegrationTokens(db, userId));
  });

  route(app, timeEndpoints.createIntegrationToken, async (request, reply) => {
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
  });

  route(app, timeEndpoints.deleteIntegrationToken, async (request) => {
    const { userId } = signedInOf(request);
    if (!(await deleteIntegrationToken(db, userId, request.query.tokenId))) {
      throw notFound(timeRefusals.integrationTokenNotFound);
    }
    return ok(null);
  });
};
