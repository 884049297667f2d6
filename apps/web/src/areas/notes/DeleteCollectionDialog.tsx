import { Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotesCollection } from '@ordna/contract/notes';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useCollections, useDeleteCollection } from './use-notes';

/**
 * Deleting a collection from its list (the Delete key): with its notes, or moving them to another
 * of the person's collections first, the same choice as on the collection's edit page.
 */
export function DeleteCollectionDialog({
  collection,
  onClose,
}: {
  collection: NotesCollection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const collections = useCollections();
  const remove = useDeleteCollection();
  const [how, setHow] = useState<'delete' | 'move'>('delete');
  const [target, setTarget] = useState<string | null>(null);
  const others = (collections.data ?? []).filter((c) => c._id !== collection?._id && !c.sharedBy);
  const close = () => {
    setHow('delete');
    setTarget(null);
    onClose();
  };
  return (
    <ConfirmDialog
      opened={collection !== null}
      title={t('notes.collection.deleteTitle', { name: collection?.name ?? '' })}
      confirmLabel={t('notes.collection.delete')}
      loading={remove.isPending}
      onConfirm={() => {
        if (!collection || (how === 'move' && !target)) return;
        remove.mutate(
          how === 'move' && target
            ? { notesCollectionId: collection._id, moveNotesTo: target }
            : { notesCollectionId: collection._id, deleteNotes: true },
          { onSuccess: close },
        );
      }}
      onClose={close}
    >
      <Stack gap="sm">
        <Radio.Group value={how} onChange={(value) => setHow(value as 'delete' | 'move')}>
          <Stack gap="xs">
            <Radio value="delete" label={t('notes.collection.deleteWithNotes')} />
            <Radio value="move" label={t('notes.collection.moveNotes')} disabled={others.length === 0} />
          </Stack>
        </Radio.Group>
        {how === 'move' && (
          <Select
            label={t('notes.collection.moveTo')}
            data={others.map((c) => ({ value: c._id, label: c.name }))}
            value={target}
            onChange={setTarget}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Text>{how === 'move' ? t('notes.collection.moveBody') : t('notes.collection.deleteBody')}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
