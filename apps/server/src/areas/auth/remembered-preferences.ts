import type { Preferences } from '@ordna/contract/auth';

/** People whose preferences an instance remembers at most; past that the least recently checked go first. */
export const REMEMBERED_PEOPLE = 10_000;

/**
 * The preferences each person's last session check on this instance read (PostgreSQL, where a
 * read's handler runs beside its check). A read that needs them answers with these at once instead
 * of waiting for its own check, which then confirms them: when they differ (changed on another
 * instance since), the read runs again with the check's (http/session-check.ts). A guess, never
 * an answer on its own: keyed by the person the verified access token names.
 */
export class RememberedPreferences {
  private readonly byPerson = new Map<string, Preferences>();

  constructor(private readonly capacity = REMEMBERED_PEOPLE) {}

  of(userId: string): Preferences | undefined {
    return this.byPerson.get(userId);
  }

  remember(userId: string, preferences: Preferences): void {
    // Deleted first so the person moves to the newest end of the map's order.
    this.byPerson.delete(userId);
    this.byPerson.set(userId, preferences);
    if (this.byPerson.size > this.capacity) this.byPerson.delete(this.byPerson.keys().next().value!);
  }
}
