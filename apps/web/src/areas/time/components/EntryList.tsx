import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PeriodKey, PeriodWindows } from '@ordna/contract/kernel/periods';
import type { DisplayRow } from '@ordna/contract/time/list';
import type { TimeListEntry } from '@ordna/contract/time';
import { Duration, LiveClock, RunningDot } from './Duration';
import { StopButton } from './StampButtons';
import { useNow } from '../../../shared/clock';
import { SharedByBadge } from '../../../shared/SharedBy';
import { useListShortcuts } from '../../../shared/use-list-shortcuts';
import { useActiveStamps } from '../use-active-stamps';
import { anyRunning, runningExtra } from '../running-totals';
import classes from './time.module.css';

function TickingTotal({ row, window }: { row: DisplayRow; window: PeriodWindows[PeriodKey] }) {
  const now = useNow();
  const running = useActiveStamps().data ?? [];
  return (
    <Duration
      value={row.periodMs + runningExtra(row.members, running, now, window)}
      className={classes.total}
      data-testid="row-total"
    />
  );
}

/** The row's time in the period; it keeps counting, once per running stamp, while anything in it runs. */
export function RowTotal({ row, window }: { row: DisplayRow; window: PeriodWindows[PeriodKey] }) {
  const running = useActiveStamps().data ?? [];
  return anyRunning(row.members, running) ? (
    <TickingTotal row={row} window={window} />
  ) : (
    <Duration value={row.periodMs} className={classes.total} data-testid="row-total" />
  );
}

function Tags({ entry }: { entry: TimeListEntry }) {
  if (!entry.tags.length && !entry.sharedBy) return null;
  return (
    <Group gap={4} mt={4}>
      {entry.sharedBy && <SharedByBadge sharedBy={entry.sharedBy} size="xs" />}
      {entry.tags.map((tag) => (
        <Badge key={tag._id} size="xs" variant="light" color="gray" radius="sm">
          {tag.title}
        </Badge>
      ))}
    </Group>
  );
}

function RunningLine({ startTime }: { startTime: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} mt={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('time.runningFor')}
      </Text>
      <LiveClock since={startTime} size="xs" fw={600} c="var(--mantine-primary-color-filled)" />
    </Group>
  );
}

interface EntryListProps<T extends TimeListEntry> {
  rows: DisplayRow<T>[];
  period: PeriodKey;
  periods: PeriodWindows;
  hrefOf: (entry: T) => string;
  /** The start control of an entry that is not running. */
  renderStart: (entry: T) => ReactNode;
  label: string;
  /** Ctrl+N: the list's own "add". */
  onCreate?: () => void;
  /** Delete on an entry: the same confirmation the admin pages open. */
  onRemove?: (entry: T) => void;
}

/**
 * Time-tracker rows: an entry, or in tags mode a tag with its entries. The name
 * opens the entry (the whole row is its link, so Enter on a focused row opens it); a running
 * entry shows its live clock and a stop button, an idle one a start button. The list's keys
 * (arrows, j/k, Enter, Ctrl+C, and Ctrl+N and Delete where the page gives them) are the shared ones.
 */
export function EntryList<T extends TimeListEntry>({
  rows,
  period,
  periods,
  hrefOf,
  renderStart,
  label,
  onCreate,
  onRemove,
}: EntryListProps<T>) {
  const navigate = useNavigate();
  const entryOf = (row: DisplayRow<T>) => (row.kind === 'entry' ? row.members[0] : undefined);
  const keys = useListShortcuts({
    items: rows,
    open: (row) => {
      const entry = entryOf(row);
      if (entry) void navigate(hrefOf(entry));
    },
    create: onCreate,
    copyText: (row) => row.name,
    remove: (row) => {
      const entry = entryOf(row);
      if (entry && onRemove) onRemove(entry);
    },
  });
  return (
    <div className={classes.list} role="list" aria-label={label} ref={keys.listRef} onKeyDown={keys.onKeyDown}>
      {rows.map((row, index) => {
        const running = row.activeStamp;
        const entry = entryOf(row);
        return (
          <div
            key={`${row.kind}-${row._id}`}
            role="listitem"
            className={`${classes.row} ${running ? classes.running : ''}`}
            data-testid="time-row"
            {...keys.itemProps(index)}
          >
            {running ? <RunningDot /> : row.kind === 'tag' ? <IconTag size={16} aria-hidden /> : null}
            <div className={classes.main}>
              {entry ? (
                <>
                  <Anchor component={Link} to={hrefOf(entry)} className={classes.rowLink} data-list-focus>
                    {row.name}
                  </Anchor>
                  <Tags entry={entry} />
                </>
              ) : (
                <>
                  <Text fw={600} component="span">
                    {row.name}
                  </Text>
                  <Group gap={6} mt={2} className={classes.above}>
                    {row.members.map((member) => (
                      <Anchor key={member._id} component={Link} to={hrefOf(member)} size="xs" c="dimmed">
                        {member.name}
                      </Anchor>
                    ))}
                  </Group>
                </>
              )}
              {running && <RunningLine startTime={running.startTime} />}
            </div>
            <RowTotal row={row} window={periods[period]} />
            <div className={classes.above}>
              {running ? (
                <StopButton timeStampId={running.timeStampId} name={row.name} />
              ) : entry ? (
                renderStart(entry)
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The list's shape while it loads (its loading flags). */
export function EntryListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap={0} className={classes.list} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.row}>
          <div className={classes.main}>
            <Skeleton height={14} width={`${55 - index * 8}%`} />
            <Skeleton height={10} width="22%" mt={8} />
          </div>
          <Skeleton height={18} width={70} />
          <Skeleton height={40} width={40} circle />
        </div>
      ))}
    </Stack>
  );
}
