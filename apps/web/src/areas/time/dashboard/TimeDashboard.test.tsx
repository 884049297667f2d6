import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import type { TimeStamp } from '@ordna/contract/time';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { timeKeys } from '../time-keys';
import TimeDashboard from './TimeDashboard';

afterEach(endTestSession);

const DATE = '2026-11-17';

function stamp(id: string, name: string, start: string, end: string, extra: Partial<TimeStamp> = {}): TimeStamp {
  return {
    _id: id,
    name,
    subGroupId: `s-${id}`,
    timeGroupId: 'g1',
    startTime: start,
    endTime: end,
    date: DATE,
    ended: true,
    durationInMs: Date.parse(end) - Date.parse(start),
    auto: false,
    description: '',
    ...extra,
  };
}

const dayStamps = [
  stamp('a', 'Code', '2026-11-17T08:00:00.000Z', '2026-11-17T09:30:00.000Z'),
  stamp('b', 'Browsing', '2026-11-17T10:00:00.000Z', '2026-11-17T10:30:00.000Z', { auto: true }),
  // A journal entry: a point in time, not time spent.
  stamp('c', 'Journal', '2026-11-17T09:00:00.000Z', '2026-11-17T09:00:00.000Z', { timeGroupId: 'g2' }),
];

const day = { stamps: dayStamps, cut: false };

const answer: DashboardAnswer = {
  date: DATE,
  view: 'day',
  from: DATE,
  to: DATE,
  days: [{ date: DATE, trackedMs: 90 * 60_000, written: 0 }],
  sections: { time: { totalMs: 90 * 60_000, groups: [{ _id: 'g1', name: 'Work', ms: 90 * 60_000 }], more: false } },
};

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

describe('the time card’s timeline', () => {
  it('draws the day from the time area’s own read of its stamps, cached where the timeline page reads it', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm', showAuto: false });
    const server = stubServer({ 'GET /api/time-stamp': ok(day) });
    const { queryClient } = renderWithProviders(<TimeDashboard date={DATE} view="day" answer={answer} />);
    const card = screen.getByRole('region', { name: 'Time' });
    // The groups come with the dashboard's answer; the timeline's room is held while the stamps load.
    expect(within(card).getByRole('link', { name: 'Work' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Loading the timeline…')).toBeInTheDocument();
    const row = await within(card).findByRole('region', { name: 'Work' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/time-stamp/a']);
    // Neither the automatic stamp (not shown) nor the journal entry (no length) is drawn.
    const links = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/time-stamp/'))).toEqual(['/time-stamp/a']);
    expect(server.calls.map((call) => call.path)).toEqual([`/api/time-stamp?date=${DATE}&auto=true`]);
    expect(queryClient.getQueryData(timeKeys.dayStamps(DATE))).toEqual({ date: DATE, ...day });
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says so when the day had more stamps than the answer carries', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm', showAuto: false });
    stubServer({ 'GET /api/time-stamp': ok({ ...day, cut: true }) });
    renderWithProviders(<TimeDashboard date={DATE} view="day" answer={answer} />);
    const card = screen.getByRole('region', { name: 'Time' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      "Only the latest 2,000 stamps of this day are shown, the earlier ones are left out; each sub group's list has them all.",
    );
    expect(within(card).getByRole('region', { name: 'Work' })).toBeInTheDocument();
  });

  it('shows automatic stamps when the person shows them', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm', showAuto: true });
    stubServer({ 'GET /api/time-stamp': ok(day) });
    renderWithProviders(<TimeDashboard date={DATE} view="day" answer={answer} />);
    const row = await screen.findByRole('region', { name: 'Work' });
    expect(within(row).getAllByRole('link')).toHaveLength(2);
  });

  it('offers to try again when the stamps cannot be read, and keeps the groups', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    let fails = true;
    stubServer({
      'GET /api/time-stamp': () =>
        fails ? { status: 500, body: { status: false, code: 'common.unexpected', message: 'x' } } : ok(day),
    });
    renderWithProviders(<TimeDashboard date={DATE} view="day" answer={answer} />);
    const card = screen.getByRole('region', { name: 'Time' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The timeline could not be loaded.');
    expect(within(card).getByText('1:30')).toBeInTheDocument();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('region', { name: 'Work' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
  });

  it('reads no stamps for a week', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    const server = stubServer({ 'GET /api/time-stamp': ok(day) });
    renderWithProviders(<TimeDashboard date={DATE} view="week" answer={{ ...answer, view: 'week' }} />);
    expect(screen.getByRole('link', { name: 'Work' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Work' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
