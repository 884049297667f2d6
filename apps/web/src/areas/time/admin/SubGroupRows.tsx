import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddButton } from '../../../shared/AddButton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { SubGroupListEntry } from '@ordna/contract/time';
import { formatDuration } from '../../../shared/duration';
import { adminPath, byName } from './admin-tree';
import { ItemMenu } from './ItemMenu';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { TagBadges } from './TagBadges';
import type { GroupActions } from './use-group-actions';
import { useSubGroupsOf } from './use-time-admin';

/** One sub group in an admin list: its name (to its admin page), stamp count, tags and total time. */
export function SubGroupLine({ subGroup, children }: { subGroup: SubGroupListEntry; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="li" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor
            component={Link}
            to={adminPath('sub-group', subGroup._id)}
            fw={500}
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {subGroup.name}
          </Anchor>
          <Group gap={8} wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('time.admin.stampCount', { count: subGroup.usage })}
            </Text>
            <TagBadges tags={subGroup.tags} />
          </Group>
        </Stack>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatDuration(subGroup.total)}
        </Text>
        {children}
      </Group>
    </Box>
  );
}

export function subGroupTarget(subGroup: SubGroupListEntry) {
  return {
    type: 'sub-group' as const,
    _id: subGroup._id,
    name: subGroup.name,
    tags: subGroup.tags,
    usage: subGroup.usage,
  };
}

/** The sub groups of one time group, each with its stamps, total time and actions. */
export function SubGroupRows({ group, actions }: { group: { _id: string; name: string }; actions: GroupActions }) {
  const { t, i18n } = useTranslation();
  const subGroups = useSubGroupsOf(group._id);

  if (subGroups.isPending) return <LoadingRows rows={2} height={44} />;
  if (subGroups.isError) {
    return (
      <QueryError
        title={t('messages.fetchSubGroupsFailed')}
        error={subGroups.error}
        fallback={t('time.admin.genericError')}
        onRetry={() => void subGroups.refetch()}
      />
    );
  }

  const rows = byName(subGroups.data, i18n.language);
  return (
    <Stack gap={0}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          {t('time.admin.noSubGroups')}
        </Text>
      ) : (
        <Box
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('time.admin.subGroupsOf', { group: group.name })}
        >
          {rows.map((subGroup) => (
            <SubGroupLine key={subGroup._id} subGroup={subGroup}>
              <ItemMenu target={subGroupTarget(subGroup)} actions={actions} />
            </SubGroupLine>
          ))}
        </Box>
      )}
      <Group gap="sm" pt="sm">
        <AddButton label={t('time.admin.addSubGroup')} look="small" onClick={() => actions.addSubGroup(group)} />
        <Button size="xs" variant="subtle" component={Link} to={adminPath('time-group', group._id)}>
          {t('time.admin.manageGroup')}
        </Button>
      </Group>
    </Stack>
  );
}
