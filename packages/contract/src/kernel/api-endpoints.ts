import { z } from 'zod';
import { defineEndpoints } from './endpoints';
import { liveRefusals } from './live-refusals';

/** The outline of an OpenAPI document, enough to type the answer of GET /api/docs. */
export const openApiDocumentAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The endpoints that belong to no area: the health check, this document, the live-updates stream. */
export const apiEndpoints = defineEndpoints('api', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'The connectivity check: 200 once the database answers',
    answers: { 200: z.object({ time: z.string() }) },
    refusals: [],
  },
  docs: {
    method: 'GET',
    path: '/docs',
    summary: 'This OpenAPI document',
    answers: { 200: { bare: openApiDocumentAnswer } },
    refusals: [],
  },
  events: {
    method: 'GET',
    path: '/events',
    summary: "The signed-in person's live updates, as Server-Sent Events",
    answers: {
      200: { file: 'text/event-stream', description: 'Server-Sent Events: `ready`, then `change` {kind, id, action}' },
    },
    refusals: [liveRefusals.tooManyForPerson, liveRefusals.tooManyForServer],
  },
});
