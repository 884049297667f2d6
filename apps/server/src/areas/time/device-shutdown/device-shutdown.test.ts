import { beforeEach, describe, expect, it } from 'vitest';
import { withDeviceIgnored } from '@ordna/contract/auth/device-shutdown';
import type { DeviceShutdownAnswer } from '@ordna/contract/time/heartbeat-answers';
import type { IntegrationToken } from '@ordna/contract/time/heartbeats';
import type { TimeListEntry, TimeStamp } from '@ordna/contract/time';
import { as, body, signUp } from '../../../testing/test-app.test-kit';
import { put } from '../../../testing/people.test-kit';
import { createToken } from '../heartbeats/heartbeats.test-kit';
import { useTimeTestApp, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

const START = '2026-11-18T08:00:00Z';
const NOW = '2026-11-18T10:00:00Z';

describe('POST /api/device-shutdown', () => {
  const t = useTimeTestApp();
  beforeEach(() => t.clock.set(NOW));

  const shutDown = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/device-shutdown',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  async function answerOf(token: string): Promise<DeviceShutdownAnswer> {
    const response = await shutDown(token);
    expect(response.statusCode, response.body).toBe(200);
    return body<DeviceShutdownAnswer>(response).data;
  }

  /** A person with a token and two stamps running since 08:00 (and one long ended). */
  async function personWithRunningStamps(useDeviceShutdown: boolean) {
    const user = await signUp(t.app);
    const me = timeClient(t.app, user);
    const token = await createToken(t.app, user);
    const work = await me.group('Work');
    const study = await me.group('Study');
    const running = [await me.stamp(work, 'Ordna', START), await me.stamp(study, 'Reading', START)];
    const ended = await me.stamp(work, 'Mail', '2026-11-18T07:00:00Z', '2026-11-18T07:30:00Z');
    await put(t.app, `/api/auth/user/${user._id}`, { preferences: { useDeviceShutdown } }, as(user));
    return { user, me, token, running, ended };
  }

  const stampOf = async (me: TimeClient, stamp: TimeStamp) =>
    (await me.get<TimeStamp>(`/time-stamp?timeStampId=${stamp._id}`)).data;

  it('ends every running stamp at that moment when device shutdown is on, totals included', async () => {
    const { me, token, running, ended } = await personWithRunningStamps(true);
    expect(await answerOf(token)).toEqual({ applies: true, ended: 2 });
    for (const stamp of running) {
      expect(await stampOf(me, stamp)).toMatchObject({
        ended: true,
        endTime: '2026-11-18T10:00:00.000Z',
        durationInMs: 120 * MINUTE,
      });
    }
    expect(await stampOf(me, ended)).toMatchObject({ endTime: '2026-11-18T07:30:00.000Z' });
    const list = await me.list('2026-11-18');
    const totals = list.map((entry: TimeListEntry) => [entry.name, entry.today, entry.activeStamp]);
    expect(totals.sort()).toEqual([
      ['Study', 120 * MINUTE, null],
      ['Work', 150 * MINUTE, null],
    ]);
    // A second call finds nothing running.
    expect(await answerOf(token)).toEqual({ applies: true, ended: 0 });
  });

  it('ends nothing while device shutdown is off', async () => {
    const { me, token, running } = await personWithRunningStamps(false);
    expect(await answerOf(token)).toEqual({ applies: false, ended: 0 });
    for (const stamp of running) expect(await stampOf(me, stamp)).toMatchObject({ ended: false });
  });

  it('ends nothing for a device the config leaves out, and everything for another', async () => {
    const { user, me, token, running } = await personWithRunningStamps(true);
    const tokens = (await me.get<IntegrationToken[]>('/integration-token')).data;
    const config = withDeviceIgnored(null, tokens[0]!._id, true);
    await put(t.app, `/api/auth/user/${user._id}`, { preferences: { deviceShutdownConfig: config } }, as(user));
    expect(await answerOf(token)).toEqual({ applies: false, ended: 0 });
    expect(await stampOf(me, running[0]!)).toMatchObject({ ended: false });
    const desktop = await createToken(t.app, user, 'desktop');
    expect(await answerOf(desktop)).toEqual({ applies: true, ended: 2 });
  });

  it('refuses a call without a token or with a wrong one, and ends nothing', async () => {
    const { me, running } = await personWithRunningStamps(true);
    for (const response of [await shutDown(), await shutDown('ordna_it_not-a-real-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, code: 'time.integrationTokenMissing' });
    }
    for (const stamp of running) expect(await stampOf(me, stamp)).toMatchObject({ ended: false });
  });

  it("ends only the token owner's stamps, never a second person's", async () => {
    const ann = await personWithRunningStamps(true);
    const bob = await personWithRunningStamps(true);
    expect(await answerOf(bob.token)).toEqual({ applies: true, ended: 2 });
    for (const stamp of ann.running) expect(await stampOf(ann.me, stamp)).toMatchObject({ ended: false });
  });

  it('does not take a signed-in access token in place of the integration token', async () => {
    const { user } = await personWithRunningStamps(true);
    const response = await t.app.inject({ method: 'POST', url: '/api/device-shutdown', headers: as(user) });
    expect(response.statusCode).toBe(401);
  });
});
