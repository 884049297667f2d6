import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCopy, IconPackageImport, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { listAsText } from './list-text';
import { ShoppingItemRow, type ItemActions } from './ShoppingItemRow';

/** A list's header buttons: copy it as plain text, and its settings. */
export function ShoppingListActions({ listId, list }: { listId: string; list: ShoppingList }) {
  const { t, i18n } = useTranslation();
  const copy = () => {
    const text = listAsText(list, i18n.language === 'se' ? ',' : '.');
    navigator.clipboard?.writeText(text).then(
      () => notifySuccess(t('shopping.list.copied')),
      () => notifyFailure(t('shopping.list.copyFailed'), null),
    );
  };
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
        {t('shopping.list.copy')}
      </Button>
      <Button
        variant="default"
        component={Link}
        to={`/shopping-list/${listId}`}
        leftSection={<IconSettings size={16} />}
      >
        {t('shopping.list.settings')}
      </Button>
    </Group>
  );
}

/** What is checked off, with "Put into storage" (unless read only). */
export function CheckedItems({
  done,
  actions,
  readOnly,
  waiting,
  onIntoStorage,
}: {
  done: ShoppingItem[];
  actions: ItemActions;
  readOnly: boolean;
  waiting: ReadonlySet<string>;
  onIntoStorage: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="section" aria-labelledby="shopping-checked">
      <Group justify="space-between">
        <Title order={2} fz="md" id="shopping-checked">
          {t('shopping.items.checkedTitle', { count: done.length })}
        </Title>
        {!readOnly && (
          <Button size="xs" variant="light" leftSection={<IconPackageImport size={14} />} onClick={onIntoStorage}>
            {t('shopping.intoStorage.open')}
          </Button>
        )}
      </Group>
      {done.map((item) => (
        <ShoppingItemRow
          key={item._id}
          item={item}
          actions={actions}
          readOnly={readOnly}
          queued={waiting.has(item._id)}
          first
          last
          rowProps={{}}
        />
      ))}
    </Stack>
  );
}
