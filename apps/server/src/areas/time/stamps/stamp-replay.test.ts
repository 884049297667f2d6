import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { as, body, signUp } from '../../../testing/test-app.test-kit';
import { useTimeTestApp, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

/**
 * A stamp made offline is sent later with the moment the person pressed and its Idempotency-Key
 * (docs/architecture.md, "The write queue"): it starts and ends then, and a replay applies once.
 */
let ann: TimeClient;
const t = useTimeTestApp(async ({ app }) => {
  ann = timeClient(app, await signUp(app));
});

const stampIn = (payload: Record<string, unknown>, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/time-stamp',
    headers: { ...as(ann.user), 'idempotency-key': key },
    payload,
  });

describe('a stamp sent after the connection came back', () => {
  it('starts and ends when the person pressed, and one stamp-in sent twice (even at once) makes one stamp', async () => {
    const timeGroupId = await ann.group('Work');
    const pressedIn = new Date(t.clock.now - 40 * MINUTE).toISOString();
    const pressedOut = new Date(t.clock.now - 10 * MINUTE).toISOString();
    const payload = { name: 'Ordna', timeGroupId, startTime: pressedIn };
    const answers = await Promise.all([1, 2].map(() => stampIn(payload, 'stamp-in-1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const again = await stampIn(payload, 'stamp-in-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stamp = body<TimeStamp>(answers[0]!).data;
    expect(stamp.startTime).toBe(pressedIn);
    expect((await ann.get<TimeStamp[]>('/time-stamp?active=true')).data.map((each) => each._id)).toEqual([stamp._id]);

    const out = { timeStampId: stamp._id, ended: true, endTime: pressedOut };
    expect((await ann.put<TimeStamp>('/time-stamp', out)).data).toMatchObject({ endTime: pressedOut, ended: true });
    // The stamp-out sent again sets the same end: still one stamp of 30 minutes.
    expect((await ann.put<TimeStamp>('/time-stamp', out)).data.durationInMs).toBe(30 * MINUTE);
    const page = await ann.get<{ stamps: TimeStamp[] }>(`/time-stamp?subGroupId=${stamp.subGroupId}&pageNumber=1`);
    expect(page.data.stamps.map((each) => [each._id, each.durationInMs])).toEqual([[stamp._id, 30 * MINUTE]]);
  });
});
