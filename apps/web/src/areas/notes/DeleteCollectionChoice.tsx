import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotesCollection } from '@ordna/contract/notes';
import { Select } from '../../shared/lazy/inputs';

export type DeleteHow = 'delete' | 'move';

/** What DELETE /notes-collection is sent for a choice: with the notes, or moving them to `target`. */
export function deletionOf(collectionId: string, how: DeleteHow, target: string | null) {
  return how === 'move' && target
    ? { notesCollectionId: collectionId, moveNotesTo: target }
    : { notesCollectionId: collectionId, deleteNotes: true };
}

/**
 * The one choice deleting a collection asks (its edit page and the list's Delete key): delete its
 * notes too, or move them to another of the person's own collections.
 */
export function DeleteCollectionChoice({
  others,
  how,
  onHow,
  target,
  onTarget,
  inDialog = false,
}: {
  others: NotesCollection[];
  how: DeleteHow;
  onHow: (how: DeleteHow) => void;
  target: string | null;
  onTarget: (target: string | null) => void;
  /** Inside a modal the list of targets opens in place, not in a portal behind it. */
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group value={how} onChange={(value) => onHow(value as DeleteHow)}>
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
          onChange={onTarget}
          searchable
          {...(inDialog && { comboboxProps: { withinPortal: false } })}
        />
      )}
    </>
  );
}
