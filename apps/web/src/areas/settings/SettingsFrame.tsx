import { Box, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageColumn, PageHeader } from '../../shared/PageHeader';

/** The frame of every settings page: a way back to the hub, the title and a line about it. */
export function SettingsFrame({
  title,
  description,
  back = true,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageColumn>
      <PageHeader
        title={title}
        back={back ? { label: t('settings.backToSettings'), to: '/settings' } : undefined}
        description={description}
        actions={actions}
      />
      {children}
    </PageColumn>
  );
}

/** A titled card of settings. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mt={2}>
          {description}
        </Text>
      )}
      <Box mt="md">{children}</Box>
    </Paper>
  );
}
