import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { queuedWriteMaker } from '../../test/queued-write.test-kit';
import { STAMP_IN, STAMP_OUT, stampInAt, waitingStampIds, withQueuedStamps } from './queued-stamps';

const running = (id: string, name: string, startTime: string): TimeStamp => ({
  _id: id,
  name,
  subGroupId: `sub-${id}`,
  timeGroupId: 'work',
  startTime,
  endTime: null,
  date: startTime.slice(0, 10),
  ended: false,
  durationInMs: 0,
  auto: false,
  description: '',
});

const write = queuedWriteMaker('/time-stamp', STAMP_IN);

describe('the running stamps with the stamp writes waiting on this device', () => {
  it('a stamp-in carries the moment pressed, unless it names its own start', () => {
    const pressed = Date.parse('2026-11-26T08:15:30.000Z');
    expect(stampInAt({ name: 'Ordna', timeGroupId: 'work' }, pressed)).toEqual({
      name: 'Ordna',
      timeGroupId: 'work',
      startTime: '2026-11-26T08:15:30.000Z',
    });
    const past = { name: 'Ordna', timeGroupId: 'work', startTime: '2026-11-25T08:00:00.000Z' };
    expect(stampInAt(past, pressed)).toEqual(past);
  });

  it('shows a waiting stamp-in running since it was pressed, and a waiting stamp-out stopped', () => {
    const writes = [
      write(STAMP_OUT, { timeStampId: 'a', ended: true, endTime: '2026-11-26T09:00:00.000Z' }),
      write(STAMP_IN, { name: 'Ordna', timeGroupId: 'work', startTime: '2026-11-26T23:30:00.000Z' }, ['queued:1']),
    ];
    const server = [running('a', 'Mail', '2026-11-26T08:00:00.000Z'), running('b', 'Calls', '2026-11-26T08:30:00Z')];

    const shown = withQueuedStamps(server, writes, {}, 'Europe/Stockholm');

    expect(shown.map((stamp) => [stamp._id, stamp.name, stamp.startTime])).toEqual([
      ['b', 'Calls', '2026-11-26T08:30:00Z'],
      ['queued:1', 'Ordna', '2026-11-26T23:30:00.000Z'],
    ]);
    // Its date is the start's local date in the person's zone (past midnight in Stockholm).
    expect(shown[1]).toMatchObject({ date: '2026-11-27', ended: false, timeGroupId: 'work' });
    expect([...waitingStampIds(writes)]).toEqual(['queued:1']);
  });

  it('stops a stamp made offline when its stamp-out waits too, and names no past entry as running', () => {
    const writes = [
      write(STAMP_IN, { name: 'Ordna', timeGroupId: 'work', startTime: '2026-11-26T08:00:00.000Z' }, ['queued:1']),
      write(STAMP_OUT, { timeStampId: 'queued:1', ended: true, endTime: '2026-11-26T09:00:00.000Z' }),
      write(
        STAMP_IN,
        { name: 'Past', timeGroupId: 'work', startTime: '2026-11-25T08:00:00Z', endTime: '2026-11-25T09:00:00Z' },
        ['queued:2'],
      ),
    ];
    expect(withQueuedStamps([], writes, {}, 'UTC')).toEqual([]);
  });

  it('shows a stamp once when the server already has it and the queue knows its id', () => {
    const writes = [
      write(STAMP_IN, { name: 'Ordna', timeGroupId: 'work', startTime: '2026-11-26T08:00:00.000Z' }, ['queued:1']),
      write(STAMP_OUT, { timeStampId: 'queued:1', ended: true, endTime: '2026-11-26T09:00:00.000Z' }),
    ];
    const server = [running('server-1', 'Ordna', '2026-11-26T08:00:00.000Z')];
    // The stamp-in was sent (its id is known); the stamp-out of it still waits: it is shown stopped.
    expect(withQueuedStamps(server, writes.slice(1), { 'queued:1': 'server-1' }, 'UTC')).toEqual([]);
  });
});
