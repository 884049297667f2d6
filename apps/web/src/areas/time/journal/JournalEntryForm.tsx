import { Button, Group, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_DESCRIPTION_MAX } from '@ordna/contract/time/limits';
import { giveBackIfEmpty } from '../../../shared/quick-entry';
import { useAddJournalEntry } from './use-journal-entry';

/**
 * Writes a journal entry now. The field clears at once, so the next entry can be typed while this
 * one is saved; when saving fails the text comes back to the field (if it is still empty) and the
 * toast says so, so nothing typed is lost.
 */
export function JournalEntryForm({ timeGroupId }: { timeGroupId: string }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const add = useAddJournalEntry();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return;
    setNote('');
    add.mutate({ timeGroupId, note: text, at: new Date().toISOString() }, { onError: giveBackIfEmpty(setNote, text) });
  };
  return (
    <form onSubmit={submit}>
      <Textarea
        label={t('time.journal.write')}
        description={t('time.journal.markdownHint')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        maxLength={STAMP_DESCRIPTION_MAX}
        rows={3}
        resize="vertical"
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" disabled={!note.trim()}>
          {t('time.journal.add')}
        </Button>
      </Group>
    </form>
  );
}
