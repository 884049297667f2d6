import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import '../../../i18n/i18n';
import { DayTimeline } from './DayTimeline';
import { layoutTimeline } from './timeline-layout';

const dayStart = Date.parse('2026-11-22T00:00:00Z');
const dayEnd = Date.parse('2026-11-23T00:00:00Z');
const now = Date.parse('2026-11-22T15:00:00Z');

function stamp(id: string, start: string, end: string | null, extra: Partial<TimeStamp> = {}): TimeStamp {
  return {
    _id: id,
    name: `Sub ${id}`,
    subGroupId: `s-${id}`,
    timeGroupId: 'g1',
    startTime: start,
    endTime: end,
    date: start.slice(0, 10),
    ended: end !== null,
    durationInMs: 0,
    auto: false,
    description: '',
    ...extra,
  };
}

function renderDay(stamps: TimeStamp[]) {
  const rows = layoutTimeline(stamps, dayStart, dayEnd, now);
  return render(
    <MantineProvider>
      <MemoryRouter>
        <DayTimeline
          date="2026-11-22"
          rows={rows}
          groupName={() => 'Work'}
          colorSlot={() => 0}
          dayStart={dayStart}
          dayEnd={dayEnd}
          now={now}
          timeZone="UTC"
          locale="en"
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('DayTimeline', () => {
  it('makes every stamp a link to the stamp, positioned by percent and described for screen readers', () => {
    renderDay([
      stamp('a', '2026-11-22T06:00:00Z', '2026-11-22T12:00:00Z'),
      stamp('r', '2026-11-22T13:00:00Z', null),
      stamp('m', '2026-11-21T22:00:00Z', '2026-11-22T03:00:00Z', { auto: true }),
    ]);
    const ended = screen.getByRole('link', { name: 'Sub a in Work, 06:00 to 12:00, 6:00' });
    expect(ended).toHaveAttribute('href', '/time-stamp/a');
    expect(ended.style.left).toBe('25%');
    expect(ended.style.width).toBe('25%');
    const running = screen.getByRole('link', { name: 'Sub r in Work, 13:00 to now, 2:00, running' });
    expect(running).toHaveAttribute('data-running');
    const overnight = screen.getByRole('link', { name: /Sub m in Work, Nov 21 22:00 to 03:00, 5:00, automatic/ });
    expect(overnight).toHaveAttribute('data-auto');
    expect(overnight).toHaveAttribute('data-clipped-start');
    expect(screen.getByRole('region', { name: 'Work' })).toBeInTheDocument();
  });

  it('keeps every hour label in sight: the "now" badge (15:00) has a strip of its own', () => {
    const { container } = renderDay([stamp('a', '2026-11-22T06:00:00Z', '2026-11-22T12:00:00Z')]);
    const labels = Array.from(container.querySelectorAll<HTMLElement>('[class*="hourLabel"]'));
    expect(labels).toHaveLength(24);
    expect(labels.map((label) => label.textContent)).toContain('15');
    expect(labels.every((label) => label.style.visibility !== 'hidden')).toBe(true);
    const badge = container.querySelector('[class*="nowLabel"]');
    expect(badge?.textContent).toBe('15:00');
    expect(badge?.parentElement).not.toBe(labels[0]!.parentElement);
  });
});
