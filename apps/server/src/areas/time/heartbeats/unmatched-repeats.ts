import { newId } from '../../../lib/ids';
import type { IncomingHeartbeat } from './heartbeat-rules';
import type { UnmatchedRow } from './unmatched.store';

/**
 * Repeats of one address fold into one kept row: a heartbeat within `pulseMs` of a row of the
 * same URL (before its first or after its last sighting) widens that row and adds one to its
 * count, and rows it brings within a pulse of each other become one. So a tab left open costs one
 * row, not one per heartbeat. Pure: answers the rows to update, insert and delete.
 */
export function foldRepeats(
  userId: string,
  existing: readonly UnmatchedRow[],
  heartbeats: readonly IncomingHeartbeat[],
  pulseMs: number,
): { changed: UnmatchedRow[]; created: UnmatchedRow[]; removed: string[] } {
  const byUrl = new Map<string, UnmatchedRow[]>();
  for (const row of existing) byUrl.set(row.url, [...(byUrl.get(row.url) ?? []), { ...row }]);
  const stored = new Set(existing.map((row) => row.id));
  const changed = new Set<UnmatchedRow>();
  const removed: string[] = [];
  const near = (row: UnmatchedRow, from: number, to: number) =>
    from <= row.lastSeen + pulseMs && to >= row.time - pulseMs;
  for (const heartbeat of heartbeats) {
    const rows = byUrl.get(heartbeat.url) ?? [];
    const joined = rows.filter((row) => near(row, heartbeat.time, heartbeat.time));
    const single: UnmatchedRow = { id: newId(), userId, ...heartbeat, lastSeen: heartbeat.time, count: 1 };
    // The row kept is a stored one when there is one; the others fold into it.
    const all = [...joined, single];
    const kept = all.find((row) => stored.has(row.id)) ?? all[0]!;
    for (const row of all) {
      if (row === kept) continue;
      if (row.lastSeen >= kept.lastSeen) {
        kept.lastSeen = row.lastSeen;
        kept.title = row.title ?? kept.title;
      }
      kept.time = Math.min(kept.time, row.time);
      kept.count += row.count;
      if (stored.has(row.id)) removed.push(row.id);
      changed.delete(row);
    }
    byUrl.set(heartbeat.url, [...rows.filter((row) => !all.includes(row)), kept]);
    changed.add(kept);
  }
  const rows = [...changed];
  return {
    changed: rows.filter((row) => stored.has(row.id)),
    created: rows.filter((row) => !stored.has(row.id)),
    removed,
  };
}
