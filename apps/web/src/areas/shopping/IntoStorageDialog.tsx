import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFoodHome, useStorageGroups } from '../storage/public';
import { useIntoStorage } from './use-shopping-items';

/**
 * Puts the list's checked items into the chosen storage group, adding to what is there; the group
 * offered first is the one where most of those foods already live (else the first group).
 */
export function IntoStorageDialog({
  listId,
  checked,
  opened,
  onClose,
}: {
  listId: string;
  /** The names of the checked items, to suggest the group where those foods already live. */
  checked: string[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const groups = useStorageGroups();
  const writable = (groups.data ?? []).filter((group) => group.sharedBy?.role !== 'viewer');
  const [chosen, setChosen] = useState<string | null>(null);
  const move = useIntoStorage(onClose);
  const home = useFoodHome(
    writable.map((group) => group._id),
    checked,
    opened,
  );
  const groupId = chosen ?? home ?? writable[0]?._id ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('shopping.intoStorage.title')} centered>
      <Stack>
        <Text size="sm">{t('shopping.intoStorage.body', { count: checked.length })}</Text>
        {groups.isSuccess && writable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shopping.intoStorage.noGroups')}
          </Text>
        ) : (
          <Select
            label={t('shopping.intoStorage.group')}
            data={writable.map((group) => ({ value: group._id, label: group.name }))}
            value={groupId}
            onChange={setChosen}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!groupId}
            loading={move.isPending}
            onClick={() => groupId && move.mutate({ listId, storageGroupId: groupId })}
          >
            {t('shopping.intoStorage.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
