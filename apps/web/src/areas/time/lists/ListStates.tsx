import { Button, Collapse, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconClockHour4 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodKey, PeriodWindows } from '@ordna/contract/kernel/periods';
import type { DisplayRow } from '@ordna/contract/time/list';
import type { TimeListEntry } from '@ordna/contract/time';
import { EntryList } from '../components/EntryList';
import { EmptyListState, NotFoundPage } from '../../../shared/QueryStates';

/** An empty time list: the shared empty state with the tracker's clock. */
export function ListEmptyState(props: { title: string; description: string; action?: ReactNode }) {
  return <EmptyListState icon={<IconClockHour4 size={28} stroke={1.5} />} {...props} />;
}

/** A time group, sub group or stamp that is not there: the tracker's clock and a way back. */
export function TimeNotFoundPage(props: { title: string; description: string; backTo: string; backLabel: string }) {
  return <NotFoundPage icon={<IconClockHour4 size={28} stroke={1.5} />} {...props} />;
}

interface UntrackedProps<T extends TimeListEntry> {
  entries: T[];
  period: PeriodKey;
  periods: PeriodWindows;
  hrefOf: (entry: T) => string;
  renderStart: (entry: T) => ReactNode;
  onCreate?: () => void;
  onRemove?: (entry: T) => void;
}

/**
 * The list shows only what has time in the period; the rest stays one click
 * away, folded, so a new or quiet item can still be opened and started.
 */
export function UntrackedEntries<T extends TimeListEntry>({ entries, ...list }: UntrackedProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  const rows: DisplayRow<T>[] = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({
      kind: 'entry',
      _id: entry._id,
      name: entry.name,
      periodMs: 0,
      activeStamp: null,
      members: [entry],
    }));
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        w="fit-content"
      >
        {t('time.untracked', { count: entries.length })}
      </Button>
      <Collapse expanded={open}>
        <EntryList rows={rows} label={t('time.untrackedLabel')} {...list} />
      </Collapse>
    </Stack>
  );
}
