import { Button, Checkbox, Divider, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DeleteButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NOTES_COLLECTION_NAME_MAX, type NotesCollection } from '@ordna/contract/notes';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { DeleteCollectionChoice, deletionOf, type DeleteHow } from './DeleteCollectionChoice';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { QueryError } from '../../shared/QueryStates';
import { useUpTo } from '../../shared/up-target';
import { QuestionsEditor, type EditedQuestion } from './QuestionsEditor';
import { useCollection, useCollections, useDeleteCollection, useUpdateCollection } from './use-notes';

/** /notes-collection/{id}/edit: its name and questions, and deleting it (with or without its notes). */
export default function CollectionEditPage() {
  const { t } = useTranslation();
  const notesCollectionId = useParams().notesCollectionId ?? '';
  const { collection, ...collections } = useCollection(notesCollectionId);
  const path = `/notes-collection/${encodeURIComponent(notesCollectionId)}`;
  useUpTo(path);
  return (
    <PageColumn width="reading">
      <PageHeader
        title={t('notes.collection.editTitle')}
        crumbs={[
          { label: t('notes.title'), to: '/notes-collections' },
          ...(collection ? [{ label: collection.name, to: path }] : []),
        ]}
      />
      {collections.isPending && <Skeleton height={200} radius="md" />}
      {collections.isError && (
        <QueryError
          title={t('messages.failedFetchNotesCollection')}
          error={collections.error}
          onRetry={() => void collections.refetch()}
        />
      )}
      {collection && <EditForm key={collection._id} collection={collection} />}
      {collection && !collection.sharedBy && <DeleteSection collection={collection} />}
    </PageColumn>
  );
}

function EditForm({ collection }: { collection: NotesCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCollection();
  const [name, setName] = useState(collection.name);
  const [questions, setQuestions] = useState<EditedQuestion[]>(() =>
    collection.questions.map((q) => ({ key: q._id, _id: q._id, text: q.text })),
  );
  const [retro, setRetro] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        notesCollectionId: collection._id,
        name: name.trim(),
        questions: questions
          .filter((q) => q.text.trim())
          .map((q) => ({ ...(q._id && { _id: q._id }), text: q.text.trim() })),
        retroUpdateQuestions: retro,
      },
      { onSuccess: () => void navigate(`/notes-collection/${encodeURIComponent(collection._id)}`) },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} aria-label={t('notes.collection.editTitle')}>
        <Stack gap="md">
          <TextInput
            label={t('notes.collection.name')}
            value={name}
            maxLength={NOTES_COLLECTION_NAME_MAX}
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <QuestionsEditor questions={questions} onChange={setQuestions} />
          <Checkbox
            label={t('notes.questions.retro')}
            description={t('notes.questions.retroHint')}
            checked={retro}
            onChange={(event) => setRetro(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={update.isPending}
              disabled={!name.trim()}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteSection({ collection }: { collection: NotesCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const collections = useCollections();
  const remove = useDeleteCollection();
  const [how, setHow] = useState<DeleteHow>('delete');
  const [target, setTarget] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const others = (collections.data ?? []).filter((c) => c._id !== collection._id && !c.sharedBy);
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={2} fz="lg">
        {t('notes.collection.deleteTitle', { name: collection.name })}
      </Title>
      <DeleteCollectionChoice others={others} how={how} onHow={setHow} target={target} onTarget={setTarget} />
      <DeleteButton
        label={t('notes.collection.delete')}
        w="fit-content"
        disabled={how === 'move' && !target}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        opened={asking}
        title={t('notes.collection.deleteTitle', { name: collection.name })}
        confirmLabel={t('notes.collection.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(deletionOf(collection._id, how, target), {
            onSuccess: () => void navigate('/notes-collections'),
          })
        }
        onClose={() => setAsking(false)}
      >
        <Text>{how === 'move' ? t('notes.collection.moveBody') : t('notes.collection.deleteBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
