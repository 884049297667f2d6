import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, quickStepOf } from '@ordna/contract/kernel/quantities';
import type { StorageItem } from '@ordna/contract/storage';
import { formatDay } from '../../shared/format-day';
import { freshnessColour, freshnessOf } from './best-before';
import { WaitingMark } from '../../shared/offline-queue/WaitingMark';
import { phoneTap } from '../../shared/phone-tap';

/**
 * One item: its name (to its page), amount and unit, best-before coloured by how near it is,
 * and quick − and + by a portion of its unit (`quickStepOf`: 100 g, 1 dl, or one; never below 0).
 */
export function StorageItemRow({
  item,
  today,
  groupName,
  readOnly,
  queued = false,
  onChange,
  rowProps = {},
}: {
  item: StorageItem;
  today: string;
  /** Shown where items of several groups are listed together. */
  groupName?: string;
  readOnly: boolean;
  /** A + or − of it waits on this device to be sent. */
  queued?: boolean;
  onChange: (change: number) => void;
  rowProps?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  const freshness = freshnessOf(item.bestBefore, today);
  const separator = { decimalSeparator: i18n.language === 'se' ? (',' as const) : ('.' as const) };
  const amount = `${formatAmount(item.quantity, separator)}${item.unit ? ` ${item.unit}` : ''}`;
  const step = quickStepOf(item.unit);
  const stepLabel = (key: 'less' | 'more') =>
    item.unit
      ? t(`storage.item.${key}By`, { name: item.name, amount: `${formatAmount(step, separator)} ${item.unit}` })
      : t(`storage.item.${key}`, { name: item.name });
  const words = { today: t('storage.today'), yesterday: t('storage.yesterday') };
  return (
    <Paper withBorder radius="md" px="sm" py={6} {...rowProps}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Anchor
            component={Link}
            to={`/storage-item/${item._id}`}
            fw={600}
            data-list-focus
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Anchor>
          <Group gap={6}>
            {groupName && (
              <Text size="xs" c="dimmed">
                {groupName}
              </Text>
            )}
            {queued && <WaitingMark />}
            {item.bestBefore && (
              <Badge size="xs" variant="light" color={freshnessColour[freshness]}>
                {freshness === 'expired' ? t('storage.item.expired') : t('storage.item.bestBeforeShort')}{' '}
                {formatDay(item.bestBefore, today, i18n.language, words)}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!readOnly && (
            <ActionIcon
              className={phoneTap}
              variant="light"
              aria-label={stepLabel('less')}
              disabled={item.quantity <= 0}
              onClick={() => onChange(-step)}
            >
              <IconMinus size={16} />
            </ActionIcon>
          )}
          <Text fw={600} miw={56} ta="center" aria-label={t('storage.item.amountOf', { name: item.name })}>
            {amount}
          </Text>
          {!readOnly && (
            <ActionIcon
              className={phoneTap}
              variant="light"
              aria-label={stepLabel('more')}
              onClick={() => onChange(step)}
            >
              <IconPlus size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
