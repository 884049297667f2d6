import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { signUp } from '../../../testing/test-app.test-kit';
import { extendStamp, findOrCreateSubGroup, insertStamp } from './stamp-writes.service';
import { useTimeTestApp, HOUR, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

/** The functions the heartbeats area uses to write automatic stamps. */

let me: TimeClient;
let otherId: string;
const t = useTimeTestApp(async ({ app }) => {
  me = timeClient(app, await signUp(app, { timeZone: 'Europe/Stockholm' }));
  otherId = (await signUp(app))._id;
});

describe('stamp writes for other areas', () => {
  it('find or create a sub group only in the own time group', async () => {
    const group = await me.group('Browsing');
    const id = await findOrCreateSubGroup(t.db, me.user._id, group, 'github.com');
    expect(await findOrCreateSubGroup(t.db, me.user._id, group, 'GitHub.com')).toBe(id);
    await expect(findOrCreateSubGroup(t.db, otherId, group, 'x')).rejects.toMatchObject({
      statusCode: 404,
      message: timeRefusals.timeGroupNotFound.message,
    });
  });

  it('insert automatic stamps and extend them, keeping the list totals', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const group = await me.group('Auto');
    const subGroupId = await findOrCreateSubGroup(t.db, me.user._id, group, 'docs');
    const start = Date.parse('2026-11-18T10:00:00Z');
    const base = { userId: me.user._id, timeGroupId: group, subGroupId, auto: true };
    const id = await t.db
      .transaction()
      .execute((tx) => insertStamp(tx, { ...base, startTime: start, endTime: start }, 'Europe/Stockholm'));
    await extendStamp(t.db, me.user._id, id, start + 30 * MINUTE, 'Europe/Stockholm');
    await extendStamp(t.db, me.user._id, id, start + 10 * MINUTE, 'Europe/Stockholm'); // earlier: ignored
    const stamp = await me.get<TimeStamp>(`/time-stamp?timeStampId=${id}`);
    expect(stamp.data).toMatchObject({ auto: true, ended: true, durationInMs: 30 * MINUTE, name: 'docs' });
    expect((await me.list()).find((g) => g._id === group)).toMatchObject({ today: 30 * MINUTE, usage: 1 });
    expect((await me.list(undefined, false)).find((g) => g._id === group)).toMatchObject({ today: 0, usage: 0 });
    await expect(extendStamp(t.db, otherId, id, start + HOUR, 'UTC')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      insertStamp(t.db, { ...base, startTime: start, endTime: start - 1 }, 'Europe/Stockholm'),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
