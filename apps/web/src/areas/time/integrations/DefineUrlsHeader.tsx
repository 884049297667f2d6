import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

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
      <Anchor component={Link} to="/time-tracker/integrations" size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {t('time.integrations.backToIntegrations')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {action}
      </Group>
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
