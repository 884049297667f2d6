import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import type { StorageGroupSummary } from '@ordna/contract/storage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddButton } from '../../shared/AddButton';
import { useToday } from '../../shared/clock';
import { ConfirmDelete } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { usePreferences } from '../../shared/use-preferences';
import { NameModal } from '../../shared/NameModal';
import { GROUP_NAMING } from './group-naming';
import { StorageItemRow } from './StorageItemRow';
import { useAddGroup, useChangeQuantity, useDeleteGroup, useExpiring, useStorageGroups } from './use-storage';

/** How far ahead "expiring soon" looks on the groups page. */
const SOON_DAYS = 7;

/** /storage-groups: what runs out soon across every group, then the groups with how much each holds. */
export default function StorageGroupsPage() {
  const { t } = useTranslation();
  const groups = useStorageGroups();
  const expiring = useExpiring(SOON_DAYS);
  const add = useAddGroup();
  const change = useChangeQuantity();
  const navigate = useNavigate();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<StorageGroupSummary | null>(null);
  const remove = useDeleteGroup();
  const shortcuts = useListShortcuts({
    items: groups.data ?? [],
    open: (group) => void navigate(`/storage-group/${group._id}`),
    create: () => setAdding(true),
    copyText: (group) => group.name,
    // A group shared with this person is left from its own page, not deleted.
    remove: (group) => !group.sharedBy && setDeleting(group),
  });
  const addButton = <AddButton label={t('storage.group.add')} onClick={() => setAdding(true)} />;
  const readOnlyGroups = new Set((groups.data ?? []).filter((g) => g.sharedBy?.role === 'viewer').map((g) => g._id));

  return (
    <PageColumn>
      <PageHeader title={t('storage.title')} actions={groups.isSuccess && groups.data.length > 0 && addButton} />
      <ReadStates
        read={groups}
        failed={t('storage.loadFailed')}
        loading={{ height: 56 }}
        empty={{ icon: <IconBox size={28} />, texts: 'storage.empty', action: addButton }}
      />
      {groups.isSuccess && groups.data.length > 0 && (
        <Stack gap="xl">
          {expiring.isSuccess && expiring.data.length > 0 && (
            <Stack gap={6} component="section" aria-labelledby="storage-expiring">
              <Title order={2} fz="lg" id="storage-expiring">
                {t('storage.expiring.title', { count: SOON_DAYS })}
              </Title>
              {expiring.data.map((item) => (
                <StorageItemRow
                  key={item._id}
                  item={item}
                  today={today}
                  groupName={item.storageGroupName}
                  readOnly={readOnlyGroups.has(item.storageGroupId)}
                  onChange={(amount) => change.mutate({ storageItemId: item._id, change: amount, name: item.name })}
                />
              ))}
            </Stack>
          )}
          <Stack gap="xs" component="section" aria-labelledby="storage-groups">
            <Title order={2} fz="lg" id="storage-groups">
              {t('storage.groupsTitle')}
            </Title>
            <Stack gap="xs" ref={shortcuts.listRef} onKeyDown={shortcuts.onKeyDown}>
              {groups.data.map((group, index) => (
                <Paper key={group._id} withBorder radius="md" p="sm" {...shortcuts.itemProps(index)}>
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={`/storage-group/${group._id}`} fw={600} data-list-focus>
                      {group.name}
                    </Anchor>
                    <Group gap={6} wrap="nowrap">
                      {group.sharedBy && <SharedByBadge sharedBy={group.sharedBy} size="xs" />}
                      <Text size="sm" c="dimmed">
                        {t('storage.group.itemCount', { count: group.itemCount })}
                      </Text>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
      {adding && (
        <NameModal
          naming={GROUP_NAMING}
          title={t('storage.group.addTitle')}
          submitLabel={t('common.save')}
          loading={add.isPending}
          onSave={(name) =>
            add.mutate(name, {
              onSuccess: (group) => {
                setAdding(false);
                void navigate(`/storage-group/${group._id}`);
              },
            })
          }
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDelete
        target={deleting}
        idOf={(container) => container._id}
        remove={remove}
        title={t('storage.group.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('storage.group.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('storage.group.deleteBody', { count: deleting?.itemCount ?? 0 })}
      </ConfirmDelete>
    </PageColumn>
  );
}
