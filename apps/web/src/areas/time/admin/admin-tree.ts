/** Pure helpers of the time admin pages: names, paths, counts and the move-target list. */
import type { Tag } from '@ordna/contract/time';

export type GroupType = 'time-group' | 'sub-group';

/** A time group or sub group as the admin pages act on it. */
export interface AdminTarget {
  type: GroupType;
  _id: string;
  name: string;
  tags: Tag[];
  /** Stamps it holds (a delete removes them). */
  usage: number;
  /** Time groups: how many sub groups a delete removes. */
  subGroupCount?: number;
}

interface Named {
  _id: string;
  name: string;
}

interface Tagged {
  tags: { _id: string }[];
}

interface InGroup extends Named {
  timeGroupId: string;
}

export function parseGroupType(value: string | undefined): GroupType | null {
  return value === 'time-group' || value === 'sub-group' ? value : null;
}

export function adminPath(type: GroupType, id: string): string {
  return `/time-tracker/admin/${type}/${encodeURIComponent(id)}`;
}

/** Alphabetical, the way people look for a name in a list (case- and accent-insensitive). */
export function byName<T extends Named>(items: readonly T[], locale?: string): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
}

/** How many sub groups each time group has. */
export function subGroupCounts(subGroups: readonly InGroup[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const subGroup of subGroups) counts.set(subGroup.timeGroupId, (counts.get(subGroup.timeGroupId) ?? 0) + 1);
  return counts;
}

export interface MoveTargetGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * Where a sub group's stamps can move: every other sub group of the person, grouped under its
 * time group's name; the source's own time group first, the rest alphabetical.
 */
export function moveTargets(
  timeGroups: readonly Named[],
  subGroups: readonly InGroup[],
  source: { _id: string; timeGroupId: string },
  locale?: string,
): MoveTargetGroup[] {
  const ordered = byName(timeGroups, locale).sort(
    (a, b) => Number(b._id === source.timeGroupId) - Number(a._id === source.timeGroupId),
  );
  return ordered
    .map((group) => ({
      group: group.name,
      items: byName(
        subGroups.filter((subGroup) => subGroup.timeGroupId === group._id && subGroup._id !== source._id),
        locale,
      ).map((subGroup) => ({ value: subGroup._id, label: subGroup.name })),
    }))
    .filter((group) => group.items.length > 0);
}

/** How many time groups and sub groups carry a tag (deleting the tag removes it from them). */
export function tagUsage(tagId: string, ...lists: readonly (readonly Tagged[])[]): number {
  let count = 0;
  for (const list of lists) for (const item of list) if (item.tags.some((tag) => tag._id === tagId)) count++;
  return count;
}

/** A name as the server will store it, or null when nothing is left. */
export function cleanName(value: string): string | null {
  const name = value.trim().replace(/\s+/g, ' ');
  return name ? name : null;
}
