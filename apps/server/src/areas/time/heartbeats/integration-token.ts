import type { FastifyRequest } from 'fastify';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { Db } from '../../../db/database';
import { unauthorized } from '../../../http/errors';
import { sha256 } from '../../../lib/ids';
import { useIntegrationToken } from './integrations.store';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * The person (and the token) behind a call from a script or a device: public routes that take an
 * integration token as `Authorization: Bearer` (heartbeats, device shutdown) answer 401 without one.
 */
export async function integrationCaller(
  db: Db,
  request: FastifyRequest,
  now: number,
): Promise<{ tokenId: string; userId: string }> {
  const token = bearerToken(request);
  const caller = token ? await useIntegrationToken(db, sha256(token), now) : null;
  if (!caller) throw unauthorized(timeRefusals.integrationTokenMissing);
  return caller;
}
