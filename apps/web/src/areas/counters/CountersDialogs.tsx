import { useTranslation } from 'react-i18next';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { ConfirmDelete, ConfirmDialog, lazyDialog } from '../../shared/lazy/dialogs';
import { COUNTER_NAME_MAX } from '@ordna/contract/counters';
import { NameModal } from '../../shared/lazy/dialogs';
import type { Naming } from '../../shared/NameModal';
import {
  useAddCounter,
  useAddGroup,
  useDeleteCounter,
  useDeleteGroup,
  useEditCounter,
  useRenameGroup,
} from './use-counters';
import { useResetCounter } from './use-counter-undo';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const CounterFormModal = lazyDialog(() => import('./CounterFormModal').then((module) => module.CounterFormModal));

/** How a counter group is named in the name dialog. */
const GROUP_NAMING: Naming = {
  label: 'counters.group.name',
  placeholder: 'counters.group.namePlaceholder',
  required: 'refusals.counters.groupNameRequired',
  maxLength: COUNTER_NAME_MAX,
};

/** Which dialog the counters page shows, and for what. */
export type CountersDialog =
  | { kind: 'addGroup' }
  | { kind: 'renameGroup'; group: CounterGroup }
  | { kind: 'deleteGroup'; group: CounterGroup }
  | { kind: 'addCounter'; group: CounterGroup }
  | { kind: 'editCounter'; counter: Counter }
  | { kind: 'resetCounter'; counter: Counter }
  | { kind: 'deleteCounter'; counter: Counter };

/** The page's dialogs: add and rename groups, add and edit counters, and confirm resets and deletes. */
export function CountersDialogs({
  dialog,
  onClose,
  onReset,
}: {
  dialog: CountersDialog | null;
  onClose: () => void;
  /** After a reset: the page offers to undo it. */
  onReset: (counter: Counter) => void;
}) {
  const { t } = useTranslation();
  const addGroup = useAddGroup();
  const renameGroup = useRenameGroup();
  const deleteGroup = useDeleteGroup();
  const addCounter = useAddCounter();
  const editCounter = useEditCounter();
  const deleteCounter = useDeleteCounter();
  const resetCounter = useResetCounter(onReset);
  const closeAfter = { onSuccess: onClose };

  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'addGroup':
      return (
        <NameModal
          naming={GROUP_NAMING}
          title={t('counters.group.addTitle')}
          submitLabel={t('counters.addGroup')}
          loading={addGroup.isPending}
          onSave={(name) => addGroup.mutate(name, closeAfter)}
          onClose={onClose}
        />
      );
    case 'renameGroup':
      return (
        <NameModal
          naming={GROUP_NAMING}
          title={t('counters.group.renameTitle')}
          submitLabel={t('common.save')}
          initialName={dialog.group.name}
          loading={renameGroup.isPending}
          onSave={(name) => renameGroup.mutate({ counterGroupId: dialog.group._id, name }, closeAfter)}
          onClose={onClose}
        />
      );
    case 'deleteGroup': {
      const count = dialog.group.counters.length;
      return (
        <ConfirmDelete
          target={dialog.group}
          idOf={(group) => group._id}
          remove={deleteGroup}
          title={t('counters.group.deleteTitle', { name: dialog.group.name })}
          confirmLabel={t('counters.group.delete')}
          onClose={onClose}
        >
          {count === 0 ? t('counters.group.deleteBodyEmpty') : t('counters.group.deleteBody', { count })}
        </ConfirmDelete>
      );
    }
    case 'addCounter':
      return (
        <CounterFormModal
          title={t('counters.counter.addTitle', { group: dialog.group.name })}
          submitLabel={t('counters.addCounter')}
          loading={addCounter.isPending}
          onSave={(fields) => addCounter.mutate({ counterGroupId: dialog.group._id, ...fields }, closeAfter)}
          onClose={onClose}
        />
      );
    case 'editCounter':
      return (
        <CounterFormModal
          title={t('counters.counter.editTitle')}
          submitLabel={t('common.save')}
          counter={dialog.counter}
          loading={editCounter.isPending}
          onSave={(fields) => editCounter.mutate({ counterId: dialog.counter._id, ...fields }, closeAfter)}
          onClose={onClose}
        />
      );
    case 'resetCounter':
      return (
        <ConfirmDialog
          opened
          title={t('counters.reset.title', { name: dialog.counter.name })}
          confirmLabel={t('counters.reset.action')}
          loading={resetCounter.isPending}
          onConfirm={() => resetCounter.mutate(dialog.counter._id, closeAfter)}
          onClose={onClose}
        >
          {t('counters.reset.body')}
        </ConfirmDialog>
      );
    case 'deleteCounter':
      return (
        <ConfirmDelete
          target={dialog.counter}
          idOf={(counter) => counter._id}
          remove={deleteCounter}
          title={t('counters.counter.deleteTitle', { name: dialog.counter.name })}
          confirmLabel={t('counters.counter.delete')}
          onClose={onClose}
        >
          {t('counters.counter.deleteBody')}
        </ConfirmDelete>
      );
  }
}
