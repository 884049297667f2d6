import '../../i18n/i18n';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate, startOfDay } from '@ordna/contract/kernel/periods';
import type {
  SubGroupListEntry,
  TimeGroupDetail,
  TimeListEntry,
  TimeStamp,
  TimeStampPage,
  TimeStampRange,
} from '@ordna/contract/time';
import { session } from '../../api/session';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { timeKeys } from './time-keys';
import { useDeleteStamp, useEditStamp, useStampIn, useStampOut } from './use-stamp-mutations';

const ZONE = 'Europe/Stockholm';
const MIN = 60_000;
const HOUR = 60 * MIN;
const today = localDate(Date.now(), ZONE);
const dayStart = startOfDay(today, ZONE);
const at = (ms: number) => new Date(dayStart + ms).toISOString();

function entry(id: string, fields: Partial<TimeListEntry> = {}): TimeListEntry {
  return {
    _id: id,
    name: id,
    tags: [],
    usage: 3,
    activeStamp: null,
    today: HOUR,
    yesterDay: 0,
    currentWeek: 2 * HOUR,
    lastWeek: 0,
    currentMonth: 3 * HOUR,
    lastMonth: 0,
    total: 5 * HOUR,
    ...fields,
  };
}

function stamp(fields: Partial<TimeStamp> = {}): TimeStamp {
  return {
    _id: 's1',
    name: 'Coding',
    subGroupId: 'sub1',
    timeGroupId: 'g1',
    startTime: at(8 * HOUR),
    endTime: at(9 * HOUR),
    date: today,
    ended: true,
    durationInMs: HOUR,
    auto: false,
    description: '',
    ...fields,
  };
}

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const groupsKey = () => timeKeys.groups(today, true);
const groupKey = () => timeKeys.group('g1', today, true);
const subKey = (id = 'sub1') => timeKeys.subGroup(id, today, true);

/** Caches as the pages hold them: the groups list, the group with its sub groups, one sub group. */
function seed(group: TimeListEntry, sub: TimeListEntry, other = entry('sub2', { today: 0 })) {
  const subGroup = (e: TimeListEntry): SubGroupListEntry => ({ ...e, timeGroupId: 'g1' });
  queryClient.setQueryData<TimeListEntry[]>(groupsKey(), [group, entry('g2', { today: 7 * MIN })]);
  queryClient.setQueryData<TimeGroupDetail>(groupKey(), { ...group, subGroups: [subGroup(sub), subGroup(other)] });
  queryClient.setQueryData<SubGroupListEntry>(subKey(), subGroup(sub));
}

const groups = () => queryClient.getQueryData<TimeListEntry[]>(groupsKey())!;
const detail = () => queryClient.getQueryData<TimeGroupDetail>(groupKey())!;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signInForTest({ timeZone: ZONE, showAuto: true });
});

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** Stamps out the running stamp s1 (20 minutes in) through the hook; the server answers it ended at 30 minutes. */
async function stampOutRunning(): Promise<TimeStamp> {
  queryClient.setQueryData<TimeStamp[]>(timeKeys.activeStamps(), [
    stamp({ ended: false, endTime: null, durationInMs: 20 * MIN }),
  ]);
  const ended = stamp({ endTime: at(8 * HOUR + 30 * MIN), durationInMs: 30 * MIN });
  stubServer({ 'PUT /api/time-stamp': { status: 200, body: { status: true, data: ended } } });
  const { result } = renderHook(() => useStampOut(), { wrapper });
  await act(() => result.current.mutateAsync('s1'));
  return ended;
}

