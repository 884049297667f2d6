import { Button, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconRotate2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counter, CounterPeriod } from '@ordna/contract/counters';
import { CounterChangeList } from './CounterChangeList';
import { CounterPeriodList } from './CounterPeriodList';
import { DailyProgress } from './DailyProgress';
import { formatAmount } from './format-amount';

type View = 'changes' | CounterPeriod;

/**
 * A counter's own view, over the counters page: its value and today's progress, undo and reset,
 * and its history: each change, or totals per day, week or month.
 */
export function CounterHistoryDrawer({
  counter,
  readOnly,
  onClose,
  onUndo,
  onReset,
}: {
  counter: Counter | undefined;
  readOnly: boolean;
  onClose: () => void;
  onUndo: (counter: Counter) => void;
  onReset: (counter: Counter) => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [view, setView] = useState<View>('changes');
  return (
    <Drawer
      opened={counter !== undefined}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={counter && t('counters.history.titleOf', { name: counter.name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {counter && (
        <Stack gap="md">
          <Stack gap={4}>
            <Text fz={36} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="history-value">
              {formatAmount(counter.value, i18n.language)}
              {counter.unit && (
                <Text span fz="lg" fw={400} c="dimmed">
                  {` ${counter.unit}`}
                </Text>
              )}
            </Text>
            <DailyProgress counter={counter} />
          </Stack>
          {!readOnly && (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => onUndo(counter)}
              >
                {t('counters.undo.mine')}
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconRotate2 size={16} />}
                onClick={() => onReset(counter)}
              >
                {t('counters.reset.action')}
              </Button>
            </Group>
          )}
          <SegmentedControl
            fullWidth
            value={view}
            onChange={(next) => setView(next as View)}
            aria-label={t('counters.history.show')}
            data={[
              { value: 'changes', label: t('counters.history.changes') },
              { value: 'day', label: t('counters.history.days') },
              { value: 'week', label: t('counters.history.weeks') },
              { value: 'month', label: t('counters.history.months') },
            ]}
          />
          {view === 'changes' ? (
            <CounterChangeList counter={counter} />
          ) : (
            <CounterPeriodList counter={counter} period={view} />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
