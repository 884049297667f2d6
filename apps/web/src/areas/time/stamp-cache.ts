import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { periodWindows, type PeriodWindows } from '@ordna/contract/kernel/periods';
import { applyStampDeleted, applyStampEdited } from '@ordna/contract/time/list';
import type { TimeGroupDetail, TimeListEntry, TimeStamp, TimeStampPage, TimeStampRange } from '@ordna/contract/time';
import { ownsStamp, withStampEnded, withStampStarted } from './running-totals';
import { timeKeys } from './time-keys';

/**
 * After a stamp starts, ends, is edited or deleted, every cached
 * list entry it belongs to gets its new totals at once, using the contract's rules; the caller then
 * invalidates so this tab (and others on their next fetch) converge on the server's answer.
 */
type EntryChange = (entry: TimeListEntry, periods: PeriodWindows) => TimeListEntry;

function isDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** Applies `change` to every cached time-group list, group (with its sub groups) and sub group. */
export function updateCachedEntries(queryClient: QueryClient, timeZone: string, change: EntryChange): void {
  const windowsOf = new Map<string, PeriodWindows>();
  const periodsFor = (date: string) => {
    let windows = windowsOf.get(date);
    if (!windows) {
      windows = periodWindows(date, timeZone);
      windowsOf.set(date, windows);
    }
    return windows;
  };
  const apply = <T extends TimeListEntry>(entry: T, date: string): T => change(entry, periodsFor(date)) as T;

  for (const [key, data] of queryClient.getQueriesData<TimeListEntry[]>({ queryKey: ['time', 'groups'] })) {
    const date = key[2];
    if (!isDate(date) || !Array.isArray(data)) continue;
    queryClient.setQueryData<TimeListEntry[]>(
      key,
      data.map((entry) => apply(entry, date)),
    );
  }
  for (const [key, data] of queryClient.getQueriesData<TimeGroupDetail>({ queryKey: ['time', 'group'] })) {
    const date = key[3];
    if (!isDate(date) || !data) continue;
    queryClient.setQueryData<TimeGroupDetail>(key, {
      ...apply(data, date),
      subGroups: data.subGroups.map((subGroup) => apply(subGroup, date)),
    });
  }
  for (const [key, data] of queryClient.getQueriesData<TimeListEntry>({ queryKey: ['time', 'subGroup'] })) {
    const date = key[3];
    if (!isDate(date) || !data) continue;
    queryClient.setQueryData<TimeListEntry>(key, apply(data, date));
  }
}

/** The stamp as if it had never counted: ended at its own start. */
function empty(stamp: TimeStamp): TimeStamp {
  return { ...stamp, ended: true, endTime: stamp.startTime, durationInMs: 0 };
}

/** Adds a stamp to an entry that did not hold it (a new stamp, or one moved in). */
function added(entry: TimeListEntry, stamp: TimeStamp, periods: PeriodWindows): TimeListEntry {
  return { ...applyStampEdited(entry, empty(stamp), stamp, periods), usage: entry.usage + 1 };
}

const owns = ownsStamp;

/** A new running stamp; its time counts live from its start (see running-totals.ts). */
export function stampStarted(stamp: TimeStamp): EntryChange {
  return (entry) => (owns(entry, stamp) ? withStampStarted(entry, stamp) : entry);
}

/** A running stamp ended; `stillRunning` are the stamps that go on (one of them becomes the entry's timer). */
export function stampEnded(stamp: TimeStamp, stillRunning: readonly TimeStamp[]): EntryChange {
  return (entry, periods) => (owns(entry, stamp) ? withStampEnded(entry, stamp, stillRunning, periods) : entry);
}

/** An ended stamp added whole (a past entry, or one restored by Undo). */
export function stampAdded(stamp: TimeStamp): EntryChange {
  return (entry, periods) => (owns(entry, stamp) ? added(entry, stamp, periods) : entry);
}

export function stampDeleted(stamp: TimeStamp): EntryChange {
  return (entry, periods) => (owns(entry, stamp) ? applyStampDeleted(entry, stamp, periods) : entry);
}

/** An edit; a change of sub group (or group) takes the stamp out of the old entries and into the new. */
export function stampEdited(before: TimeStamp, after: TimeStamp): EntryChange {
  return (entry, periods) => {
    const inBefore = owns(entry, before);
    const inAfter = owns(entry, after);
    if (inBefore && inAfter) return applyStampEdited(entry, before, after, periods);
    if (inBefore) return applyStampDeleted(entry, before, periods);
    if (inAfter) return added(entry, after, periods);
    return entry;
  };
}

// ---- the stamps themselves ----------------------------------------------------------------

function updatePages(queryClient: QueryClient, queryKey: QueryKey, change: (stamps: TimeStamp[]) => TimeStamp[]): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<TimeStampPage>>({ queryKey })) {
    if (!data?.pages) continue;
    queryClient.setQueryData<InfiniteData<TimeStampPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, stamps: change(page.stamps) })),
    });
  }
}

/** Puts the stamp's new version everywhere it is cached: its page, its sub group's list, the running list. */
export function storeStamp(queryClient: QueryClient, stamp: TimeStamp, before?: TimeStamp): void {
  queryClient.setQueryData(timeKeys.stamp(stamp._id), stamp);
  if (before && before.subGroupId !== stamp.subGroupId) {
    updatePages(queryClient, timeKeys.stamps(before.subGroupId), (stamps) => stamps.filter((s) => s._id !== stamp._id));
  } else {
    updatePages(queryClient, timeKeys.stamps(stamp.subGroupId), (stamps) =>
      stamps.map((s) => (s._id === stamp._id ? stamp : s)),
    );
  }
  queryClient.setQueryData<TimeStamp[]>(timeKeys.activeStamps(), (active) => {
    if (!active) return active;
    const others = active.filter((s) => s._id !== stamp._id);
    return stamp.ended ? others : [stamp, ...others];
  });
  // The tracker's week of entries takes the stamp at once: a stamp that just ended leaves the
  // running list and must not vanish from the day's total until the next fetch lands.
  for (const [key, data] of queryClient.getQueriesData<TimeStampRange>({ queryKey: ['time', 'recent'] })) {
    const [, , from, to] = key;
    if (!data?.stamps || !isDate(from) || !isDate(to)) continue;
    const others = data.stamps.filter((s) => s._id !== stamp._id);
    const inRange = stamp.date >= from && stamp.date <= to;
    queryClient.setQueryData<TimeStampRange>(key, { ...data, stamps: inRange ? [stamp, ...others] : others });
  }
}

/** Takes a deleted stamp out of every cached list. */
export function forgetStamp(queryClient: QueryClient, stamp: TimeStamp): void {
  queryClient.removeQueries({ queryKey: timeKeys.stamp(stamp._id), exact: true });
  updatePages(queryClient, timeKeys.stamps(stamp.subGroupId), (stamps) => stamps.filter((s) => s._id !== stamp._id));
  queryClient.setQueryData<TimeStamp[]>(timeKeys.activeStamps(), (active) =>
    active?.filter((s) => s._id !== stamp._id),
  );
  for (const [key, data] of queryClient.getQueriesData<TimeStampRange>({ queryKey: ['time', 'recent'] })) {
    if (data?.stamps)
      queryClient.setQueryData<TimeStampRange>(key, {
        ...data,
        stamps: data.stamps.filter((s) => s._id !== stamp._id),
      });
  }
}
