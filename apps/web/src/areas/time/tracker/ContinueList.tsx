import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShallowTimeGroup, TimeStamp } from '@ordna/contract/time';
import { useStampIn } from '../use-stamp-mutations';

const MAX_SHORTCUTS = 6;

/** The sub groups worked on lately, newest first, one each, leaving out what runs now. */
export function recentSubGroups(stamps: readonly TimeStamp[], runningSubGroupIds: ReadonlySet<string>): TimeStamp[] {
  const seen = new Set<string>();
  const picked: TimeStamp[] = [];
  for (const stamp of [...stamps].sort((a, b) => b.startTime.localeCompare(a.startTime))) {
    if (seen.has(stamp.subGroupId) || runningSubGroupIds.has(stamp.subGroupId)) continue;
    seen.add(stamp.subGroupId);
    picked.push(stamp);
    if (picked.length === MAX_SHORTCUTS) break;
  }
  return picked;
}

/** One click to start again what was worked on lately, as trackers offer. */
export function ContinueList({
  stamps,
  running,
  groups,
}: {
  stamps: TimeStamp[];
  running: TimeStamp[];
  groups: ShallowTimeGroup[];
}) {
  const { t } = useTranslation();
  const stampIn = useStampIn();
  const recent = useMemo(
    () => recentSubGroups(stamps, new Set(running.map((stamp) => stamp.subGroupId))),
    [stamps, running],
  );
  if (!recent.length) return null;
  const groupName = (id: string) => groups.find((group) => group._id === id)?.name ?? '';
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('time.tracker.continue')}
      </Title>
      <Group gap="xs">
        {recent.map((stamp) => (
          <Button
            key={stamp.subGroupId}
            variant="default"
            radius="xl"
            leftSection={<IconPlayerPlayFilled size={14} />}
            loading={stampIn.isPending && stampIn.variables?.name === stamp.name}
            onClick={() => stampIn.mutate({ name: stamp.name, timeGroupId: stamp.timeGroupId })}
            aria-label={t('time.startNamed', { name: `${stamp.name} (${groupName(stamp.timeGroupId)})` })}
            maw="100%"
          >
            <Text span inherit truncate>
              {stamp.name}
            </Text>
            <Text span size="xs" c="dimmed" ml={6} truncate>
              {groupName(stamp.timeGroupId)}
            </Text>
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
