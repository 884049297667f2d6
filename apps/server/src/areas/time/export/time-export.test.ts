import { describe, expect, it } from 'vitest';
import { EXPORT_CSV_HEADER, type Tag } from '@ordna/contract/time';
import { signUp } from '../../../testing/test-app.test-kit';
import { formatDuration } from './csv';
import { useTimeTestApp, HOUR, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let other: TimeClient;
const t = useTimeTestApp(async ({ app, clock }) => {
  clock.set('2026-11-20T12:00:00Z');
  me = timeClient(app, await signUp(app, { timeZone: 'Europe/Stockholm' }));
  other = timeClient(app, await signUp(app));
  const tag = (await me.post<Tag>('/tag', { title: 'Client, "A"' })).data;
  const group = (await me.post<{ _id: string }>('/time-group', { name: 'Work, mostly', tagIds: [tag._id] })).data._id;
  await me.stamp(group, 'Said "hi"', '2026-11-17T22:00:00Z', '2026-11-18T01:00:00Z');
  await me.stamp(group, '=SUM(A1)', '2026-11-18T08:00:00Z', '2026-11-18T08:00:05Z');
  await me.stamp(group, '-1+1', '2026-11-18T09:00:00Z', '2026-11-18T09:00:01Z');
  await me.stamp(group, 'Outside', '2026-11-25T08:00:00Z', '2026-11-25T09:00:00Z');
  await me.stamp(group, 'Running');
});

describe('CSV pieces', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3 * HOUR + 61_000)).toBe('03:01:01');
    expect(formatDuration(123 * HOUR)).toBe('123:00:00');
  });
});

describe('GET /time-stamp/export', () => {
  it('downloads the stamps starting in the range as CSV in local time', async () => {
    const answer = await me.get('/time-stamp/export?from=2026-11-17&to=2026-11-20');
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.response.headers['content-disposition']).toBe(
      'attachment; filename="ordna-time-2026-11-17-2026-11-20.csv"',
    );
    const text = answer.response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(EXPORT_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      '"Work, mostly","Said ""hi""",2026-11-17,23:00:00,2026-11-18,02:00:00,03:00:00,"Client, ""A""",',
      `"Work, mostly",'=SUM(A1),2026-11-18,09:00:00,2026-11-18,09:00:05,00:00:05,"Client, ""A""",`,
      `"Work, mostly",'-1+1,2026-11-18,10:00:00,2026-11-18,10:00:01,00:00:01,"Client, ""A""",`,
      '"Work, mostly",Running,2026-11-20,13:00:00,,,00:00:00,"Client, ""A""",',
      '',
    ]);
  });

  it('needs a valid range; another person exports nothing of mine', async () => {
    expect((await me.get('/time-stamp/export?from=2026-11-17')).status).toBe(400);
    expect((await me.get('/time-stamp/export?from=2026-11-20&to=2026-11-17')).status).toBe(400);
    const theirs = await other.get('/time-stamp/export?from=2026-11-17&to=2026-11-20');
    expect(theirs.response.body.slice(1)).toBe(`${EXPORT_CSV_HEADER.join(',')}\r\n`);
  });

  it('needs to be signed in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/time-stamp/export?from=2026-11-17&to=2026-11-20' });
    expect(answer.statusCode).toBe(401);
  });
});
