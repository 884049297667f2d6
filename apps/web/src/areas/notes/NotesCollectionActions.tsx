import { Button } from '@mantine/core';
import { IconMessageQuestion, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotesCollection } from '@ordna/contract/notes';
import { ShareButton } from '../../shared/ShareDialog';
import { LeaveShareButton } from '../../shared/SharedBy';
import { notesKeys } from './notes-keys';
import type { NotesCollectionPageState } from './use-notes-collection-page';

/** A collection page's header buttons: answer questions, edit, share or leave, and a new note. */
export function NotesCollectionActions({
  collection,
  page,
}: {
  collection: NotesCollection;
  page: NotesCollectionPageState;
}) {
  const { t } = useTranslation();
  const { canWrite } = page;
  return (
    <>
      {collection.questions.length > 0 && canWrite && (
        <Button
          variant="default"
          leftSection={<IconMessageQuestion size={16} />}
          onClick={() => page.setAnswerDate(page.today)}
        >
          {t('notes.answers.open')}
        </Button>
      )}
      {canWrite && (
        <Button component={Link} to={`${page.path}/edit`} variant="default" leftSection={<IconPencil size={16} />}>
          {t('notes.collection.edit')}
        </Button>
      )}
      {collection.sharedBy ? (
        <LeaveShareButton sharedBy={collection.sharedBy} name={collection.name} listKey={notesKeys.all} />
      ) : (
        <ShareButton kind="notesCollection" id={collection._id} name={collection.name} />
      )}
      {canWrite && (
        <Button leftSection={<IconPlus size={16} />} onClick={() => page.setWriting(true)}>
          {t('notes.note.new')}
        </Button>
      )}
    </>
  );
}
