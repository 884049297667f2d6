import { Text } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDate } from '@ordna/contract/kernel/periods';
import { formatHm } from '../../../shared/duration';
import { PALETTE_NAMES } from './palette';
import { hourLabelEvery, hourMarks, type TimelineBlock, type TimelineRow } from './timeline-layout';
import classes from './timeline.module.css';
import type { TimeStamp } from '@ordna/contract/time';
import { formatClock, formatDate } from './view-format';

const LANE_PX = 30;
const BLOCK_PX = 24;

/**
 * About the height the timeline takes with this many one-lane rows (hour labels, padding, each
 * row's title and track), for a placeholder that does not make the page jump when it arrives.
 */
export function timelineHeightPx(rowCount: number, withNow: boolean): number {
  const rows = Math.max(1, rowCount);
  return 48 + (withNow ? 18 : 0) + rows * (22 + LANE_PX + 4) + (rows - 1) * 10;
}

export interface DayTimelineProps {
  date: string;
  rows: TimelineRow<TimeStamp>[];
  groupName: (groupId: string) => string;
  /** The group's colour slot (see colorSlots), shared with the graph. */
  colorSlot: (groupId: string) => number;
  /** The axis: the whole day, or the hours of it that have stamps. */
  dayStart: number;
  dayEnd: number;
  /** Where the "now" line goes; null when the day is not today. */
  now: number | null;
  timeZone: string;
  locale: string;
}

/** Room per hour on the axis; fewer hours need less width before the day scrolls sideways. */
const HOUR_PX = 32;

/**
 * A day (or its busy hours) on an hour axis, one row per time group: plain positioned divs, each stamp a link to
 * the stamp with an aria-label that says what a sighted person reads from its place and tooltip.
 */