describe('stamp writes update the cached totals at once', () => {
  it("stamp out: the tracker's week of entries holds the ended stamp at once, so its day total never dips", async () => {
    const recentKey = timeKeys.recentStamps(today, today, true);
    const earlier = stamp({ _id: 's0', startTime: at(6 * HOUR), endTime: at(7 * HOUR) });
    queryClient.setQueryData<TimeStampRange>(recentKey, { stamps: [earlier], cut: false });
    const ended = await stampOutRunning();

    expect(queryClient.getQueryData<TimeStampRange>(recentKey)).toEqual({ stamps: [ended, earlier], cut: false });
    expect(queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps())).toEqual([]);
  });

  it("delete: the tracker's week of entries drops the stamp at once", async () => {
    const recentKey = timeKeys.recentStamps(today, today, true);
    queryClient.setQueryData<TimeStampRange>(recentKey, { stamps: [stamp()], cut: true });
    stubServer({ 'DELETE /api/time-stamp': { status: 200, body: { status: true, data: null } } });
    const { result } = renderHook(() => useDeleteStamp(), { wrapper });
    await act(() => result.current.mutateAsync(stamp()));
    expect(queryClient.getQueryData<TimeStampRange>(recentKey)).toEqual({ stamps: [], cut: true });
  });

  it('stamp out: adds only the part not yet counted, clears the timer, leaves the running list', async () => {
    const running = { startTime: at(8 * HOUR), timeStampId: 's1', countedUntil: at(8 * HOUR + 20 * MIN) };
    // The totals already hold the first 20 minutes of the running stamp.
    const counted = { today: HOUR + 20 * MIN, total: 5 * HOUR + 20 * MIN, activeStamp: running };
    seed(entry('g1', counted), entry('sub1', counted));
    await stampOutRunning();

    expect(groups()[0]).toMatchObject({ today: HOUR + 30 * MIN, total: 5 * HOUR + 30 * MIN, activeStamp: null });
    expect(groups()[1]!.today).toBe(7 * MIN);
    expect(detail()).toMatchObject({ today: HOUR + 30 * MIN, activeStamp: null });
    expect(detail().subGroups[0]).toMatchObject({ today: HOUR + 30 * MIN, activeStamp: null });
    expect(detail().subGroups[1]!.today).toBe(0);
    expect(queryClient.getQueryData<TimeListEntry>(subKey())).toMatchObject({ today: HOUR + 30 * MIN });
    expect(queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps())).toEqual([]);
    // Then the server's truth is asked for again.
    expect(queryClient.getQueryState(groupsKey())?.isInvalidated).toBe(true);
  });

  it('editing a duration takes out the old time and puts in the new', async () => {
    seed(entry('g1'), entry('sub1'));
    const before = stamp();
    const after = stamp({ endTime: at(8 * HOUR + 15 * MIN), durationInMs: 15 * MIN });
    const server = stubServer({ 'PUT /api/time-stamp': { status: 200, body: { status: true, data: after } } });

    const { result } = renderHook(() => useEditStamp(), { wrapper });
    await act(() => result.current.mutateAsync({ before, changes: { endTime: after.endTime } }));

    expect(server.calls[0]).toMatchObject({ method: 'PUT', body: { timeStampId: 's1', endTime: after.endTime } });
    expect(groups()[0]).toMatchObject({ today: 15 * MIN, currentWeek: HOUR + 15 * MIN, total: 4 * HOUR + 15 * MIN });
    expect(detail().subGroups[0]!.today).toBe(15 * MIN);
    expect(queryClient.getQueryData<TimeStamp>(timeKeys.stamp('s1'))).toEqual(after);
  });

  it('moving a stamp to another sub group moves its time between them, not the group total', async () => {
    seed(entry('g1'), entry('sub1'));
    const before = stamp();
    const after = stamp({ subGroupId: 'sub2', name: 'sub2' });
    stubServer({ 'PUT /api/time-stamp': { status: 200, body: { status: true, data: after } } });

    const { result } = renderHook(() => useEditStamp(), { wrapper });
    await act(() => result.current.mutateAsync({ before, changes: { subGroupId: 'sub2' } }));

    expect(groups()[0]!.today).toBe(HOUR);
    expect(detail().subGroups[0]).toMatchObject({ today: 0, usage: 2 });
    expect(detail().subGroups[1]).toMatchObject({ today: HOUR, usage: 4 });
  });

  it('reopening makes the stamp the running one again and refreshes the running list', async () => {
    seed(entry('g1'), entry('sub1'));
    queryClient.setQueryData<TimeStamp[]>(timeKeys.activeStamps(), []);
    const before = stamp();
    const after = stamp({ ended: false, endTime: null });
    stubServer({ 'PUT /api/time-stamp': { status: 200, body: { status: true, data: after } } });

    const { result } = renderHook(() => useEditStamp(), { wrapper });
    await act(() => result.current.mutateAsync({ before, changes: { ended: false } }));

    expect(groups()[0]).toMatchObject({
      today: HOUR,
      activeStamp: { timeStampId: 's1', startTime: before.startTime, countedUntil: before.endTime },
    });
    expect(queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps())).toEqual([after]);
    expect(queryClient.getQueryState(timeKeys.activeStamps())?.isInvalidated).toBe(true);
  });

  it('deleting subtracts the stamp, lowers the usage and drops it from its list', async () => {
    seed(entry('g1'), entry('sub1'));
    const doomed = stamp();
    const page: TimeStampPage = { stamps: [doomed, stamp({ _id: 's0' })], totalPages: 1, pageNumber: 1 };
    queryClient.setQueryData<InfiniteData<TimeStampPage>>(timeKeys.stamps('sub1', true), {
      pages: [page],
      pageParams: [1],
    });
    stubServer({ 'DELETE /api/time-stamp': { status: 200, body: { status: true, data: null } } });

    const { result } = renderHook(() => useDeleteStamp(), { wrapper });
    await act(() => result.current.mutateAsync(doomed));

    expect(groups()[0]).toMatchObject({ today: 0, total: 4 * HOUR, usage: 2 });
    expect(detail().subGroups[0]).toMatchObject({ today: 0, usage: 2 });
    const pages = queryClient.getQueryData<InfiniteData<TimeStampPage>>(timeKeys.stamps('sub1', true));
    expect(pages?.pages[0]?.stamps.map((s) => s._id)).toEqual(['s0']);
  });

  it('stamp in shows the new timer at once', async () => {
    seed(entry('g1'), entry('sub1'));
    queryClient.setQueryData<TimeStamp[]>(timeKeys.activeStamps(), []);
    const started = stamp({ _id: 's9', startTime: at(10 * HOUR), endTime: null, ended: false, durationInMs: 0 });
    const server = stubServer({ 'POST /api/time-stamp': { status: 201, body: { status: true, data: started } } });

    const { result } = renderHook(() => useStampIn(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Coding', timeGroupId: 'g1' }));

    expect(server.calls[0]).toMatchObject({ method: 'POST', body: { name: 'Coding', timeGroupId: 'g1' } });
    expect(groups()[0]).toMatchObject({
      today: HOUR,
      usage: 4,
      activeStamp: { timeStampId: 's9', startTime: started.startTime },
    });
    // Nothing ran in it when fetched, so the new stamp counts live from its start.
    expect(groups()[0]!.activeStamp?.countedUntil).toBeUndefined();
    expect(detail().subGroups[0]!.activeStamp?.timeStampId).toBe('s9');
    expect(detail().subGroups[1]!.activeStamp).toBeNull();
    expect(queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps())).toEqual([started]);
  });

  it('a failed write changes nothing', async () => {
    seed(entry('g1'), entry('sub1'));
    stubServer({ 'DELETE /api/time-stamp': { status: 500, body: { status: false, message: 'Boom' } } });

    const { result } = renderHook(() => useDeleteStamp(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync(stamp())).rejects.toThrow('Boom');
    });

    expect(groups()[0]).toMatchObject({ today: HOUR, usage: 3 });
  });
});
