import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import type { TimeStamp } from '@ordna/contract/time';
import { session } from '../../../api/session';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../../test/session.test-kit';
import JournalDashboard from './JournalDashboard';
import { JournalGroupPicker } from './JournalGroupPicker';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const entry: TimeStamp = {
  _id: 's1',
  name: 'Journal',
  subGroupId: 'sg1',
  timeGroupId: 'g1',
  startTime: '2026-11-17T07:00:00.000Z',
  endTime: '2026-11-17T07:00:00.000Z',
  date: '2026-11-17',
  ended: true,
  durationInMs: 0,
  auto: false,
  description: 'Slept **well**\n\n<img src=x onerror=alert(1)>',
};

function answer(entries: TimeStamp[]): DashboardAnswer {
  return {
    date: '2026-11-17',
    view: 'day',
    from: '2026-11-17',
    to: '2026-11-17',
    days: [{ date: '2026-11-17', trackedMs: 0, written: entries.length }],
    sections: { journal: { group: { _id: 'g1', name: 'Diary' }, entries, more: false } },
  };
}

const more = (of: DashboardAnswer): DashboardAnswer => ({
  ...of,
  sections: { journal: { ...of.sections.journal!, more: true } },
});

describe('the journal on the dashboard', () => {
  it('shows entries as Markdown, raw HTML as text, and writes one now into the journal group', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-17T09:00:00Z'));
    signInForTest({ timeZone: 'Europe/Stockholm', journalGroup: 'g1' });
    const server = stubServer({ 'POST /api/time-stamp': { status: 201, body: { status: true, data: entry } } });
    const { container } = renderWithProviders(
      <>
        <Notifications />
        <JournalDashboard date="2026-11-17" view="day" answer={answer([entry])} />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Journal' });
    expect(within(card).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/time-group/g1');
    // Markdown once the renderer has come (shared/lazy/Markdown.tsx draws the text as written before).
    expect((await within(card).findByText('well')).tagName).toBe('STRONG');
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    await userEvent.type(within(card).getByRole('textbox', { name: 'Write an entry' }), 'Ran 5 km');
    await userEvent.click(within(card).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Added journal entry.')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      timeGroupId: 'g1',
      name: 'Journal',
      startTime: '2026-11-17T09:00:00.000Z',
      endTime: '2026-11-17T09:00:00.000Z',
      description: 'Ran 5 km',
    });
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Write an entry' })).toHaveValue(''));
  });

  it('with more entries in the span than shown, says so and leads to the group’s page, with the newest last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-17T20:00:00Z'));
    signInForTest({ timeZone: 'Europe/Stockholm', journalGroup: 'g1' });
    stubServer({});
    const latest = Array.from({ length: 30 }, (_, i) => ({
      ...entry,
      _id: `e${i}`,
      startTime: new Date(Date.parse('2026-11-17T07:00:00Z') + i * 60_000).toISOString(),
      description: `Entry ${i}`,
    }));
    renderWithProviders(<JournalDashboard date="2026-11-17" view="day" answer={more(answer(latest))} />);
    const card = screen.getByRole('region', { name: 'Journal' });
    expect(within(card).getByText('Only the latest 30 entries are shown.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Every entry is in Diary' })).toHaveAttribute(
      'href',
      '/time-group/g1',
    );
    const shown = within(card).getAllByRole('listitem');
    expect(shown).toHaveLength(30);
    expect(shown.at(-1)).toHaveTextContent('Entry 29');
    // The form to write the next one comes after the newest.
    const form = within(card).getByRole('textbox', { name: 'Write an entry' });
    expect(shown.at(-1)!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of more when every entry of the span is shown', () => {
    signInForTest({ journalGroup: 'g1' });
    renderWithProviders(<JournalDashboard date="2026-11-17" view="day" answer={answer([entry])} />);
    expect(screen.queryByText(/Only the latest/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Every entry/ })).toBeNull();
  });

  it('keeps what was typed when saving fails', async () => {
    signInForTest({ journalGroup: 'g1' });
    stubServer({
      'POST /api/time-stamp': { status: 500, body: { status: false, code: 'common.unexpected', message: 'x' } },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    renderWithProviders(
      <>
        <Notifications />
        <JournalDashboard date={today} view="day" answer={{ ...answer([]), date: today, from: today, to: today }} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Write an entry' });
    await userEvent.type(field, 'Do not lose me');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Could not add the journal entry.')).toBeInTheDocument();
    expect(field).toHaveValue('Do not lose me');
  });
  it('clears at once and keeps what is typed next while the first entry is still saving', async () => {
    signInForTest({ journalGroup: 'g1' });
    let answerFirst = () => {};
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        posted.push((JSON.parse(String(init?.body)) as { description: string }).description);
        await new Promise<void>((resolve) => (answerFirst = resolve));
        return new Response(JSON.stringify({ status: true, data: entry }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    const { queryClient } = renderWithProviders(
      <JournalDashboard date={today} view="day" answer={{ ...answer([]), date: today, from: today, to: today }} />,
    );
    const field = screen.getByRole('textbox', { name: 'Write an entry' });
    const user = userEvent.setup();
    await user.type(field, 'First thought{Control>}{Enter}{/Control}');
    expect(field).toHaveValue('');
    await user.type(field, 'Second thought');
    await waitFor(() => expect(posted).toEqual(['First thought']));
    act(() => answerFirst());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(field).toHaveValue('Second thought');
  });
});

describe('the journal group picker', () => {
  it('lists the person’s own groups and says "Could not save time group for notes" when saving fails', async () => {
    signInForTest();
    stubServer({
      'GET /api/time-group': {
        status: 200,
        body: {
          status: true,
          data: [
            { _id: 'g1', name: 'Diary', tags: [] },
            { _id: 'g2', name: 'Their group', tags: [], sharedBy: { username: 'bob', role: 'editor' } },
          ],
        },
      },
      'PUT /api/auth/user/user-1': { status: 500, body: { status: false, code: 'common.unexpected', message: 'x' } },
    });
    renderWithProviders(
      <>
        <Notifications />
        <JournalGroupPicker />
      </>,
    );
    const picker = screen.getByRole('combobox', { name: 'Time group for notes' });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    expect(screen.queryByRole('option', { name: 'Their group', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Diary', hidden: true }));
    expect(await screen.findByText('Could not save time group for notes')).toBeInTheDocument();
  });
});
