import { apiEndpoints } from '@ordna/contract/kernel/api-endpoints';
import type { ZodApp } from '../context';
import { tooMany } from '../errors';
import { route } from '../endpoint-route';
import { signedInOf } from '../signed-in';
import type { EventStreams } from './event-streams';

/**
 * GET /api/events: the signed-in person's Server-Sent Events stream. It is authenticated like
 * every other call, by the `x-access-token` header: the web app reads it with fetch (the
 * browser's EventSource cannot send headers), so no token goes into a URL and no ticket has to
 * be stored and shared between instances (docs/architecture.md, "Live updates").
 */
export async function eventRoutes(app: ZodApp, streams: EventStreams): Promise<void> {
  route(
    app,
    apiEndpoints.events,
    async (request, reply) => {
      const { userId } = signedInOf(request);
      const refusal = streams.refusalFor(userId);
      if (refusal) throw tooMany(refusal);
      reply.hijack();
      // The security headers set for this request go out as they would on any answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and friends would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      streams.open(userId, reply.raw);
      // It answers by itself, at once: the session check has passed before it starts.
    },
    { config: { sessionFirst: true } },
  );
}
