import { ActionIcon, Anchor, Button, Group, Menu, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTE_CONTEXT_NAME_MAX, type NoteContext } from '@ordna/contract/notes';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, QueryError } from '../../shared/QueryStates';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { NameModal } from '../../shared/lazy/dialogs';
import type { Naming } from '../../shared/NameModal';
import { useAddContext, useContexts, useDeleteContext, useRenameContext } from './use-notes';

/** How a note context is named in the name dialog. */
const CONTEXT_NAMING: Naming = {
  label: 'notes.contexts.name',
  placeholder: 'notes.contexts.namePlaceholder',
  required: 'refusals.notes.contextNameRequired',
  maxLength: NOTE_CONTEXT_NAME_MAX,
};

type Dialog = { kind: 'add' } | { kind: 'rename'; context: NoteContext } | { kind: 'delete'; context: NoteContext };

/** /note-contexts: the person's contexts, threads that cut across collections. */
export default function NoteContextsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contexts = useContexts();
  const add = useAddContext();
  const rename = useRenameContext();
  const remove = useDeleteContext();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const items = contexts.data ?? [];
  const close = () => setDialog(null);
  const keys = useListShortcuts({
    items,
    open: (context) => void navigate(`/note-context/${encodeURIComponent(context._id)}`),
    create: () => setDialog({ kind: 'add' }),
    copyText: (context) => context.name,
    remove: (context) => setDialog({ kind: 'delete', context }),
  });
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
      {t('notes.contexts.add')}
    </Button>
  );
  const nameModal = (title: string, submitLabel: string, initialName: string, save: (name: string) => void) => (
    <NameModal
      naming={CONTEXT_NAMING}
      title={title}
      submitLabel={submitLabel}
      initialName={initialName}
      loading={add.isPending || rename.isPending}
      onSave={save}
      onClose={close}
    />
  );

  return (
    <PageColumn width="reading">
      <PageHeader
        title={t('notes.contexts.title')}
        description={t('notes.contexts.description')}
        crumbs={[{ label: t('notes.title'), to: '/notes-collections' }]}
        actions={items.length > 0 && addButton}
      />
      {contexts.isPending && <Skeleton height={60} radius="md" />}
      {contexts.isError && (
        <QueryError
          title={t('notes.contexts.loadFailed')}
          error={contexts.error}
          onRetry={() => void contexts.refetch()}
        />
      )}
      {contexts.isSuccess && items.length === 0 && (
        <EmptyListState
          icon={<IconTags size={28} />}
          title={t('notes.contexts.emptyTitle')}
          description={t('notes.contexts.emptyBody')}
          action={addButton}
        />
      )}
      {items.length > 0 && (
        <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} aria-label={t('notes.contexts.title')}>
          {items.map((context, index) => (
            <Paper key={context._id} withBorder radius="md" px="md" py="xs" {...keys.itemProps(index)}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`/note-context/${encodeURIComponent(context._id)}`}
                  fw={600}
                  data-list-focus
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {context.name}
                </Anchor>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t('notes.contexts.noteCount', { count: context.noteCount })}
                  </Text>
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('notes.contexts.actions', { name: context.name })}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setDialog({ kind: 'rename', context })}
                      >
                        {t('notes.contexts.rename')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setDialog({ kind: 'delete', context })}
                      >
                        {t('notes.contexts.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {dialog?.kind === 'add' &&
        nameModal(t('notes.contexts.addTitle'), t('notes.contexts.add'), '', (name) =>
          add.mutate(name, { onSuccess: close }),
        )}
      {dialog?.kind === 'rename' &&
        nameModal(t('notes.contexts.renameTitle'), t('common.save'), dialog.context.name, (name) =>
          rename.mutate({ contextId: dialog.context._id, name }, { onSuccess: close }),
        )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('notes.contexts.deleteTitle', { name: dialog?.kind === 'delete' ? dialog.context.name : '' })}
        confirmLabel={t('notes.contexts.delete')}
        loading={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.context._id, { onSuccess: close })}
        onClose={close}
      >
        {t('notes.contexts.deleteBody')}
      </ConfirmDialog>
    </PageColumn>
  );
}
