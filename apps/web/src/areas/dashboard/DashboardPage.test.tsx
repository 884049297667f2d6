import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import { asPage, pageOnItsWay, routerKinds } from '../../test/leaving.test-kit';
import { renderRoutes } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import DashboardPage from './DashboardPage';

afterEach(endTestSession);

/** The server's answer for whatever date and view the page asks. */
function answerFor(request: Request) {
  const url = new URL(request.url);
  const date = url.searchParams.get('date')!;
  const view = url.searchParams.get('view') as DashboardAnswer['view'];
  const days =
    view === 'week'
      ? ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']
      : [date];
  const answer: DashboardAnswer = {
    date,
    view,
    from: days[0]!,
    to: days.at(-1)!,
    days: days.map((day) => ({
      date: day,
      trackedMs: day === '2026-11-17' ? 90 * 60_000 : 0,
      written: day === '2026-11-17' ? 2 : 0,
    })),
    sections: {
      time: { totalMs: 90 * 60_000, groups: [{ _id: 'g1', name: 'Work', ms: 90 * 60_000 }], more: false },
      journal: { group: null, entries: [], more: false },
    },
  };
  return { status: 200, body: { status: true, data: answer } };
}

function renderDashboard(path: string) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <p>today</p> },
      { path: '/dashboard/:date', element: <DashboardPage /> },
      { path: '/dashboard/:date/:view', element: <DashboardPage /> },
    ],
    path,
  );
}

describe('DashboardPage', () => {
  it('shows the day with every area’s section in order, each a card linking to its area', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    stubServer({ 'GET /api/dashboard': answerFor });
    renderDashboard('/dashboard/2026-11-17');
    expect(await screen.findByRole('heading', { level: 1, name: /^Tuesday,? 17 November 2026$/ })).toBeInTheDocument();
    const time = await screen.findByRole('region', { name: 'Time' });
    expect(within(time).getByRole('link', { name: 'Time' })).toHaveAttribute('href', '/time-tracker');
    expect(within(time).getByText('1:30 in all')).toBeInTheDocument();
    const journal = await screen.findByRole('region', { name: 'Journal' });
    expect(within(journal).getByRole('link', { name: 'Choose in settings' })).toHaveAttribute('href', '/settings');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.indexOf('Time')).toBeLessThan(regions.indexOf('Journal'));
  });

  it('steps with ← and →, goes to today with t, and leaves keys alone while typing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    signInForTest({ timeZone: 'Europe/Stockholm' });
    stubServer({ 'GET /api/dashboard': answerFor });
    const { router } = renderDashboard('/dashboard/2026-11-17');
    await screen.findByRole('region', { name: 'Time' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-16');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-18');
    fireEvent.keyDown(document.body, { key: 't' });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-20');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', ctrlKey: true });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-20');
    // Two presses within one frame, before the page shows the first step's date: two steps.
    act(() => {
      for (let press = 0; press < 2; press++) {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      }
    });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-18');
    fireEvent.keyDown(document.body, { key: 't' });

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowLeft' });
    fireEvent.keyDown(field, { key: 't' });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-20');
    field.remove();
    vi.useRealTimers();
  });

  // A date whose page suspends (a section's chunk on its way) stays behind the address for a while:
  // the next step counts from the address asked for last, so ← ← always moves two days.
  it.each(routerKinds)(
    'steps from the address asked for last while its page is on its way, and not at all while leaving, with $kind',
    async ({ renderAt }) => {
      signInForTest({ timeZone: 'Europe/Stockholm' });
      stubServer({ 'GET /api/dashboard': answerFor });
      const sectionOnItsWay = new Promise<never>(() => {});
      function Section() {
        if (useParams().date === '2026-11-10') use(sectionOnItsWay);
        return null;
      }
      const day = asPage(
        <>
          <Section />
          <DashboardPage />
        </>,
      );
      const elsewhere = pageOnItsWay();
      const { go } = renderAt(
        [
          { path: '/dashboard/:date', element: day },
          { path: '/elsewhere', element: elsewhere.element },
        ],
        '/dashboard/2026-11-17',
      );
      await screen.findByRole('region', { name: 'Time' });
      const shown = () => screen.getByRole('heading', { level: 1 }).textContent;
      const onScreen = shown();
      await go('/dashboard/2026-11-10');
      expect(shown()).toBe(onScreen);
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      expect(await screen.findByRole('heading', { level: 1, name: /8 November 2026/ })).toBeInTheDocument();

      await go('/elsewhere');
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      fireEvent.keyDown(document.body, { key: 't' });
      await elsewhere.arrive();
      expect(await screen.findByText('next page')).toBeInTheDocument();
    },
  );

  it('after a click on Week, ← and → still step the dates, not the view', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    stubServer({ 'GET /api/dashboard': answerFor });
    const { router } = renderDashboard('/dashboard/2026-11-17');
    await screen.findByRole('region', { name: 'Time' });
    const week = screen.getByRole('radio', { name: 'Week' });
    fireEvent.click(week);
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-17/week');
    week.focus();
    const right = fireEvent.keyDown(week, { key: 'ArrowRight' });
    // Prevented, so the browser does not move the radio group's choice to Month.
    expect(right).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-24/week');
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Week' }), { key: 'ArrowLeft' });
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-17/week');
  });

  it('shows a week as a calendar whose days say their figures in words, and steps a week at a time', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    stubServer({ 'GET /api/dashboard': answerFor });
    const { router } = renderDashboard('/dashboard/2026-11-17/week');
    const calendar = await screen.findByRole('list', { name: 'Days' });
    const tuesday = within(calendar).getByRole('link', {
      name: /^Tuesday,? 17 November: 1:30 tracked, 2 entries written$/,
    });
    expect(tuesday).toHaveAttribute('href', '/dashboard/2026-11-17');
    expect(within(calendar).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByText('Tracked 1:30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.pathname).toBe('/dashboard/2026-11-24/week');
  });

  it('opens today for an address that names no real date or view', async () => {
    signInForTest();
    stubServer({ 'GET /api/dashboard': answerFor });
    for (const path of ['/dashboard/2026-02-30', '/dashboard/2100-01-01', '/dashboard/2026-11-17/year']) {
      const { router, unmount } = renderDashboard(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
  });
});
