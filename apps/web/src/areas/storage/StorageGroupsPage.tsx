import { Group, Stack, Text, Title } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { useToday } from '../../shared/clock';
import { Containers, useContainerList } from '../../shared/ContainerList';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { usePreferences } from '../../shared/use-preferences';
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
  const remove = useDeleteGroup();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const list = useContainerList(groups.data ?? [], (id) => `/storage-group/${id}`, GROUP_NAMING);
  const addButton = <AddButton label={t('storage.group.add')} onClick={list.startAdding} />;
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
            <Containers.Rows list={list}>
              {(group) => (
                <Group justify="space-between" wrap="nowrap">
                  <Containers.Link to={list.hrefOf(group._id)}>{group.name}</Containers.Link>
                  <Group gap={6} wrap="nowrap">
                    {group.sharedBy && <SharedByBadge sharedBy={group.sharedBy} size="xs" />}
                    <Text size="sm" c="dimmed">
                      {t('storage.group.itemCount', { count: group.itemCount })}
                    </Text>
                  </Group>
                </Group>
              )}
            </Containers.Rows>
          </Stack>
        </Stack>
      )}
      <Containers.AddModal list={list} add={add} title="storage.group.addTitle" />
      <Containers.DeleteDialog list={list} remove={remove} texts="storage.group" count={(gone) => gone.itemCount} />
    </PageColumn>
  );
}
