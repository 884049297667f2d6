import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@ordna/contract/kernel/quantities';
import type { DashboardSectionProps } from '../../shared/area';
import { DashboardCard } from '../../shared/DashboardCard';
import { useToday } from '../../shared/clock';
import { formatDay } from '../../shared/format-day';
import { usePreferences } from '../../shared/use-preferences';
import { freshnessColour, freshnessOf } from './best-before';

/** The dashboard's storage card: what runs out by three days after the span shown, soonest first. */
export default function StorageDashboard({ answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const section = answer.sections.storage;
  const words = { today: t('storage.today'), yesterday: t('storage.yesterday') };
  return (
    <DashboardCard title={t('storage.dashboard.title')} to="/storage-groups">
      {!section || section.expiring.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('storage.dashboard.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          {section.expiring.map((item) => (
            <Group key={item._id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`/storage-item/${item._id}`} size="sm">
                {item.name}{' '}
                <Text span size="xs" c="dimmed">
                  {formatAmount(item.quantity)} {item.unit} · {item.storageGroupName}
                </Text>
              </Anchor>
              <Badge size="xs" variant="light" color={freshnessColour[freshnessOf(item.bestBefore, today)]}>
                {formatDay(item.bestBefore, today, i18n.language, words)}
              </Badge>
            </Group>
          ))}
          {section.more && (
            <Text size="xs" c="dimmed">
              {t('storage.dashboard.more')}
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
