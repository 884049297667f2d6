import { Accordion, EmptyState, Grid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AddButton } from '../../../shared/AddButton';
import { useTranslation } from 'react-i18next';
import { IconClockPlus } from '@tabler/icons-react';
import { formatDuration } from '../../../shared/duration';
import { PageColumn, PageHeader } from '../../../shared/PageHeader';
import { byName, subGroupCounts } from './admin-tree';
import { ExportPanel } from './ExportPanel';
import { GroupItem } from './GroupItem';
import { LinksCard } from './LinksCard';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { useGroupActions } from './use-group-actions';
import { useSubGroups } from '../use-sub-groups';
import { useAdminGroups } from './use-time-admin';

/** /time-tracker/admin: every time group with its sub groups, their upkeep, and the CSV export. */
export default function TimeAdminPage() {
  const { t, i18n } = useTranslation();
  const groups = useAdminGroups();
  const subGroups = useSubGroups();
  const { actions, dialogs } = useGroupActions();
  const [opened, setOpened] = useState<string[]>([]);
  // Once opened, a group's sub groups stay mounted so closing it animates instead of emptying first.
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const counts = subGroupCounts(subGroups.data ?? []);

  const onToggle = (value: string[]) => {
    setOpened(value);
    setSeen((current) => new Set([...current, ...value]));
  };

  let content;
  if (groups.isPending) {
    content = <LoadingRows rows={4} />;
  } else if (groups.isError) {
    content = (
      <QueryError
        title={t('messages.failedGettingTimeGroups')}
        error={groups.error}
        fallback={t('time.admin.genericError')}
        onRetry={() => void groups.refetch()}
      />
    );
  } else if (groups.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconClockPlus size={28} stroke={1.6} />}
        variant="light"
        title={t('time.admin.empty.title')}
        description={t('time.admin.empty.description')}
        py="xl"
      >
        <EmptyState.Actions>
          <AddButton label={t('time.admin.addGroup')} onClick={actions.addGroup} />
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    const totalMs = groups.data.reduce((sum, group) => sum + group.total, 0);
    const stamps = groups.data.reduce((sum, group) => sum + group.usage, 0);
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('time.admin.summary', {
            groups: t('time.admin.groupCount', { count: groups.data.length }),
            stamps: t('time.admin.stampCount', { count: stamps }),
            total: formatDuration(totalMs),
          })}
        </Text>
        <Accordion multiple value={opened} onChange={onToggle} variant="separated" chevronPosition="left">
          {byName(groups.data, i18n.language).map((group) => (
            <GroupItem
              key={group._id}
              group={group}
              subGroupCount={counts.get(group._id) ?? 0}
              opened={opened.includes(group._id) || seen.has(group._id)}
              actions={actions}
            />
          ))}
        </Accordion>
      </Stack>
    );
  }

  return (
    <PageColumn>
      <PageHeader
        title={t('time.admin.title')}
        description={t('time.admin.intro')}
        actions={<AddButton label={t('time.admin.addGroup')} onClick={actions.addGroup} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <section aria-label={t('time.admin.groupsHeading')}>{content}</section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ExportPanel />
            <LinksCard />
          </Stack>
        </Grid.Col>
      </Grid>
      {dialogs}
    </PageColumn>
  );
}
