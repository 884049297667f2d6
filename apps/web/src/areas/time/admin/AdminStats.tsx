import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeListEntry } from '@ordna/contract/time';
import { formatDuration } from '../../../shared/duration';

/** The numbers of one group: how many stamps it holds and its time this week, this month and in all. */
export function AdminStats({ entry }: { entry: TimeListEntry }) {
  const { t } = useTranslation();
  const cells = [
    { label: t('time.admin.stats.stamps'), value: String(entry.usage) },
    { label: t('time.admin.stats.currentWeek'), value: formatDuration(entry.currentWeek) },
    { label: t('time.admin.stats.currentMonth'), value: formatDuration(entry.currentMonth) },
    { label: t('time.admin.stats.total'), value: formatDuration(entry.total) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {cells.map((cell) => (
        <Paper key={cell.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {cell.label}
          </Text>
          <Text size="lg" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {cell.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
