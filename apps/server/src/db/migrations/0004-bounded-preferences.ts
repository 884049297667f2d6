import type { Kysely } from 'kysely';
import { preferencesSchema, type Preferences } from '@ordna/contract/auth';
import { rewritePreferences } from './schema-kit';

/**
 * Preferences are checked when written and only copied when read (docs/architecture.md,
 * "Bounded input"). Values stored before every field had a bound (a deep or huge device
 * shutdown config) are dropped here once, so the reader can trust what it finds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewritePreferences(db, boundedPreferences);
}

/** The stored JSON with every unknown or out-of-bounds field left out (the defaults fill them on read). */
function boundedPreferences(json: string): string {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return '{}';
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return '{}';
  const kept: Record<string, unknown> = {};
  let changed = false;
  for (const [key, value] of Object.entries(stored)) {
    const field = preferencesSchema.shape[key as keyof Preferences];
    if (field?.safeParse(value).success) kept[key] = value;
    else changed = true;
  }
  return changed ? JSON.stringify(kept) : json;
}

export async function down(): Promise<void> {
  // Nothing to undo: the dropped values were out of bounds and have their defaults now.
}
