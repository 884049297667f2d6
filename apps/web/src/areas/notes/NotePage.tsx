import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageQuestion, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { useUpTo } from '../../shared/up-target';
import { Markdown } from '../../shared/markdown/Markdown';
import { readDraft } from './note-drafts';
import { NoteEditor } from './NoteEditor';
import { useCollection, useContexts, useDeleteNote, useNote, useUpdateNote } from './use-notes';

/** /note/{id}: a note rendered from its Markdown, and its editor (which keeps a draft). */
export default function NotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noteId = useParams().noteId ?? '';
  const note = useNote(noteId);
  const { collection } = useCollection(note.data?.notesCollectionId ?? '');
  const contexts = useContexts();
  const remove = useDeleteNote();
  const update = useUpdateNote();
  // A task ticked in the rendered note shows at once, until the saved note is read again.
  const [ticked, setTicked] = useState<string | null>(null);
  // An unsaved draft of this note (a reload, a failed save) opens the editor with it.
  const [editing, setEditing] = useState(() => readDraft({ noteId }) !== null);
  const [deleting, setDeleting] = useState(false);
  const collectionPath = note.data && `/notes-collection/${encodeURIComponent(note.data.notesCollectionId)}`;
  useUpTo(collectionPath ?? '/notes-collections');

  if (note.error instanceof ApiError && note.error.status === 404) {
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
  const data = note.data;
  const canWrite = !collection?.sharedBy || collection.sharedBy.role === 'editor';
  const contextName = (id: string) => contexts.data?.find((context) => context._id === id)?.name;
  // Tasks tick where the body can be written: not in a note of answers (its body is made from them).
  const tickTask =
    data && canWrite && data.answers === undefined
      ? (body: string) => {
          setTicked(body);
          update.mutate({ noteId: data._id, body }, { onSettled: () => setTicked(null) });
        }
      : undefined;

  return (
    <PageColumn width="reading">
      <PageHeader
        title={data?.name ?? <Skeleton height={30} width={220} />}
        crumbs={[
          { label: t('notes.title'), to: '/notes-collections' },
          ...(collection && collectionPath ? [{ label: collection.name, to: collectionPath }] : []),
        ]}
        description={data && t('notes.note.effectiveOn', { date: data.effectiveDate })}
        actions={
          data &&
          canWrite &&
          !editing && (
            <>
              {data.answers && collectionPath && (
                <Button
                  component={Link}
                  to={`${collectionPath}?answer=${data.effectiveDate}`}
                  variant="default"
                  leftSection={<IconMessageQuestion size={16} />}
                >
                  {t('notes.answers.edit')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t('notes.note.edit')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleting(true)}
              >
                {t('notes.note.delete')}
              </Button>
            </>
          )
        }
      />
      {note.isError && !(note.error instanceof ApiError && note.error.status === 404) && (
        <QueryError title={t('notes.note.loadFailed')} error={note.error} onRetry={() => void note.refetch()} />
      )}
      {note.isPending && <Skeleton height={160} radius="md" />}
      {data && editing && (
        <Paper withBorder radius="md" p="md">
          <NoteEditor target={{ note: data }} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        </Paper>
      )}
      {data && !editing && (
        <Stack gap="md">
          {data.contextIds.length > 0 && (
            <Group gap="xs" aria-label={t('notes.note.contexts')}>
              {data.contextIds.map((id) => (
                <Badge
                  key={id}
                  variant="light"
                  tt="none"
                  component={Link}
                  to={`/note-context/${encodeURIComponent(id)}`}
                >
                  {contextName(id) ?? '…'}
                </Badge>
              ))}
            </Group>
          )}
          {data.body.trim() ? (
            <Paper withBorder radius="md" p="md">
              <Markdown source={ticked ?? data.body} onTaskToggle={tickTask} />
            </Paper>
          ) : (
            <Text c="dimmed">{t('notes.note.emptyBody')}</Text>
          )}
          {collection && collectionPath && (
            <Anchor component={Link} to={collectionPath} size="sm">
              {t('notes.note.backTo', { name: collection.name })}
            </Anchor>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting}
        title={t('notes.note.deleteTitle', { name: data?.name ?? '' })}
        confirmLabel={t('notes.note.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          data && remove.mutate(data._id, { onSuccess: () => void navigate(collectionPath ?? '/notes-collections') })
        }
        onClose={() => setDeleting(false)}
      >
        {t('notes.note.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
