import type { ReactNode } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/PageHeader';

const RULES_PATH = '/time-tracker/admin/define-urls';
const UNMATCHED_PATH = '/time-tracker/admin/define-urls/list';

/** The define-urls pages' heading and the switch between the rules and the unmatched heartbeats. */
export function DefineUrlsHeader({
  current,
  title,
  intro,
  action,
}: {
  current: 'rules' | 'unmatched' | null;
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        back={{ label: t('time.integrations.backToIntegrations'), to: '/time-tracker/integrations' }}
        description={intro}
        actions={action}
      />
      {current && (
        <Tabs value={current} onChange={(tab) => navigate(tab === 'unmatched' ? UNMATCHED_PATH : RULES_PATH)}>
          <Tabs.List>
            <Tabs.Tab value="rules">{t('time.integrations.rules.tab')}</Tabs.Tab>
            <Tabs.Tab value="unmatched">{t('time.integrations.unmatched.tab')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
    </Stack>
  );
}
