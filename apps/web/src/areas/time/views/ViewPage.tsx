import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallowGroups } from '../use-time-groups';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { ViewTabs } from './ViewTabs';

/**
 * The frame of the timeline, graph and calculate pages, like the list pages: breadcrumbs, a title
 * (all groups, or the one group's name), the view tabs, then the view.
 */
export function ViewPage({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const groups = useShallowGroups();
  const group = groupId ? groups.data?.find((entry) => entry._id === groupId) : undefined;
  const missing = Boolean(groupId && groups.isSuccess && !group);
  const crumbs = [{ label: t('time.views.tracker'), to: '/time-tracker' }];
  if (groupId) crumbs.push({ label: t('time.views.title'), to: '/time-groups' });
  return (
    <PageColumn>
      <PageHeader
        title={groupId ? (group?.name ?? (missing ? '' : <Skeleton height={30} width={220} />)) : t('time.views.title')}
        crumbs={crumbs}
      />
      {missing ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('time.views.groupMissing')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('time.views.groupMissingHelp')}</Text>
            <Button component={Link} to="/time-groups/list" size="xs" variant="light">
              {t('time.views.toGroups')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <div>
          <ViewTabs groupId={groupId} />
          {children}
        </div>
      )}
    </PageColumn>
  );
}
