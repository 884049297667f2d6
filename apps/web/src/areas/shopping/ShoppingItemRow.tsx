import { Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@ordna/contract/kernel/quantities';
import type { ShoppingItem } from '@ordna/contract/shopping';
import { isPendingItem } from './pending-items';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { isMadeHere } from '../../shared/offline-queue/queued-write';
import { WaitingMark } from '../../shared/offline-queue/WaitingMark';

export interface ItemActions {
  check: (item: ShoppingItem, checked: boolean) => void;
  move: (item: ShoppingItem, by: -1 | 1) => void;
  remove: (item: ShoppingItem) => void;
}

/**
 * One item: its checkbox (instant), its name with amount and unit, and a menu to move or delete it;
 * "Waiting to send" while a change of it is kept on this device (`queued`).
 */
export function ShoppingItemRow({
  item,
  actions,
  readOnly,
  queued = false,
  first,
  last,
  rowProps,
}: {
  item: ShoppingItem;
  actions: ItemActions;
  readOnly: boolean;
  queued?: boolean;
  first: boolean;
  last: boolean;
  rowProps: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  // Shown at once while the server has not answered: nothing to check, move or delete yet.
  const waiting = isPendingItem(item);
  const decimalSeparator = i18n.language === 'se' ? ',' : '.';
  const amount = [item.quantity === null ? null : formatAmount(item.quantity, { decimalSeparator }), item.unit]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper withBorder radius="md" px="sm" py={6} {...rowProps} aria-busy={waiting || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          checked={item.checked}
          disabled={readOnly || waiting}
          onChange={(event) => actions.check(item, event.currentTarget.checked)}
          label={
            <Text span td={item.checked ? 'line-through' : undefined} c={item.checked ? 'dimmed' : undefined}>
              {item.name}
              {amount && ' '}
              {amount && (
                <Text span c="dimmed" size="sm" ml={8}>
                  {amount}
                </Text>
              )}
            </Text>
          }
          styles={{ body: { alignItems: 'center' }, labelWrapper: { minWidth: 0 } }}
        />
        {waiting && (
          <Text size="xs" c="dimmed">
            {t('shopping.item.waiting')}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          {queued && <WaitingMark />}
          {!readOnly && !waiting && !isMadeHere(item._id) && (
            <ActionsMenu
              label={t('shopping.item.actions', { name: item.name })}
              actions={[
                {
                  label: t('shopping.item.moveUp'),
                  icon: IconArrowUp,
                  onClick: () => actions.move(item, -1),
                  disabled: first,
                },
                {
                  label: t('shopping.item.moveDown'),
                  icon: IconArrowDown,
                  onClick: () => actions.move(item, 1),
                  disabled: last,
                },
                {
                  label: t('shopping.item.delete'),
                  icon: IconTrash,
                  onClick: () => actions.remove(item),
                  danger: true,
                },
              ]}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
