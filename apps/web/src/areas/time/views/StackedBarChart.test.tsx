import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedBarChart } from './StackedBarChart';

const rows = [
  { label: '2025-01-15', s0: 2, s1: 0.5 },
  { label: '2025-01-16', s0: 0, s1: 0 },
  { label: '2025-01-17', s0: 0.5, s1: 0 },
];
const series = [
  { name: 's0', label: 'Client work', color: 'var(--tv-c0)' },
  { name: 's1', label: 'Ordna', color: 'var(--tv-c1)' },
];

function renderChart() {
  return render(
    <MantineProvider env="test">
      <StackedBarChart
        rows={rows}
        series={series}
        yTicks={[0, 1, 2, 3]}
        yLabel="Hours"
        height={340}
        formatTick={String}
        formatLabel={(label) => label.slice(8)}
        formatTitle={(label) => `Day ${label}`}
        formatValue={(hours) => `${hours} h`}
      />
    </MantineProvider>,
  );
}

const partsOf = (container: HTMLElement) => [...container.querySelectorAll<SVGRectElement>('rect[data-series]')];

describe('StackedBarChart', () => {
  it('stacks one part per series with time, each starting where the one below ends', () => {
    const { container } = renderChart();
    const parts = partsOf(container);
    expect(parts.map((part) => part.dataset.series)).toEqual(['s0', 's1', 's0']);
    const [work, ordna, later] = parts.map((part) => ({
      y: Number(part.getAttribute('y')),
      height: Number(part.getAttribute('height')),
    }));
    // 2 h is four times 0.5 h, and the 0.5 h of Ordna sits on top of Client work's 2 h.
    expect(work!.height).toBeCloseTo(later!.height * 4);
    expect(ordna!.y + ordna!.height).toBeCloseTo(work!.y);
    expect(parts[0]!.getAttribute('fill')).toBe('var(--tv-c0)');
  });

  it('labels the axis and each bar, and names every series in the legend', () => {
    renderChart();
    for (const text of ['Hours', '0', '3', '15', '16', '17', 'Client work', 'Ordna']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it("shows a bar's title and its series' time when pointed at, and hides it after", () => {
    const { container } = renderChart();
    const bar = partsOf(container)[0]!.parentElement!;
    fireEvent.pointerEnter(bar);
    expect(screen.getByText('Day 2025-01-15')).toBeInTheDocument();
    expect(screen.getByText('2 h')).toBeInTheDocument();
    expect(screen.getByText('0.5 h')).toBeInTheDocument();
    fireEvent.pointerLeave(bar);
    expect(screen.queryByText('Day 2025-01-15')).not.toBeInTheDocument();
  });

  it('is a picture to screen readers (the page gives them a table)', () => {
    renderChart();
    expect(screen.getByTestId('time-graph')).toHaveAttribute('aria-hidden', 'true');
  });
});
