import { Button, Skeleton } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { useUpTo } from '../../shared/up-target';
import { NoteList } from './NoteList';
import { useContexts } from './use-notes';

/** /note-context/{contextId}: the context's notes from every collection, newest effective date first. */
export default function NoteContextPage() {
  const { t } = useTranslation();
  const contextId = useParams().contextId ?? '';
  const contexts = useContexts();
  const context = contexts.data?.find((c) => c._id === contextId);
  useUpTo('/note-contexts');
  if (contexts.isSuccess && !context) {
    return (
      <PageColumn>
        <EmptyListState
          icon={<IconTags size={28} />}
          title={t('notes.contexts.notFoundTitle')}
          description={t('notes.contexts.notFoundBody')}
          action={
            <Button component={Link} to="/note-contexts">
              {t('notes.contexts.title')}
            </Button>
          }
        />
      </PageColumn>
    );
  }
  return (
    <PageColumn>
      <PageHeader
        title={context?.name ?? <Skeleton height={30} width={200} />}
        crumbs={[
          { label: t('notes.title'), to: '/notes-collections' },
          { label: t('notes.contexts.title'), to: '/note-contexts' },
        ]}
      />
      {contexts.isError && (
        <QueryError
          title={t('notes.contexts.loadFailed')}
          error={contexts.error}
          onRetry={() => void contexts.refetch()}
        />
      )}
      {context && (
        <NoteList
          filter={{ contextId }}
          showCollection
          emptyTitle={t('notes.contexts.emptyNotesTitle')}
          emptyBody={t('notes.contexts.emptyNotesBody')}
        />
      )}
    </PageColumn>
  );
}
