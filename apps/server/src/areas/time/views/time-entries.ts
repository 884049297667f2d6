import type { SubGroupListEntry, Tag, TimeListEntry, TimeStamp } from '@ordna/contract/time';
import { localDate } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import { isoInstant } from '../../../lib/iso-instant';
import {
  groupListFigures,
  groupSeenWithSubGroups,
  subGroupFigures,
  subGroupListFigures,
  type SubGroupList,
} from './list-totals';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { requireReadAccess } from '../../sharing/public';
import { addFigures, emptyFigures, toEntry, type Figures } from './period-totals';
import type { SubGroupRow } from '../sub-groups/sub-groups.store';
import { tagsOfSubGroups } from '../tags/tags.store';
import type { TimePerson } from '../time-person';
import type { VisibleGroupRow } from '../groups/time-groups.store';
import type { NamedStampRow } from '../stamps/time-stamps.store';

/** Builds the answers of the time area from the stores: list entries and stamps. */

export interface EntryQuery {
  date: string;
  includeAuto: boolean;
}

function figureQuery(person: TimePerson, q: EntryQuery) {
  return { date: q.date, timeZone: person.timeZone, now: person.now, includeAuto: q.includeAuto };
}

/** Who shared a group with the person, on a group that is not theirs. */
export function sharedByOf(group: VisibleGroupRow): Pick<TimeListEntry, 'sharedBy'> {
  if (!group.shareId || !group.role) return {};
  return { sharedBy: { shareId: group.shareId, role: group.role, ownerName: group.ownerName ?? '' } };
}

/**
 * Every time group the person sees as a list entry, in name order: their own and those shared
 * with them (marked with who shared them; tags are their owner's own and stay off).
 */
export async function groupEntries(db: Db, person: TimePerson, q: EntryQuery): Promise<TimeListEntry[]> {
  const { groups, tags, own: figures, shared } = await groupListFigures(db, person.userId, figureQuery(person, q));
  return groups.map((group) => {
    const shareId = group.shareId;
    const entry = toEntry(
      group.id,
      group.name,
      shareId ? [] : (tags.get(group.id) ?? []),
      (shareId ? shared : figures).get(group.id) ?? emptyFigures(),
    );
    // As `sharedByOf`, set on the entry itself rather than spread into a copy of it.
    if (shareId && group.role) entry.sharedBy = { shareId, role: group.role, ownerName: group.ownerName ?? '' };
    return entry;
  });
}

/** One time group's entry and its sub groups' entries, in one statement. */
export async function groupWithSubGroups(
  db: Db,
  person: TimePerson,
  group: { id: string; name: string },
  q: EntryQuery,
): Promise<TimeListEntry & { subGroups: SubGroupListEntry[] }> {
  const read = await subGroupListFigures(db, person.userId, { ...figureQuery(person, q), timeGroupId: group.id });
  return groupEntryOf(group, read);
}

/**
 * One time group the person may read, as an entry with its sub groups' entries (and who shared
 * it, on one that is not theirs): the group, their access and the list in one statement.
 */
export async function seenGroupWithSubGroups(
  db: Db,
  person: TimePerson,
  timeGroupId: string,
  q: EntryQuery,
): Promise<TimeListEntry & { subGroups: SubGroupListEntry[] }> {
  const { group, list } = await seenGroup(db, person, timeGroupId, q);
  const detail = groupEntryOf(group, list);
  return group.userId === person.userId ? detail : { ...detail, ...sharedByOf(group) };
}

/** The sub groups of one time group the person may read as list entries: the group, their access and the list in one statement. */
export async function seenSubGroupEntries(
  db: Db,
  person: TimePerson,
  timeGroupId: string,
  q: EntryQuery,
): Promise<SubGroupListEntry[]> {
  return entriesOf((await seenGroup(db, person, timeGroupId, q)).list);
}

/** A time group read with its sub groups' list, once the person may read it (else the group's 404). */
async function seenGroup(db: Db, person: TimePerson, timeGroupId: string, q: EntryQuery) {
  const seen = await groupSeenWithSubGroups(db, person.userId, { ...figureQuery(person, q), timeGroupId });
  const group = seen && { id: seen.group.id, ownerId: seen.group.userId, role: seen.group.role };
  requireReadAccess(person.userId, group, 'read', timeRefusals.timeGroupNotFound);
  return seen!;
}

function groupEntryOf(group: { id: string; name: string }, read: SubGroupList) {
  const total = emptyFigures();
  for (const subGroup of read.subGroups) {
    const own = read.figures.get(subGroup.id);
    if (own) addFigures(total, own);
  }
  return { ...toEntry(group.id, group.name, read.groupTags, total), subGroups: entriesOf(read) };
}

/** Sub groups as list entries, with their tags and figures. */
function entriesOf(read: {
  subGroups: SubGroupRow[];
  subGroupTags: ReadonlyMap<string, Tag[]>;
  figures: ReadonlyMap<string, Figures>;
}): SubGroupListEntry[] {
  return read.subGroups.map((subGroup) => ({
    ...toEntry(
      subGroup.id,
      subGroup.name,
      read.subGroupTags.get(subGroup.id) ?? [],
      read.figures.get(subGroup.id) ?? emptyFigures(),
    ),
    timeGroupId: subGroup.timeGroupId,
  }));
}

/** One sub group as a list entry. */
export async function subGroupEntry(
  db: Db,
  person: TimePerson,
  subGroup: SubGroupRow,
  q: EntryQuery,
): Promise<SubGroupListEntry> {
  const [figures, subGroupTags] = await Promise.all([
    subGroupFigures(db, person.userId, { ...figureQuery(person, q), subGroupId: subGroup.id }),
    tagsOfSubGroups(db, person.userId, subGroup.timeGroupId),
  ]);
  return entriesOf({ subGroups: [subGroup], subGroupTags, figures })[0]!;
}

/** A stamp as the API answers it; a running stamp's duration runs up to now. */
export function toTimeStamp(row: NamedStampRow, timeZone: string, now: number): TimeStamp {
  const endTime = row.ended === 1 ? row.endTime : null;
  return {
    _id: row.id,
    name: row.name,
    subGroupId: row.subGroupId,
    timeGroupId: row.timeGroupId,
    startTime: isoInstant(row.startTime),
    endTime: endTime === null ? null : isoInstant(endTime),
    date: localDate(row.startTime, timeZone),
    ended: endTime !== null,
    durationInMs: (endTime ?? Math.max(now, row.startTime)) - row.startTime,
    auto: row.auto === 1,
    description: row.description,
  };
}
