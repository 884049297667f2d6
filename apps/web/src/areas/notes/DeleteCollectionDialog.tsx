import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotesCollection } from '@ordna/contract/notes';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { DeleteCollectionChoice, deletionOf, type DeleteHow } from './DeleteCollectionChoice';
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
  const [how, setHow] = useState<DeleteHow>('delete');
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
        remove.mutate(deletionOf(collection._id, how, target), { onSuccess: close });
      }}
      onClose={close}
    >
      <Stack gap="sm">
        <DeleteCollectionChoice
          others={others}
          how={how}
          onHow={setHow}
          target={target}
          onTarget={setTarget}
          inDialog
        />
        <Text>{how === 'move' ? t('notes.collection.moveBody') : t('notes.collection.deleteBody')}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
