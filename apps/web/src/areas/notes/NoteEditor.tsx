import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTEXTS_PER_NOTE_MAX,
  NOTE_BODY_MAX,
  NOTE_CONTEXT_NAME_MAX,
  NOTE_NAME_MAX,
  type Note,
} from '@ordna/contract/notes';
import { forgetDraft, readDraft, writeDraft, type DraftKey, type NoteDraft } from './note-drafts';
import { pickedContexts, type PickedContext } from './picked-contexts';
import { TagsInput } from '../../shared/lazy/TagsInput';
import { WriteQueued } from '../../shared/offline-queue/queued-write';
import { useAddContext, useAddNote, useContexts, useUpdateNote } from './use-notes';

interface NoteEditorProps {
  /** The note being edited, or the collection a new note goes in. */
  target: { note: Note } | { notesCollectionId: string; effectiveDate: string };
  /** Saved: the server's note, or null when the save waits on this device to be sent (offline). */
  onSaved: (note: Note | null) => void;
  onCancel?: () => void;
}

/**
 * Writes or edits a note. Every keystroke is kept as a draft in localStorage until a save
 * succeeds or waits on this device to be sent (offline), so a reload or a failed save brings
 * back what was typed (note-drafts.ts).
 */
export function NoteEditor({ target, onSaved, onCancel }: NoteEditorProps) {
  const { t } = useTranslation();
  const existing = 'note' in target ? target.note : null;
  const draftKey: DraftKey = 'note' in target ? { noteId: target.note._id } : { newIn: target.notesCollectionId };
  const saved: NoteDraft =
    'note' in target
      ? { name: target.note.name, body: target.note.body, effectiveDate: target.note.effectiveDate }
      : { name: '', body: '', effectiveDate: target.effectiveDate };
  const [restored] = useState(() => readDraft(draftKey));
  const [draft, setDraft] = useState<NoteDraft>(restored ?? saved);
  const [showRestored, setShowRestored] = useState(restored !== null);
  // A context is an id, or a name typed here that becomes a context when the note is saved.
  const [picked, setPicked] = useState<PickedContext[]>(() => (existing?.contextIds ?? []).map((id) => ({ id })));
  const [displayInList, setDisplayInList] = useState(existing?.displayInList ?? false);
  const contexts = useContexts();
  const add = useAddNote();
  const update = useUpdateNote();
  const addContext = useAddContext();
  const contextList = pickedContexts(contexts.data ?? []);
  const answersNote = existing?.answers !== undefined;

  useEffect(() => {
    const changed =
      draft.name !== saved.name || draft.body !== saved.body || draft.effectiveDate !== saved.effectiveDate;
    if (changed) writeDraft(draftKey, draft);
    // The draft follows the typing; the key and the saved note change only with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const change = (field: keyof NoteDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const done = (note: Note | null) => {
    forgetDraft(draftKey);
    onSaved(note);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let contextIds: string[];
    try {
      contextIds = await contextList.idsOf(picked, (name) => addContext.mutateAsync(name));
    } catch {
      return; // The failed context has said so in a toast; the note and what was typed stay.
    }
    const name =
      draft.name.trim() ||
      draft.body
        .trim()
        .split('\n')[0]!
        .slice(0, NOTE_NAME_MAX)
        .replace(/^#+\s*/, '');
    // Awaited, not an `onSuccess` of the call: a live update may redraw the page before the answer
    // comes, and a call's callbacks die with the editor that made it, which left the draft behind.
    let note: Note;
    try {
      if (existing) {
        note = await update.mutateAsync({
          noteId: existing._id,
          name,
          ...(!answersNote && { body: draft.body, effectiveDate: draft.effectiveDate }),
          contextIds,
          displayInList,
        });
      } else if ('notesCollectionId' in target) {
        note = await add.mutateAsync({
          notesCollectionId: target.notesCollectionId,
          name,
          body: draft.body,
          effectiveDate: draft.effectiveDate,
          contextIds,
          displayInList,
        });
      } else {
        return;
      }
    } catch (error) {
      // Offline: the save waits on this device and is sent later; the lists show it waiting.
      if (error instanceof WriteQueued) done(null);
      return; // Otherwise the hook's toast has said why; what was typed stays, as a draft too.
    }
    done(note);
  };
  const discard = () => {
    forgetDraft(draftKey);
    setDraft(saved);
    setShowRestored(false);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={existing ? t('notes.note.editTitle') : t('notes.note.newTitle')}
    >
      <Stack gap="sm">
        {showRestored && (
          <Alert icon={<IconRestore size={18} />} color="blue" withCloseButton onClose={() => setShowRestored(false)}>
            <Group justify="space-between" gap="xs">
              {t('notes.draft.restored')}
              <Button size="xs" variant="subtle" onClick={discard}>
                {t('notes.draft.discard')}
              </Button>
            </Group>
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('notes.note.name')}
            placeholder={t('notes.note.namePlaceholder')}
            value={draft.name}
            maxLength={NOTE_NAME_MAX}
            onChange={(event) => change('name')(event.currentTarget.value)}
            miw={200}
            // A new note opens to be written (New note, or Ctrl+N in the list): the name takes the keys.
            autoFocus={!existing}
          />
          <TextInput
            type="date"
            label={t('notes.note.effectiveDate')}
            value={draft.effectiveDate}
            required
            disabled={answersNote}
            onChange={(event) => change('effectiveDate')(event.currentTarget.value)}
            maw={200}
          />
        </Group>
        <Textarea
          label={t('notes.note.body')}
          description={answersNote ? t('notes.answers.editThroughForm') : t('notes.note.markdownHint')}
          value={draft.body}
          maxLength={NOTE_BODY_MAX}
          autosize
          minRows={6}
          maxRows={24}
          disabled={answersNote}
          onChange={(event) => change('body')(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TagsInput
          label={t('notes.note.contexts')}
          description={t('notes.note.contextsHint')}
          placeholder={picked.length === 0 ? t('notes.note.contextsPlaceholder') : undefined}
          data={contextList.names}
          value={contextList.labelsOf(picked)}
          onChange={(labels) => setPicked((before) => contextList.pick(labels, before))}
          maxTags={CONTEXTS_PER_NOTE_MAX}
          maxLength={NOTE_CONTEXT_NAME_MAX}
          splitChars={[]}
          clearable
        />
        <Switch
          label={t('notes.note.displayInList')}
          checked={displayInList}
          onChange={(event) => setDisplayInList(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={add.isPending || update.isPending || addContext.isPending}
            disabled={!draft.effectiveDate || (!draft.name.trim() && !draft.body.trim())}
          >
            {t('notes.note.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
