import type { Kysely } from 'kysely';
import { linkOrderSchema } from '@ordna/contract/auth';
import { rewritePreferences } from './schema-kit';

/**
 * `linkOrder` was a list of texts nothing wrote; it is now the side bar's entries (areas and
 * custom links). A stored value the new schema refuses is dropped, so the default (the product's
 * order) fills it on read, which only copies stored values (docs/architecture.md, "Bounded input").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewritePreferences(db, withoutOldLinkOrder);
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
