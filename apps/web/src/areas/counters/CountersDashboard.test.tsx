import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import { renderWithProviders } from '../../test/providers.test-kit';
import CountersDashboard from './CountersDashboard';

const water = {
  _id: 'c1',
  name: 'Water',
  groupName: 'Health',
  unit: 'glass',
  dailyGoal: 8,
  value: 12,
  change: 4,
  days: [{ date: '2026-11-18', change: 4 }],
};

const answerWith = (sections: DashboardAnswer['sections']): DashboardAnswer => ({
  date: '2026-11-18',
  view: 'day',
  from: '2026-11-18',
  to: '2026-11-18',
  days: [],
  sections,
});

describe('the counters dashboard card', () => {
  it("shows each counter's value, the day's change toward its goal, and links to the counters", () => {
    renderWithProviders(
      <CountersDashboard
        date="2026-11-18"
        view="day"
        answer={answerWith({ counters: { counters: [water], more: false } })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Counters' })).toHaveAttribute('href', '/counter-groups');
    expect(screen.getByLabelText('Water: 12 glass')).toHaveTextContent('12 glass');
    expect(screen.getByText('+4 that day · goal 8 glass a day')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '4 of the daily goal 8' })).toBeInTheDocument();
  });

  it('draws a bar a day for a week, and nothing without counters', () => {
    const week = { ...water, days: ['16', '17', '18'].map((day, i) => ({ date: `2026-11-${day}`, change: i })) };
    const { container } = renderWithProviders(
      <CountersDashboard
        date="2026-11-18"
        view="week"
        answer={answerWith({ counters: { counters: [week], more: true } })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Water: +4 that week' })).toBeInTheDocument();
    expect(screen.getByText('More counters are on the Counter groups page.')).toBeInTheDocument();
    container.remove();
    const empty = renderWithProviders(<CountersDashboard date="2026-11-18" view="day" answer={answerWith({})} />);
    expect(empty.container.querySelector('section')).toBeNull();
  });
});
