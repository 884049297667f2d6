import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX, QUESTIONS_MAX } from '@ordna/contract/notes';

/** A question as edited: a kept one has its `_id`; `key` tells React rows apart. */
export interface EditedQuestion {
  key: string;
  _id?: string;
  text: string;
}

/** The ordered questions of a collection: rename, move up and down, remove, add. */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: EditedQuestion[];
  onChange: (next: EditedQuestion[]) => void;
}) {
  const { t } = useTranslation();
  const fields = useRef(new Map<string, HTMLInputElement>());
  // The question whose field takes the focus once it is on screen (the one just added).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey === null) return;
    fields.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, questions]);
  // "Add question" writes in a new field; with an empty one already there, it goes to that one,
  // so pressing the button again (or Space on it) never piles up empty questions.
  const addQuestion = () => {
    const empty = questions.find((question) => question.text.trim() === '');
    if (empty) return setFocusKey(empty.key);
    const key = `new-${Date.now()}-${questions.length}`;
    onChange([...questions, { key, text: '' }]);
    setFocusKey(key);
  };
  const move = (from: number, to: number) => {
    const next = [...questions];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('notes.questions.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('notes.questions.hint')}
      </Text>
      {questions.map((question, index) => (
        <Group key={question.key} gap={4} wrap="nowrap">
          <TextInput
            aria-label={t('notes.questions.label', { number: index + 1 })}
            ref={(element) => {
              if (element) fields.current.set(question.key, element);
              else fields.current.delete(question.key);
            }}
            value={question.text}
            maxLength={QUESTION_MAX}
            style={{ flex: 1 }}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange(questions.map((q) => (q.key === question.key ? { ...q, text } : q)));
            }}
          />
          <ActionIcon
            variant="subtle"
            aria-label={t('notes.questions.up', { number: index + 1 })}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('notes.questions.down', { number: index + 1 })}
            disabled={index === questions.length - 1}
            onClick={() => move(index, index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('notes.questions.remove', { number: index + 1 })}
            onClick={() => onChange(questions.filter((q) => q.key !== question.key))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        disabled={questions.length >= QUESTIONS_MAX}
        onClick={addQuestion}
      >
        {t('notes.questions.add')}
      </Button>
    </Stack>
  );
}
