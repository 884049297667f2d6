/**
 * Live updates (docs/architecture.md, "Live updates"): after a write commits, the server sends
 * the people who may see the thing a small event on `GET /api/events`, and each of their screens
 * reads again what shows it. An event names the thing, never its content.
 */

/** Every kind of thing an event can name; an area that publishes adds its kinds here. */
export const liveKinds = [
  'timeGroup',
  'timeSubGroup',
  'timeStamp',
  'counterGroup',
  'counter',
  'passwordGroup',
  'password',
  'notesCollection',
  'note',
  'noteContext',
  'storageGroup',
  'storageItem',
  'shoppingList',
  'shoppingItem',
  'drinkCollection',
  'drink',
  'recipeCollection',
  'recipe',
] as const;
export type LiveKind = (typeof liveKinds)[number];

export const liveActions = ['created', 'changed', 'deleted'] as const;
export type LiveAction = (typeof liveActions)[number];

export interface LiveEvent {
  kind: LiveKind;
  id: string;
  action: LiveAction;
}

/**
 * The event a stream or a NOTIFY carried, or null when it is not one. Checked by hand, not with
 * zod: the web app reads events on every signed-in page and zod is not in its first load.
 */
export function readLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id, action } = value as Record<string, unknown>;
  if (!(liveKinds as readonly unknown[]).includes(kind) || !(liveActions as readonly unknown[]).includes(action)) {
    return null;
  }
  if (typeof id !== 'string' || id.length < 1 || id.length > 40) return null;
  return { kind: kind as LiveKind, id, action: action as LiveAction };
}

/** The SSE event name of a change; `ready` opens every stream (after it, read again what is shown). */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_READY_EVENT = 'ready';
