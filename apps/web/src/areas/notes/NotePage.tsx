import { Button, Paper, Skeleton } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { NoteEditor } from './NoteEditor';
import { NoteActions, NoteView } from './NoteView';
import { useNotePage } from './use-note-page';

/** A note that is not there (deleted, or never the person's). */
function NoteNotFound() {
  const { t } = useTranslation();
  return (
    <PageColumn>
      <EmptyListState
        icon={<IconNotes size={28} />}
        title={t('notes.note.notFoundTitle')}
        description={t('notes.note.notFoundBody')}
        action={
          <Button component={Link} to="/notes-collections">
            {t('notes.title')}
          </Button>
        }
      />
    </PageColumn>
  );
}

/** /note/{id}: a note rendered from its Markdown, and its editor (which keeps a draft). */
export default function NotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useNotePage();
  const { note, data, collection, collectionPath, editing, remove } = page;

  if (page.notFound) return <NoteNotFound />;
  return (
    <PageColumn width="reading">
      <PageHeader
        title={data?.name ?? <Skeleton height={30} width={220} />}
        crumbs={[
          { label: t('notes.title'), to: '/notes-collections' },
          ...(collection && collectionPath ? [{ label: collection.name, to: collectionPath }] : []),
        ]}
        description={data && t('notes.note.effectiveOn', { date: data.effectiveDate })}
        actions={data && page.canWrite && !editing && <NoteActions page={page} note={data} />}
      />
      {note.isError && (
        <QueryError title={t('notes.note.loadFailed')} error={note.error} onRetry={() => void note.refetch()} />
      )}
      {note.isPending && <Skeleton height={160} radius="md" />}
      {data && editing && (
        <Paper withBorder radius="md" p="md">
          <NoteEditor
            target={{ note: data }}
            onSaved={() => page.setEditing(false)}
            onCancel={() => page.setEditing(false)}
          />
        </Paper>
      )}
      {data && !editing && <NoteView page={page} note={data} />}
      <ConfirmDialog
        opened={page.deleting}
        title={t('notes.note.deleteTitle', { name: data?.name ?? '' })}
        confirmLabel={t('notes.note.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          data && remove.mutate(data._id, { onSuccess: () => void navigate(collectionPath ?? '/notes-collections') })
        }
        onClose={() => page.setDeleting(false)}
      >
        {t('notes.note.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
