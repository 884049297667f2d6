import { Button, Paper, Skeleton } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { AnswerQuestionsForm } from './AnswerQuestionsForm';
import { NoteEditor } from './NoteEditor';
import { NoteList } from './NoteList';
import { NotesCollectionActions } from './NotesCollectionActions';
import { NotesSearchBar } from './NotesSearchBar';
import { useNotesCollectionPage, type NotesCollectionPageState } from './use-notes-collection-page';
import { emptyTexts } from './use-notes-filter';

/** The page when the collection cannot be read, or is not (or no longer) the person's to see. */
function CollectionUnavailable({ page }: { page: NotesCollectionPageState }) {
  const { t } = useTranslation();
  const { collections } = page;
  if (collections.isError) {
    return (
      <QueryError
        title={t('messages.failedFetchNotesCollection')}
        error={collections.error}
        onRetry={() => void collections.refetch()}
      />
    );
  }
  return (
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
  );
}

/**
 * /notes-collection/{id}: its notes, newest first, a search within them (words, context, #tag),
 * a new note, and "Answer questions" (?answer=YYYY-MM-DD) when the collection has questions.
 */
export default function NotesCollectionPage() {
  const { t } = useTranslation();
  const page = useNotesCollectionPage();
  const { collection, notesFilter } = page;
  if (page.collections.isError || page.missing) {
    return (
      <PageColumn>
        <CollectionUnavailable page={page} />
      </PageColumn>
    );
  }
  const plain = { emptyTitle: t('notes.collection.emptyTitle'), emptyBody: t('notes.collection.emptyBody') };
  return (
    <PageColumn>
      <PageHeader
        title={collection?.name ?? <Skeleton height={30} width={200} />}
        crumbs={[{ label: t('notes.title'), to: '/notes-collections' }]}
        below={collection?.sharedBy && <SharedByBadge sharedBy={collection.sharedBy} />}
        actions={collection && <NotesCollectionActions collection={collection} page={page} />}
      />
      {collection && page.answerDate && (
        <AnswerQuestionsForm
          collection={collection}
          date={page.answerDate}
          onDateChange={page.setAnswerDate}
          onClose={() => page.setAnswerDate(null)}
        />
      )}
      {collection && page.writing && (
        <Paper withBorder radius="md" p="md">
          <NoteEditor
            target={{ notesCollectionId: collection._id, effectiveDate: page.today }}
            onSaved={() => page.setWriting(false)}
            onCancel={() => page.setWriting(false)}
          />
        </Paper>
      )}
      <NotesSearchBar
        label={t('notes.search.inCollection')}
        notesCollectionId={page.notesCollectionId}
        state={notesFilter}
      />
      <NoteList
        filter={notesFilter.filter}
        {...emptyTexts(t, notesFilter, plain)}
        {...(page.canWrite && { onCreate: () => page.setWriting(true) })}
      />
    </PageColumn>
  );
}
