import { useState } from 'react';
import type { TimeListEntry } from '@ordna/contract/time';
import type { AdminTarget, GroupType } from '../admin/admin-tree';
import { DeleteGroupDialog } from '../admin/DeleteGroupDialog';
import { useSubGroups } from '../use-sub-groups';

/**
 * Delete from a time list's keyboard: the admin pages' own confirmation, which counts what goes
 * (a time group's sub groups and stamps), so the keys and the mouse ask the same question. It is
 * loaded when first asked (admin/DeleteGroupDialog.tsx). Render `dialogs` once on the page.
 */
export function useRemoveFromList(type: GroupType) {
  const [asking, setAsking] = useState<AdminTarget | null>(null);
  const subGroups = useSubGroups({ enabled: type === 'time-group', staleTime: 30_000 });
  const remove = (entry: TimeListEntry) =>
    setAsking({
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
  const dialogs = asking && <DeleteGroupDialog target={asking} onClose={() => setAsking(null)} />;
  return { remove, dialogs };
}
