import type { TimeListEntry } from '@ordna/contract/time';
import type { GroupType } from '../admin/admin-tree';
import { useGroupActions } from '../admin/use-group-actions';
import { useSubGroups } from '../use-sub-groups';

/**
 * Delete from a time list's keyboard: the admin pages' own confirmation, which counts what goes
 * (a time group's sub groups and stamps), so the keys and the mouse ask the same question.
 * Render `dialogs` once on the page.
 */
export function useRemoveFromList(type: GroupType) {
  const { actions, dialogs } = useGroupActions();
  const subGroups = useSubGroups({ enabled: type === 'time-group', staleTime: 30_000 });
  const remove = (entry: TimeListEntry) =>
    actions.remove({
      type,
      _id: entry._id,
      name: entry.name,
      tags: entry.tags,
      usage: entry.usage,
      subGroupCount:
        type === 'time-group'
          ? (subGroups.data ?? []).filter((sub) => sub.timeGroupId === entry._id).length
          : undefined,
    });
  return { remove, dialogs };
}