export function DayTimeline({
  date,
  rows,
  groupName,
  colorSlot,
  dayStart,
  dayEnd,
  now,
  timeZone,
  locale,
}: DayTimelineProps) {
  const { t } = useTranslation();
  const marks = hourMarks(dayStart, dayEnd, (instant) => Number(formatClock(instant, timeZone, 'en').slice(0, 2)));
  const nowPct =
    now !== null && now >= dayStart && now < dayEnd ? ((now - dayStart) / (dayEnd - dayStart)) * 100 : null;
  const firstPct = Math.min(...rows.flatMap((row) => row.blocks.map((block) => block.leftPct)));

  // On a narrow screen the day scrolls sideways: open it at "now" (today) or the day's first stamp.
  const scroller = useRef<HTMLDivElement>(null);
  // Fewer hour labels where an hour is narrow (a phone): each every so many hours, the lines stay hourly.
  const { ref: measured, width } = useElementSize<HTMLDivElement>();
  const scrollerRef = useMergedRef(scroller, measured);
  const labelEvery = hourLabelEvery(width && Math.max(width, marks.length * HOUR_PX) / Math.max(1, marks.length));
  const focus = useRef({ pct: 0, centre: false });
  focus.current =
    nowPct !== null ? { pct: nowPct, centre: true } : { pct: Number.isFinite(firstPct) ? firstPct : 0, centre: false };
  useEffect(() => {
    const element = scroller.current;
    if (!element || element.scrollWidth <= element.clientWidth) return;
    const { pct, centre } = focus.current;
    const x = (pct / 100) * element.scrollWidth;
    element.scrollLeft = Math.max(0, centre ? x - element.clientWidth / 2 : x - 48);
  }, [date]);

  const clock = (instant: number) => {
    const time = formatClock(instant, timeZone, locale);
    const day = localDate(instant, timeZone);
    return day === date ? time : `${formatDate(day, locale, { day: 'numeric', month: 'short' })} ${time}`;
  };

  const describe = (block: TimelineBlock<TimeStamp>, group: string) => {
    const start = clock(block.startMs);
    const end = block.running ? t('time.views.timeline.now') : clock(block.endMs);
    const duration = formatHm(block.endMs - block.startMs);
    return {
      start,
      end,
      duration,
      label: [
        t('time.views.timeline.blockLabel', { name: block.stamp.name, group, start, end, duration }),
        block.running ? t('time.views.timeline.running') : null,
        block.stamp.auto ? t('time.views.timeline.auto') : null,
      ]
        .filter(Boolean)
        .join(', '),
    };
  };

  const lines = marks.map((mark) => (
    <div
      key={mark.pct}
      className={classes.hourLine}
      style={{ left: `${mark.pct}%` }}
      data-major={mark.hour % 6 === 0 || undefined}
    />
  ));

  return (
    <div className={classes.scroller} ref={scrollerRef}>
      <div className={classes.canvas} style={{ minWidth: marks.length * HOUR_PX }}>
        {/* The "now" badge has a strip of its own, so it never covers an hour label. */}
        {nowPct !== null && (
          <div className={classes.nowStrip} aria-hidden>
            <span className={classes.nowLabel} style={{ left: `${nowPct}%` }}>
              {now !== null && formatClock(now, timeZone, locale)}
            </span>
          </div>
        )}
        <div className={classes.hours} aria-hidden>
          {marks.map(
            (mark) =>
              mark.hour % labelEvery === 0 && (
                <span
                  key={mark.pct}
                  className={classes.hourLabel}
                  style={{ left: `${mark.pct}%` }}
                  data-start={mark.pct === 0 || undefined}
                >
                  {String(mark.hour).padStart(2, '0')}
                </span>
              ),
          )}
        </div>
        {rows.map((row) => {
          const name = groupName(row.timeGroupId);
          const color = PALETTE_NAMES[colorSlot(row.timeGroupId) % PALETTE_NAMES.length];
          const total = row.blocks.reduce((sum, block) => sum + block.visibleMs, 0);
          const rowStyle = {
            '--block-fill': `var(--mantine-color-${color}-light)`,
            '--block-edge': `var(--mantine-color-${color}-filled)`,
            '--block-text': `var(--mantine-color-${color}-light-color)`,
          } as CSSProperties;
          return (
            <section key={row.timeGroupId} className={classes.row} style={rowStyle} aria-label={name}>
              <div className={classes.rowTitle}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatHm(total)}
                </Text>
              </div>
              <div className={classes.track} style={{ height: row.lanes * LANE_PX + 4 }}>
                {lines}
                {nowPct !== null && <div className={classes.nowLine} style={{ left: `${nowPct}%` }} />}
                {row.blocks.map((block) => {
                  const text = describe(block, name);
                  return (
                    <Tooltip
                      key={block.stamp._id}
                      events={{ hover: true, focus: true, touch: false }}
                      multiline
                      label={
                        <>
                          <Text size="sm" fw={700} inherit>
                            {block.stamp.name}
                          </Text>
                          <Text size="xs" inherit>
                            {text.start} – {text.end} · {text.duration}
                          </Text>
                          {(block.running || block.stamp.auto) && (
                            <Text size="xs" inherit opacity={0.8}>
                              {block.running ? t('time.views.timeline.running') : t('time.views.timeline.auto')}
                            </Text>
                          )}
                        </>
                      }
                    >
                      <Link
                        to={`/time-stamp/${block.stamp._id}`}
                        className={classes.block}
                        aria-label={text.label}
                        data-running={block.running || undefined}
                        data-auto={block.stamp.auto || undefined}
                        data-clipped-start={block.clippedStart || undefined}
                        data-clipped-end={block.clippedEnd || undefined}
                        style={{
                          left: `${block.leftPct}%`,
                          width: `${block.widthPct}%`,
                          top: block.lane * LANE_PX + 2,
                          height: BLOCK_PX,
                        }}
                      >
                        <span className={classes.blockText} aria-hidden>
                          {block.stamp.name}
                        </span>
                      </Link>
                    </Tooltip>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
