import { z } from 'zod';

/**
 * Live updates (docs/architecture.md, "Live updates"): after a write commits, the server sends
 * the people who may see the thing a small event on `GET /api/events`, and each of their screens
 * reads again what shows it. An event names the thing, never its content.
 */

/** Every kind of thing an event can name; an area that publishes adds its kinds here. */
export const liveKinds = ['timeGroup', 'timeSubGroup', 'timeStamp', 'counterGroup', 'counter'] as const;
export type LiveKind = (typeof liveKinds)[number];

export const liveActions = ['created', 'changed', 'deleted'] as const;
export type LiveAction = (typeof liveActions)[number];

export const liveEvent = z.object({
  kind: z.enum(liveKinds),
  id: z.string().min(1).max(40),
  action: z.enum(liveActions),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/** The SSE event name of a change; `ready` opens every stream (after it, read again what is shown). */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_READY_EVENT = 'ready';
