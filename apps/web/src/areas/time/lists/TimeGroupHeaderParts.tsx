import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TimeGroupDetail } from '@ordna/contract/time';
import { ShareButton } from '../../../shared/ShareDialog';
import { LeaveShareButton, SharedByBadge } from '../../../shared/SharedBy';
import { timeKeys } from '../time-keys';
import { ResponsiveLinkButton } from '../components/ResponsiveLinkButton';

interface TimeGroupHeaderProps {
  groupId: string;
  group: TimeGroupDetail | undefined;
  /** False for a viewer of a shared group: no stamping, no new sub groups, no settings. */
  canChange: boolean;
}

/** A time group's header buttons: leave (shared with me) or settings and share (mine), and add a sub group. */
export function TimeGroupActions({ groupId, group, canChange, onAdd }: TimeGroupHeaderProps & { onAdd: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sharedBy = group?.sharedBy;
  return (
    <>
      {sharedBy ? (
        <LeaveShareButton
          sharedBy={sharedBy}
          name={group?.name ?? ''}
          listKey={timeKeys.all}
          onLeft={() => void navigate('/time-groups')}
        />
      ) : (
        <>
          <ResponsiveLinkButton
            to={`/time-tracker/admin/time-group/${encodeURIComponent(groupId)}`}
            label={t('time.links.adminGroup')}
            icon={<IconSettings size={16} />}
          />
          {group && <ShareButton kind="timeGroup" id={groupId} name={group.name} />}
        </>
      )}
      {canChange && (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={!group}>
          {t('time.subGroups.add')}
        </Button>
      )}
    </>
  );
}

/** Under a time group's name: who shared it (and "view only"), else its tags. */
export function TimeGroupBelow({ group, canChange }: Omit<TimeGroupHeaderProps, 'groupId'>) {
  const { t } = useTranslation();
  const sharedBy = group?.sharedBy;
  if (sharedBy) {
    return (
      <Group gap={6}>
        <SharedByBadge sharedBy={sharedBy} />
        {!canChange && (
          <Text size="xs" c="dimmed">
            {t('sharing.viewOnly')}
          </Text>
        )}
      </Group>
    );
  }
  if (!group?.tags.length) return null;
  return (
    <Group gap={6}>
      {group.tags.map((tag) => (
        <Badge key={tag._id} variant="light" color="gray" radius="sm">
          {tag.title}
        </Badge>
      ))}
    </Group>
  );
}
