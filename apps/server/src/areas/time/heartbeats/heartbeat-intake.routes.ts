import { HEARTBEAT_FUTURE_TOLERANCE_MS, heartbeatBody, parseHeartbeatUrl } from '@ordna/contract/time/heartbeats';
import type { HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { INTEGRATION_TOKEN_SCHEME } from '../../../http/openapi';
import { ok } from '../../../http/envelope';
import { badRequest, refusalOfIssue, withText } from '../../../http/errors';
import { preferencesOf } from '../../auth/public';
import type { IncomingHeartbeat } from './heartbeat-rules';
import { processHeartbeats } from './heartbeats.service';
import { integrationCaller } from './integration-token';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** Heartbeats from a script or extension, per client address; generous, a batch may carry 500. */
const HEARTBEATS_PER_MINUTE = 600;

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
 * POST /heartbeat: public, because only the integration token counts here; an access token is
 * neither needed nor accepted. Each heartbeat that matches a URL rule extends or starts an
 * automatic stamp; the rest are kept for making rules.
 */
export const heartbeatIntakeRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;

  route(
    app,
    timeEndpoints.createHeartbeat,
    async (request) => {
      const now = clock();
      const { userId } = await integrationCaller(db, request, now);

      const parsed = heartbeatBody.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(refusalOfIssue(issue, describeProblem(request.body, issue)));
      }
      const heartbeats: IncomingHeartbeat[] = [];
      for (const [index, item] of parsed.data.entries()) {
        const time = item.time ?? now;
        if (time > now + HEARTBEAT_FUTURE_TOLERANCE_MS) {
          const where = parsed.data.length > 1 ? `Heartbeat ${index + 1}: ` : '';
          throw badRequest(
            withText(timeRefusals.heartbeatInFuture, `${where}${timeRefusals.heartbeatInFuture.message}`),
          );
        }
        const { host, url } = parseHeartbeatUrl(item.url)!;
        heartbeats.push({ host, url, title: item.title || null, time });
      }
      const { timeZone, heartbeatPulseMs } = await preferencesOf(db, { userId });
      const answer: HeartbeatAnswer = await processHeartbeats(db, deps.dialect, userId, heartbeats, {
        now,
        pulseMs: heartbeatPulseMs,
        timeZone,
      });
      return ok(answer);
    },
    {
      config: { rateLimit: { max: HEARTBEATS_PER_MINUTE, timeWindow: '1 minute' } },
      security: [{ [INTEGRATION_TOKEN_SCHEME]: [] }],
    },
  );
};
