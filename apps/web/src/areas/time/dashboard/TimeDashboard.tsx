import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSectionProps } from '../../../shared/area';
import { useNow } from '../../../shared/clock';
import { DashboardCard } from '../../../shared/DashboardCard';
import { formatHm } from '../../../shared/duration';
import { usePreferences } from '../../../shared/use-preferences';
import { colorSlots } from '../views/palette';
import { localeOf } from '../views/view-format';
import { DashboardTimeline } from './DashboardTimeline';

/**
 * The dashboard's time: the span's time per group, most first, and on a day its stamps on the
 * timeline (read apart from the dashboard's answer, as the timeline page reads them).
 */
export default function TimeDashboard({ date, view, answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences } = usePreferences();
  const now = useNow(30_000);
  const section = answer.sections.time;
  const groups = useMemo(() => section?.groups ?? [], [section]);
  const slotOf = useMemo(
    () =>
      colorSlots(
        groups.map((group) => ({ key: group._id, name: group.name })),
        locale,
      ),
    [groups, locale],
  );
  if (!section) return null;

  const names = new Map(groups.map((group) => [group._id, group.name]));
  const largest = Math.max(1, ...groups.map((group) => group.ms));
  const order = [...groups].map((group) => group._id).sort((a, b) => slotOf(a) - slotOf(b));

  return (
    <DashboardCard
      title={t('time.dashboard.title')}
      to="/time-tracker"
      aside={
        <Text size="sm" c="dimmed">
          {t('time.dashboard.total', { time: formatHm(section.totalMs) })}
        </Text>
      }
    >
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`time.dashboard.empty.${view}`)}
        </Text>
      ) : (
        <>
          {view === 'day' && (
            <DashboardTimeline
              date={date}
              names={names}
              order={order}
              colorSlot={slotOf}
              showAuto={preferences.showAuto}
              timeZone={preferences.timeZone}
              locale={locale}
              now={now}
            />
          )}
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {groups.map((group) => (
              <li key={group._id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/time-group/${group._id}`} size="sm" truncate>
                    {group.name}
                  </Anchor>
                  <Text size="sm" ff="monospace">
                    {formatHm(group.ms)}
                  </Text>
                </Group>
                <Progress value={(group.ms / largest) * 100} size="xs" aria-hidden />
              </li>
            ))}
          </Stack>
          {section.more && (
            <Text size="xs" c="dimmed">
              {t('time.dashboard.more')}
            </Text>
          )}
        </>
      )}
    </DashboardCard>
  );
}
