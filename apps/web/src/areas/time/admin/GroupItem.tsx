import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeListEntry } from '@ordna/contract/time';
import { formatDuration } from '../../../shared/duration';
import { ItemMenu } from './ItemMenu';
import { SubGroupRows } from './SubGroupRows';
import { TagBadges } from './TagBadges';
import type { AdminTarget, GroupActions } from './use-group-actions';

interface GroupItemProps {
  group: TimeListEntry;
  subGroupCount: number;
  opened: boolean;
  actions: GroupActions;
}

export function groupTarget(group: TimeListEntry, subGroupCount: number): AdminTarget {
  return { type: 'time-group', _id: group._id, name: group.name, tags: group.tags, usage: group.usage, subGroupCount };
}

/** One time group of the admin list: a summary that opens onto its sub groups. */
export function GroupItem({ group, subGroupCount, opened, actions }: GroupItemProps) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={group._id}>
      <Group wrap="nowrap" gap={4} pr="xs">
        <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} miw={0}>
              <Group gap={8} wrap="wrap" miw={0}>
                <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {group.name}
                </Text>
                {group.activeStamp && (
                  <Badge size="xs" color="green" variant="dot">
                    {t('time.admin.running')}
                  </Badge>
                )}
              </Group>
              <Group gap={8} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t('time.admin.subGroupCount', { count: subGroupCount })} ·{' '}
                  {t('time.admin.stampCount', { count: group.usage })}
                </Text>
                <TagBadges tags={group.tags} />
              </Group>
            </Stack>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatDuration(group.total)}
            </Text>
          </Group>
        </Accordion.Control>
        <ItemMenu target={groupTarget(group, subGroupCount)} actions={actions} />
      </Group>
      <Accordion.Panel>{opened && <SubGroupRows group={group} actions={actions} />}</Accordion.Panel>
    </Accordion.Item>
  );
}
