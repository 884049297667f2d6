import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { AdminStats } from './AdminStats';
import { byName } from './admin-tree';
import { DangerZone } from './DangerZone';
import { DetailsCard } from './DetailsCard';
import { AdminHeading } from './AdminHeading';
import { AdminReadState, AdminTrail } from './AdminTrail';
import { SubGroupLine } from './SubGroupRows';
import { useGroupActions, type AdminTarget } from './use-group-actions';
import { useTimeGroupDetail } from './use-time-admin';

export function TimeGroupAdmin({ timeGroupId }: { timeGroupId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const group = useTimeGroupDetail(timeGroupId);
  const { actions, dialogs, save } = useGroupActions(() => navigate('/time-tracker/admin', { replace: true }));

  if (!group.isSuccess) return <AdminReadState query={group} failedTitle={t('messages.failedGettingTimeGroups')} />;

  const entry = group.data;
  const target: AdminTarget = {
    type: 'time-group',
    _id: entry._id,
    name: entry.name,
    tags: entry.tags,
    usage: entry.usage,
    subGroupCount: entry.subGroups.length,
  };
  const subGroups = byName(entry.subGroups, i18n.language);

  return (
    <Stack gap="lg">
      <AdminTrail>
        <Text size="sm" component="span" aria-current="page">
          {entry.name}
        </Text>
      </AdminTrail>
      <AdminHeading
        kind={t('time.admin.timeGroup')}
        name={entry.name}
        openTo={`/time-group/list/${encodeURIComponent(entry._id)}`}
        openLabel={t('time.admin.openInTracker')}
      />

      <AdminStats entry={entry} />
      <DetailsCard key={entry._id} target={target} save={save} />

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="group-admin-subgroups">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="group-admin-subgroups">
              {t('time.admin.subGroups')}
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => actions.addSubGroup(entry)}
            >
              {t('time.admin.addSubGroup')}
            </Button>
          </Group>
          {subGroups.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('time.admin.noSubGroups')}
            </Text>
          ) : (
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {subGroups.map((subGroup) => (
                <SubGroupLine key={subGroup._id} subGroup={subGroup} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>

      <DangerZone
        description={t('time.admin.deleteTimeGroupBody', {
          subGroups: t('time.admin.subGroupCount', { count: entry.subGroups.length }),
          stamps: t('time.admin.stampCount', { count: entry.usage }),
        })}
        label={t('time.admin.deleteTimeGroup')}
        onDelete={() => actions.remove(target)}
      />
      {dialogs}
    </Stack>
  );
}
