import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminStats } from './AdminStats';
import { adminPath } from './admin-tree';
import { AdminHeading } from './AdminHeading';
import { AdminReadState, AdminTrail } from './AdminTrail';
import { DangerZone } from './DangerZone';
import { DetailsCard } from './DetailsCard';
import { MoveStampsCard } from './MoveStampsCard';
import { subGroupTarget } from './SubGroupRows';
import { deleteBody } from './delete-body';
import { useGroupActions } from './use-group-actions';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroupDetail } from './use-time-admin';

export function SubGroupAdmin({ subGroupId }: { subGroupId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subGroup = useSubGroupDetail(subGroupId);
  const groups = useShallowGroups();
  const timeGroupId = subGroup.data?.timeGroupId;
  const { actions, dialogs, save } = useGroupActions(() =>
    navigate(timeGroupId ? adminPath('time-group', timeGroupId) : '/time-tracker/admin', { replace: true }),
  );

  if (!subGroup.isSuccess) return <AdminReadState query={subGroup} failedTitle={t('messages.fetchSubGroupsFailed')} />;

  const entry = subGroup.data;
  const parent = groups.data?.find((group) => group._id === entry.timeGroupId);
  const target = subGroupTarget(entry);

  return (
    <Stack gap="lg">
      <AdminTrail>
        <Anchor component={Link} to={adminPath('time-group', entry.timeGroupId)} size="sm">
          {parent?.name ?? t('time.admin.timeGroup')}
        </Anchor>
        <Text size="sm" component="span" aria-current="page">
          {entry.name}
        </Text>
      </AdminTrail>
      <AdminHeading
        kind={t('time.admin.subGroup')}
        name={entry.name}
        below={
          parent && (
            <Text size="sm" c="dimmed">
              {t('time.admin.inTimeGroup', { group: parent.name })}
            </Text>
          )
        }
        openTo={`/sub-group/${encodeURIComponent(entry._id)}`}
        openLabel={t('time.admin.openStamps')}
      />

      <AdminStats entry={entry} />
      <DetailsCard key={entry._id} target={target} save={save} />
      <MoveStampsCard source={entry} />
      <DangerZone
        description={deleteBody(t, false, entry.usage, 0)}
        label={t('time.admin.deleteSubGroup')}
        onDelete={() => actions.remove(target)}
      />
      {dialogs}
    </Stack>
  );
}
