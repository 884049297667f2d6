import { Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import classes from './views.module.css';

/** One stacked series: its key in the rows, its name and its colour. */
export interface BarSeries {
  name: string;
  label: string;
  color: string;
}

export interface StackedBarChartProps {
  /** One bar per row: its `label` and a value per series' `name`. */
  rows: Array<Record<string, number | string>>;
  series: BarSeries[];
  /** The y axis' ticks, from 0 up to the top of the axis. */
  yTicks: number[];
  yLabel: string;
  height: number;
  formatTick: (value: number) => string;
  /** A bar's short label under it, and its full title in the tooltip. */
  formatLabel: (label: string) => string;
  formatTitle: (label: string) => string;
  formatValue: (value: number) => string;
  maxBarWidth?: number;
}

const AXIS = { left: 48, right: 12, top: 10, bottom: 28 };
/** Room one x label needs; labels are skipped evenly when the bars are narrower. */
const LABEL_WIDTH = 58;
/** The width drawn before the chart's box is measured (and in tests, which lay nothing out). */
const UNMEASURED_WIDTH = 640;

/**
 * Bars stacked per series, drawn as SVG: a y axis in the given ticks, dashed grid lines, a label
 * under each bar (thinned out when crowded), a legend and a tooltip on pointing at a bar. It is
 * a picture (`aria-hidden`): the page gives screen readers the same figures as a table.
 */
export function StackedBarChart(props: StackedBarChartProps) {
  const { rows, series, yTicks, height, maxBarWidth = 48 } = props;
  const { ref, width: measured } = useElementSize();
  const [pointed, setPointed] = useState<number | null>(null);
  const width = measured || UNMEASURED_WIDTH;
  const plotWidth = Math.max(1, width - AXIS.left - AXIS.right);
  const plotHeight = height - AXIS.top - AXIS.bottom;
  const top = yTicks.at(-1) || 1;
  const yOf = (value: number) => AXIS.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / Math.max(1, rows.length);
  const barWidth = Math.min(maxBarWidth, band * 0.8);
  const labelEvery = Math.max(1, Math.ceil(rows.length / Math.max(1, Math.floor(plotWidth / LABEL_WIDTH))));
  const centreOf = (index: number) => AXIS.left + band * index + band / 2;

  return (
    <div ref={ref} className={classes.chart}>
      <svg width={width} height={height} aria-hidden="true" data-testid="time-graph" className={classes.chartSvg}>
        <text
          className={classes.chartAxisText}
          transform={`translate(12 ${AXIS.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {props.yLabel}
        </text>
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={AXIS.left} x2={width - AXIS.right} y1={yOf(tick)} y2={yOf(tick)} className={classes.chartGrid} />
            <text x={AXIS.left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" className={classes.chartAxisText}>
              {props.formatTick(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => (
          <g
            key={String(row.label)}
            onPointerEnter={() => setPointed(index)}
            onPointerLeave={() => setPointed(null)}
            className={pointed === index ? classes.chartPointed : undefined}
          >
            <rect x={AXIS.left + band * index} y={AXIS.top} width={band} height={plotHeight} fill="transparent" />
            {stack(row, series).map(({ entry, from, to }) => (
              <rect
                key={entry.name}
                data-series={entry.name}
                x={centreOf(index) - barWidth / 2}
                y={yOf(to)}
                width={barWidth}
                height={Math.max(0, yOf(from) - yOf(to))}
                fill={entry.color}
              />
            ))}
            {index % labelEvery === 0 && (
              <text x={centreOf(index)} y={height - 8} textAnchor="middle" className={classes.chartAxisText}>
                {props.formatLabel(String(row.label))}
              </text>
            )}
          </g>
        ))}
      </svg>
      {pointed !== null && rows[pointed] && (
        <BarTooltip
          row={rows[pointed]}
          series={series}
          left={Math.min(Math.max(centreOf(pointed), 90), width - 90)}
          title={props.formatTitle(String(rows[pointed].label))}
          formatValue={props.formatValue}
        />
      )}
      <Group justify="flex-end" gap="md" pt={8} className={classes.chartLegend}>
        {series.map((entry) => (
          <Group key={entry.name} gap={6} wrap="nowrap" className={classes.chartLegendEntry}>
            <span className={classes.chartSwatch} style={{ background: entry.color }} />
            <Text size="sm" truncate title={entry.label}>
              {entry.label}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}

/** The row's series with time, each from where the one below it ends. */
function stack(row: Record<string, number | string>, series: BarSeries[]) {
  let from = 0;
  return series.flatMap((entry) => {
    const value = Number(row[entry.name] ?? 0);
    if (!(value > 0)) return [];
    const part = { entry, from, to: from + value };
    from += value;
    return [part];
  });
}

function BarTooltip(props: {
  row: Record<string, number | string>;
  series: BarSeries[];
  left: number;
  title: string;
  formatValue: (value: number) => string;
}) {
  const shown = props.series.filter((entry) => Number(props.row[entry.name] ?? 0) > 0);
  return (
    <Paper withBorder shadow="md" p="xs" radius="md" className={classes.chartTooltip} style={{ left: props.left }}>
      <Text size="sm" fw={600} mb={shown.length ? 4 : 0}>
        {props.title}
      </Text>
      {shown.map((entry) => (
        <Group key={entry.name} gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <span className={classes.chartSwatch} style={{ background: entry.color }} />
            <Text size="sm">{entry.label}</Text>
          </Group>
          <Text size="sm">{props.formatValue(Number(props.row[entry.name]))}</Text>
        </Group>
      ))}
    </Paper>
  );
}
