import { Button, Paper, Skeleton } from '@mantine/core';
import { IconMessageQuestion, IconPencil, IconPlus, IconSettings } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { ShareButton } from '../../shared/ShareDialog';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { usePreferences } from '../../shared/use-preferences';
import { useToday } from '../../shared/clock';
import { useUpTo } from '../../shared/up-target';
import { AnswerQuestionsForm } from './AnswerQuestionsForm';
import { readDraft } from './note-drafts';
import { NoteEditor } from './NoteEditor';
import { NoteList } from './NoteList';
import { notesKeys } from './notes-keys';
import { NotesSearchBar } from './NotesSearchBar';
import { useCollection } from './use-notes';

/**
 * /notes-collection/{id}: its notes, newest first, a search within them, a new note, and
 * "Answer questions" (?answer=YYYY-MM-DD) when the collection has questions.
 */
export default function NotesCollectionPage() {
  const { t } = useTranslation();
  const notesCollectionId = useParams().notesCollectionId ?? '';
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const { collection, ...collections } = useCollection(notesCollectionId);
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState('');
  const [contextId, setContextId] = useState<string | null>(null);
  // A new note's draft left by a reload or a failed save opens the editor again.
  const [writing, setWriting] = useState(() => readDraft({ newIn: notesCollectionId }) !== null);
  const answerDate = search.get('answer');
  useUpTo('/notes-collections');
  const setAnswerDate = useCallback(
    (date: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (date) next.set('answer', date);
        else next.delete('answer');
        return next;
      }),
    [setSearch],
  );

  if (collections.isError) {
    return (
      <PageColumn>
        <QueryError
          title={t('messages.failedFetchNotesCollection')}
          error={collections.error}
          onRetry={() => void collections.refetch()}
        />
      </PageColumn>
    );
  }
  if (collections.isSuccess && !collection) {
    return (
      <PageColumn>
        <EmptyListState
          icon={<IconSettings size={28} />}
          title={t('notes.collection.notFoundTitle')}
          description={t('notes.collection.notFoundBody')}
          action={
            <Button component={Link} to="/notes-collections">
              {t('notes.title')}
            </Button>
          }
        />
      </PageColumn>
    );
  }
  const canWrite = !collection?.sharedBy || collection.sharedBy.role === 'editor';
  const path = `/notes-collection/${encodeURIComponent(notesCollectionId)}`;

  return (
    <PageColumn>
      <PageHeader
        title={collection?.name ?? <Skeleton height={30} width={200} />}
        crumbs={[{ label: t('notes.title'), to: '/notes-collections' }]}
        below={collection?.sharedBy && <SharedByBadge sharedBy={collection.sharedBy} />}
        actions={
          collection && (
            <>
              {collection.questions.length > 0 && canWrite && (
                <Button
                  variant="default"
                  leftSection={<IconMessageQuestion size={16} />}
                  onClick={() => setAnswerDate(today)}
                >
                  {t('notes.answers.open')}
                </Button>
              )}
              {canWrite && (
                <Button component={Link} to={`${path}/edit`} variant="default" leftSection={<IconPencil size={16} />}>
                  {t('notes.collection.edit')}
                </Button>
              )}
              {collection.sharedBy ? (
                <LeaveShareButton sharedBy={collection.sharedBy} name={collection.name} listKey={notesKeys.all} />
              ) : (
                <ShareButton kind="notesCollection" id={collection._id} name={collection.name} />
              )}
              {canWrite && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setWriting(true)}>
                  {t('notes.note.new')}
                </Button>
              )}
            </>
          )
        }
      />
      {collection && answerDate && (
        <AnswerQuestionsForm
          collection={collection}
          date={answerDate}
          onDateChange={setAnswerDate}
          onClose={() => setAnswerDate(null)}
        />
      )}
      {collection && writing && (
        <Paper withBorder radius="md" p="md">
          <NoteEditor
            target={{ notesCollectionId: collection._id, effectiveDate: today }}
            onSaved={() => setWriting(false)}
            onCancel={() => setWriting(false)}
          />
        </Paper>
      )}
      <NotesSearchBar
        label={t('notes.search.inCollection')}
        contextId={contextId}
        onSearch={setText}
        onContext={setContextId}
      />
      <NoteList
        filter={{ notesCollectionId, ...(text && { text }), ...(contextId && { contextId }) }}
        emptyTitle={text || contextId ? t('notes.search.emptyTitle') : t('notes.collection.emptyTitle')}
        emptyBody={text || contextId ? t('notes.search.emptyBody') : t('notes.collection.emptyBody')}
        {...(canWrite && { onCreate: () => setWriting(true) })}
      />
    </PageColumn>
  );
}
