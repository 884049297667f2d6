import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuantityLine } from '@ordna/contract/kernel/quantities';
import { STORAGE_NAME_MAX } from '@ordna/contract/storage/limits';
import { giveBackIfEmpty } from '../../shared/quick-entry';
import { useAddItem } from './use-storage';

/** The id of the form's line field, which Ctrl+N in the group's list moves to. */
export const ADD_STORAGE_ITEM_FIELD = 'add-storage-item';

/** Puts something away with one line ("2 l milk", "rice 1 kg") and, if it has one, a best-before date. */
export function AddStorageItemForm({ storageGroupId }: { storageGroupId: string }) {
  const { t } = useTranslation();
  const [line, setLine] = useState('');
  const [bestBefore, setBestBefore] = useState('');
  const add = useAddItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = line.trim();
    const read = parseQuantityLine(text);
    if (!read.name) return;
    // Cleared at once (the rule of every quick-entry field, shared/quick-entry.ts).
    setLine('');
    setBestBefore('');
    add.mutate(
      {
        storageGroupId,
        name: read.name.slice(0, STORAGE_NAME_MAX),
        ...(read.quantity !== null && { quantity: read.quantity }),
        ...(read.unit !== null && { unit: read.unit }),
        ...(bestBefore && { bestBefore }),
      },
      { onError: giveBackIfEmpty(setLine, text) },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          id={ADD_STORAGE_ITEM_FIELD}
          style={{ flex: '1 1 220px' }}
          label={t('storage.item.addLabel')}
          placeholder={t('storage.item.addPlaceholder')}
          value={line}
          maxLength={STORAGE_NAME_MAX + 20}
          onChange={(event) => setLine(event.currentTarget.value)}
          autoComplete="off"
        />
        <TextInput
          type="date"
          label={t('storage.item.bestBefore')}
          value={bestBefore}
          onChange={(event) => setBestBefore(event.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />}>
          {t('storage.item.add')}
        </Button>
      </Group>
    </form>
  );
}
