import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTarget } from './admin-tree';
import { lazyDialog } from '../../../shared/lazy/dialogs';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import type { GroupFormValues } from './GroupFormDialog';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { useAddSubGroup } from '../use-sub-groups';
import { useAddTimeGroup } from '../use-time-groups';
import { useUpdateSubGroup, useUpdateTimeGroup } from './use-time-admin';

export type { AdminTarget };

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const GroupFormDialog = lazyDialog(() => import('./GroupFormDialog').then((module) => module.GroupFormDialog));

type Dialog =
  | { kind: 'addGroup' }
  | { kind: 'addSubGroup'; group: { _id: string; name: string } }
  | { kind: 'rename' | 'tags' | 'delete'; target: AdminTarget };

export interface GroupActions {
  addGroup: () => void;
  addSubGroup: (group: { _id: string; name: string }) => void;
  rename: (target: AdminTarget) => void;
  editTags: (target: AdminTarget) => void;
  remove: (target: AdminTarget) => void;
}

/**
 * Every change the admin pages make to groups, each behind its dialog: add, rename, edit tags,
 * delete (with a confirmation that counts what goes). Render `dialogs` once on the page.
 */
export function useGroupActions(onDeleted?: (target: AdminTarget) => void): {
  actions: GroupActions;
  dialogs: ReactNode;
  /** Saves a new name and/or tags at once (toasts the outcome; rejects when it failed). */
  save: (target: AdminTarget, values: { name?: string; tagIds?: string[] }) => Promise<void>;
} {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const addTimeGroup = useAddTimeGroup();
  const updateTimeGroup = useUpdateTimeGroup();
  const addSubGroup = useAddSubGroup();
  const updateSubGroup = useUpdateSubGroup();
  const close = () => setDialog(null);
  const genericError = t('time.admin.genericError');

  const actions: GroupActions = {
    addGroup: () => setDialog({ kind: 'addGroup' }),
    addSubGroup: (group) => setDialog({ kind: 'addSubGroup', group }),
    rename: (target) => setDialog({ kind: 'rename', target }),
    editTags: (target) => setDialog({ kind: 'tags', target }),
    remove: (target) => setDialog({ kind: 'delete', target }),
  };

  const saveTimeGroup = async (body: { groupId: string; name?: string; tagIds?: string[] }) => {
    try {
      await updateTimeGroup.mutateAsync(body);
      notifySuccess(t('messages.updatedTimeGroup'));
    } catch (error) {
      notifyFailure(t('time.admin.updateTimeGroupFailed'), error, genericError);
      throw error;
    }
  };

  const saveSubGroup = async (body: { subGroupId: string; name?: string; tagIds?: string[] }) => {
    try {
      await updateSubGroup.mutateAsync(body);
      notifySuccess(t('time.admin.updatedSubGroup'));
    } catch (error) {
      notifyFailure(t('messages.updateSubGroupFailed'), error, genericError);
      throw error;
    }
  };

  const save = (target: AdminTarget, values: { name?: string; tagIds?: string[] }) =>
    target.type === 'time-group'
      ? saveTimeGroup({ groupId: target._id, ...values })
      : saveSubGroup({ subGroupId: target._id, ...values });

  const createGroup = async ({ name, tagIds }: GroupFormValues) => {
    try {
      await addTimeGroup.mutateAsync({ name, tagIds });
      notifySuccess(t('messages.addedTimeGroup'));
    } catch (error) {
      notifyFailure(t('messages.couldNotAddTimeGroup'), error, genericError);
      throw error;
    }
  };

  const createSubGroup = async (timeGroupId: string, { name, tagIds }: GroupFormValues) => {
    try {
      await addSubGroup.mutateAsync({ name, timeGroupId, tagIds });
      notifySuccess(t('time.admin.addedSubGroup'));
    } catch (error) {
      notifyFailure(t('time.admin.addSubGroupFailed'), error, genericError);
      throw error;
    }
  };

  let dialogs: ReactNode = null;
  if (dialog?.kind === 'addGroup') {
    dialogs = (
      <GroupFormDialog
        title={t('time.admin.addGroupTitle')}
        submitLabel={t('time.admin.add')}
        fields="both"
        onSubmit={createGroup}
        onClose={close}
      />
    );
  } else if (dialog?.kind === 'addSubGroup') {
    const { group } = dialog;
    dialogs = (
      <GroupFormDialog
        title={t('time.admin.addSubGroupTitle')}
        description={t('time.admin.addSubGroupTo', { group: group.name })}
        submitLabel={t('time.admin.add')}
        fields="both"
        onSubmit={(values) => createSubGroup(group._id, values)}
        onClose={close}
      />
    );
  } else if (dialog?.kind === 'rename') {
    const { target } = dialog;
    dialogs = (
      <GroupFormDialog
        title={t(target.type === 'time-group' ? 'time.admin.renameTimeGroup' : 'time.admin.renameSubGroup')}
        submitLabel={t('time.admin.save')}
        fields="name"
        initial={{ name: target.name }}
        onSubmit={({ name }) => (name === target.name ? Promise.resolve() : save(target, { name }))}
        onClose={close}
      />
    );
  } else if (dialog?.kind === 'tags') {
    const { target } = dialog;
    dialogs = (
      <GroupFormDialog
        title={t('time.admin.editTagsOf', { name: target.name })}
        submitLabel={t('time.admin.save')}
        fields="tags"
        initial={{ tagIds: target.tags.map((tag) => tag._id) }}
        onSubmit={({ tagIds }) => save(target, { tagIds })}
        onClose={close}
      />
    );
  } else if (dialog?.kind === 'delete') {
    dialogs = <DeleteGroupDialog target={dialog.target} onClose={close} onDeleted={onDeleted} />;
  }

  return { actions, dialogs, save };
}
