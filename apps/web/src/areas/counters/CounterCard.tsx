import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory, IconMinus, IconPencil, IconPlus, IconRotate2, IconTrash } from '@tabler/icons-react';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { useTranslation } from 'react-i18next';
import type { Counter } from '@ordna/contract/counters';
import { DailyProgress } from './DailyProgress';
import { useCounterWaiting } from './use-counters';
import { WaitingMark } from '../../shared/offline-queue/WaitingMark';
import { formatAmount } from './format-amount';
import { phoneTap } from '../../shared/phone-tap';

/** Large, but small enough that a long value stays on one line between the buttons on a phone. */
function valueSize(value: string): number {
  if (value.length <= 6) return 40;
  if (value.length <= 9) return 30;
  if (value.length <= 12) return 22;
  return 18;
}

/**
 * One counter: its name (which opens its history), its value large, − and + by its step, today's
 * progress toward its goal, and a menu to see its history, edit, reset or delete it.
 */
export function CounterCard({
  counter,
  onChange,
  onHistory,
  onEdit,
  onReset,
  onDelete,
  readOnly = false,
}: {
  counter: Counter;
  onChange: (change: number) => void;
  onHistory: () => void;
  onEdit: () => void;
  onReset: () => void;
  onDelete: () => void;
  /** Shared with the person to view only: no menu, − and + off. */
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const amount = (value: number) => formatAmount(value, i18n.language);
  const step = amount(counter.step);
  const value = amount(counter.value);
  const waiting = useCounterWaiting(counter._id);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Anchor
              component="button"
              type="button"
              fw={600}
              c="var(--mantine-color-text)"
              ta="left"
              style={{ overflowWrap: 'anywhere' }}
              onClick={onHistory}
              aria-label={t('counters.history.open', { name: counter.name })}
              data-list-focus
            >
              {counter.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('counters.counter.stepLabel', { step })}
              {counter.unit && ` · ${counter.unit}`}
            </Text>
            {waiting && <WaitingMark />}
          </Stack>
          {readOnly ? (
            <ActionIcon
              className={phoneTap}
              variant="subtle"
              color="gray"
              aria-label={t('counters.history.open', { name: counter.name })}
              onClick={onHistory}
            >
              <IconHistory size={18} />
            </ActionIcon>
          ) : (
            <ActionsMenu
              label={t('counters.counter.actions', { name: counter.name })}
              actions={[
                { label: t('counters.history.title'), icon: IconHistory, onClick: onHistory },
                { label: t('counters.counter.edit'), icon: IconPencil, onClick: onEdit },
                { label: t('counters.reset.action'), icon: IconRotate2, onClick: onReset },
                { label: t('counters.counter.delete'), icon: IconTrash, onClick: onDelete, danger: true },
              ]}
            />
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <ActionIcon
            className={phoneTap}
            size={48}
            radius="xl"
            variant="light"
            aria-label={t('counters.counter.decrease', { step, name: counter.name })}
            disabled={readOnly}
            onClick={() => onChange(-counter.step)}
          >
            <IconMinus size={24} />
          </ActionIcon>
          <Text
            component="output"
            aria-live="polite"
            aria-label={t('counters.counter.value', { name: counter.name, value })}
            fz={valueSize(value)}
            fw={700}
            lh={1.1}
            ta="center"
            miw={0}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flex: 1 }}
            data-testid="counter-value"
          >
            {value}
          </Text>
          <ActionIcon
            className={phoneTap}
            size={48}
            radius="xl"
            variant="filled"
            aria-label={t('counters.counter.increase', { step, name: counter.name })}
            disabled={readOnly}
            onClick={() => onChange(counter.step)}
          >
            <IconPlus size={24} />
          </ActionIcon>
        </Group>
        <DailyProgress counter={counter} />
      </Stack>
    </Paper>
  );
}
