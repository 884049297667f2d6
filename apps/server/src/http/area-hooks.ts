/**
 * Events one area announces and others react to, in process: the way areas reach each other
 * without importing each other's insides (docs/architecture.md, "Boundaries"). Each area
 * that announces an event adds it to `AreaEvents` by module augmentation in its `public.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface AreaEvents {}

type Listener<K extends keyof AreaEvents> = (event: AreaEvents[K]) => Promise<void>;

export class AreaHooks {
  private readonly listeners = new Map<keyof AreaEvents, Listener<never>[]>();

  on<K extends keyof AreaEvents>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  /** Runs every listener in turn; a listener's failure fails the announcing flow (and its transaction). */
  async emit<K extends keyof AreaEvents>(name: K, event: AreaEvents[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) await (listener as Listener<K>)(event);
  }
}
