import type { FastifyRequest } from 'fastify';
import {
  HEARTBEAT_FUTURE_TOLERANCE_MS,
  heartbeatBody,
  heartbeatDeleteQuery,
  heartbeatQuery,
  parseHeartbeatUrl,
  type HeartbeatAnswer,
} from '@ordna/contract/heartbeats';
import { timeRefusals } from '@ordna/contract/time-refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { badRequest, notFound, unauthorized } from '../../../http/errors';
import { sha256 } from '../../../lib/ids';
import { getPreferences } from '../../auth/auth.store';
import { forgetUnmatchedHost, findUnmatchedHeartbeat, listUnmatchedHosts, processHeartbeats } from './heartbeats.service';
import { useIntegrationToken } from './integrations.store';
import { integrationRoutes } from './integrations.routes';
import { urlRuleRoutes } from './url-rules.routes';
import type { IncomingHeartbeat } from './heartbeat-rules';

/** Heartbeats from a script or extension, per client address; generous, a batch may carry 500. */
const HEARTBEATS_PER_MINUTE = 600;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** The first problem with a heartbeat body, as one sentence that says which heartbeat and field. */
function describeProblem(body: unknown, issue: { path: PropertyKey[]; message: string }): string {
  const [index, field] = issue.path;
  if (!Array.isArray(body) || typeof index !== 'number') return issue.message;
  const where = `Heartbeat ${index + 1}`;
  return field === undefined || issue.message.includes(String(field))
    ? `${where}: ${issue.message}`
    : `${where}: ${String(field)}: ${issue.message}`;
}

/**
 * Automatic stamps: POST /heartbeat (integration token only), the unmatched heartbeats kept for
 * making rules, and — registered from here — integration tokens and URL rules.
 */
export const heartbeatRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  await integrationRoutes(app, deps);
  await urlRuleRoutes(app, deps);

  app.post(
    '/heartbeat',
    { config: { rateLimit: { max: HEARTBEATS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => {
      // Only the integration token counts here; an access token is neither needed nor accepted.
      const token = bearerToken(request);
      const now = clock();
      const userId = token ? await useIntegrationToken(db, sha256(token), now) : null;
      if (!userId) throw unauthorized(timeRefusals.integrationTokenMissing.message);

      const parsed = heartbeatBody.safeParse(request.body);
      if (!parsed.success) throw badRequest(describeProblem(request.body, parsed.error.issues[0]!));
      const heartbeats: IncomingHeartbeat[] = [];
      for (const [index, item] of parsed.data.entries()) {
        const time = item.time ? Date.parse(item.time) : now;
        if (time > now + HEARTBEAT_FUTURE_TOLERANCE_MS) {
          const where = parsed.data.length > 1 ? `Heartbeat ${index + 1}: ` : '';
          throw badRequest(`${where}time must not be in the future`);
        }
        const { host, url } = parseHeartbeatUrl(item.url)!;
        heartbeats.push({ host, url, title: item.title || null, time });
      }
      const { timeZone, heartbeatPulseMs } = await getPreferences(db, userId);
      const answer: HeartbeatAnswer = await processHeartbeats(db, deps.dialect, userId, heartbeats, {
        now,
        pulseMs: heartbeatPulseMs,
        timeZone,
      });
      return ok(answer);
    },
  );

  app.get('/heartbeat', { schema: { querystring: heartbeatQuery } }, async (request) => {
    const { userId } = await deps.signedIn(request);
    const { unmatched, heartbeatId } = request.query;
    if (heartbeatId) {
      const heartbeat = await findUnmatchedHeartbeat(db, userId, heartbeatId, clock());
      if (!heartbeat) throw notFound('No such heartbeat.');
      return ok(heartbeat);
    }
    if (unmatched === 'true') return ok(await listUnmatchedHosts(db, userId, clock()));
    throw badRequest('Ask for unmatched=true or a heartbeatId');
  });

  app.delete('/heartbeat', { schema: { querystring: heartbeatDeleteQuery } }, async (request) => {
    const { userId } = await deps.signedIn(request);
    const forgotten = await forgetUnmatchedHost(db, userId, request.query.host.toLowerCase());
    return ok({ forgotten });
  });
};
