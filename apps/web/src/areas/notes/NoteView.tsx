import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageQuestion, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Note } from '@ordna/contract/notes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../shared/markdown/Markdown';
import type { NotePageState } from './use-note-page';
import { notesTagLink } from './tag-link';

/** The note page's header buttons for someone who may write it: edit its answers, edit, delete. */
export function NoteActions({ page, note }: { page: NotePageState; note: Note }) {
  const { t } = useTranslation();
  const { collectionPath } = page;
  return (
    <>
      {note.answers && collectionPath && (
        <Button
          component={Link}
          to={`${collectionPath}?answer=${note.effectiveDate}`}
          variant="default"
          leftSection={<IconMessageQuestion size={16} />}
        >
          {t('notes.answers.edit')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => page.setEditing(true)}>
        {t('notes.note.edit')}
      </Button>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => page.setDeleting(true)}>
        {t('notes.note.delete')}
      </Button>
    </>
  );
}

/** A note as it reads: its contexts, its body rendered from Markdown, and the way back to its collection. */
export function NoteView({ page, note }: { page: NotePageState; note: Note }) {
  const { t } = useTranslation();
  const { collection, collectionPath } = page;
  return (
    <Stack gap="md">
      {note.contextIds.length > 0 && (
        <Group gap="xs" aria-label={t('notes.note.contexts')}>
          {note.contextIds.map((id) => (
            <Badge key={id} variant="light" tt="none" component={Link} to={`/note-context/${encodeURIComponent(id)}`}>
              {page.contextName(id) ?? '…'}
            </Badge>
          ))}
        </Group>
      )}
      {note.body.trim() ? (
        <Paper withBorder radius="md" p="md">
          <Markdown source={page.shownBody} onTaskToggle={page.tickTask} tagLink={notesTagLink} />
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
  );
}
