import { Group, Skeleton, Text } from '@mantine/core';
import { IconPencil, IconTags, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTE_CONTEXT_NAME_MAX } from '@ordna/contract/notes';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { AddButton } from '../../shared/AddButton';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import type { Naming } from '../../shared/NameModal';
import { useAddContext, useContexts, useDeleteContext, useRenameContext } from './use-notes';

/** How a note context is named in the name dialog. */
const CONTEXT_NAMING: Naming = {
  label: 'notes.contexts.name',
  placeholder: 'notes.contexts.namePlaceholder',
  required: 'refusals.notes.contextNameRequired',
  maxLength: NOTE_CONTEXT_NAME_MAX,
};

/** /note-contexts: the person's contexts, threads that cut across collections. */
export default function NoteContextsPage() {
  const { t } = useTranslation();
  const contexts = useContexts();
  const add = useAddContext();
  const rename = useRenameContext();
  const remove = useDeleteContext();
  const list = useContainerList(contexts.data ?? [], (id) => `/note-context/${encodeURIComponent(id)}`, CONTEXT_NAMING);
  const addButton = <AddButton label={t('notes.contexts.add')} onClick={list.startAdding} />;

  return (
    <PageColumn width="reading">
      <PageHeader
        title={t('notes.contexts.title')}
        description={t('notes.contexts.description')}
        crumbs={[{ label: t('notes.title'), to: '/notes-collections' }]}
        actions={list.items.length > 0 && addButton}
      />
      {contexts.isPending && <Skeleton height={60} radius="md" />}
      {contexts.isError && (
        <QueryError
          title={t('notes.contexts.loadFailed')}
          error={contexts.error}
          onRetry={() => void contexts.refetch()}
        />
      )}
      {contexts.isSuccess && list.items.length === 0 && (
        <EmptyListState
          icon={<IconTags size={28} />}
          title={t('notes.contexts.emptyTitle')}
          description={t('notes.contexts.emptyBody')}
          action={addButton}
        />
      )}
      {list.items.length > 0 && (
        <Containers.Rows list={list} label={t('notes.contexts.title')} card={{ px: 'md', py: 'xs' }}>
          {(context) => (
            <Group justify="space-between" wrap="nowrap">
              <Containers.Link to={list.hrefOf(context._id)} style={{ overflowWrap: 'anywhere' }}>
                {context.name}
              </Containers.Link>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('notes.contexts.noteCount', { count: context.noteCount })}
                </Text>
                <ActionsMenu
                  label={t('notes.contexts.actions', { name: context.name })}
                  dots="horizontal"
                  actions={[
                    { label: t('notes.contexts.rename'), icon: IconPencil, onClick: () => list.startRenaming(context) },
                    {
                      label: t('notes.contexts.delete'),
                      icon: IconTrash,
                      danger: true,
                      onClick: () => list.startDeleting(context),
                    },
                  ]}
                />
              </Group>
            </Group>
          )}
        </Containers.Rows>
      )}
      <Containers.AddModal list={list} add={add} title="notes.contexts.addTitle" submit="notes.contexts.add" stay />
      <Containers.RenameModal list={list} rename={rename} idField="contextId" title="notes.contexts.renameTitle" />
      <Containers.DeleteDialog list={list} remove={remove} texts="notes.contexts" />
    </PageColumn>
  );
}
