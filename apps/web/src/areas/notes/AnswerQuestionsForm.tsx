import { Button, Group, Paper, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, type NotesCollection } from '@ordna/contract/notes';
import { QueryError } from '../../shared/QueryStates';
import { useNoteAnswers, useSaveAnswers } from './use-notes';

/**
 * "Answer questions" for a date: one form with every question of the collection; saving writes
 * that date's note of answers, and answering again edits the same note.
 */
export function AnswerQuestionsForm({
  collection,
  date,
  onDateChange,
  onClose,
}: {
  collection: NotesCollection;
  date: string;
  onDateChange: (date: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const answers = useNoteAnswers(collection._id, date);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="lg">
            {t('notes.answers.title')}
          </Title>
          <TextInput
            type="date"
            label={t('notes.answers.date')}
            value={date}
            onChange={(event) => event.currentTarget.value && onDateChange(event.currentTarget.value)}
          />
        </Group>
        {answers.isPending && <Skeleton height={120} />}
        {answers.isError && (
          <QueryError
            title={t('notes.answers.loadFailed')}
            error={answers.error}
            onRetry={() => void answers.refetch()}
          />
        )}
        {answers.isSuccess && (
          // Keyed by the note read, so another date (or a save elsewhere) starts from its own answers.
          <AnswerFields
            key={`${date}:${answers.data.note?._id ?? 'new'}`}
            collectionId={collection._id}
            date={date}
            questions={answers.data.questions}
            given={answers.data.note?.answers ?? []}
            onClose={onClose}
          />
        )}
      </Stack>
    </Paper>
  );
}

function AnswerFields({
  collectionId,
  date,
  questions,
  given,
  onClose,
}: {
  collectionId: string;
  date: string;
  questions: NotesCollection['questions'];
  given: { questionId: string; answer: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAnswers();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.map((q) => [q._id, given.find((a) => a.questionId === q._id)?.answer ?? ''])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      notesCollectionId: collectionId,
      date,
      answers: questions.map((q) => ({ questionId: q._id, answer: values[q._id] ?? '' })),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t('notes.answers.title')}>
      <Stack gap="sm">
        {questions.map((question, index) => (
          <Textarea
            key={question._id}
            label={question.text}
            value={values[question._id] ?? ''}
            maxLength={ANSWER_MAX}
            autosize
            minRows={2}
            data-autofocus={index === 0 || undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [question._id]: value }));
            }}
          />
        ))}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
            {t('notes.answers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
