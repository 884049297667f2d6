import type { Kysely } from 'kysely';
import { linkOrderSchema } from '@ordna/contract/auth';

interface UsersPreferences {
  users: { id: string; preferences: string };
}

const BATCH = 500;

/**
 * `linkOrder` was a list of texts nothing wrote; it is now the side bar's entries (areas and
 * custom links). A stored value the new schema refuses is dropped, so the default (the product's
 * order) fills it on read, which only copies stored values (docs/architecture.md, "Bounded input").
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<UsersPreferences>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'preferences'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const kept = withoutOldLinkOrder(row.preferences);
      if (kept !== row.preferences) {
        await db.updateTable('users').set({ preferences: kept }).where('id', '=', row.id).execute();
      }
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

function withoutOldLinkOrder(json: string): string {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof stored !== 'object' || stored === null || !('linkOrder' in stored)) return json;
  const { linkOrder, ...rest } = stored as Record<string, unknown>;
  return linkOrderSchema.safeParse(linkOrder).success ? json : JSON.stringify(rest);
}

export async function down(): Promise<void> {
  // Nothing to undo: the dropped lists were never read.
}
