import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
    <Box maw={860} mx="auto" w="100%">
      <Stack gap="lg">
        <div>
          {back && (
            <Anchor component={Link} to="/settings" size="sm" c="dimmed" display="inline-flex" mb={6}>
              <Group gap={2} component="span">
                <IconChevronLeft size={16} aria-hidden />
                {t('settings.backToSettings')}
              </Group>
            </Anchor>
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" mt={4}>
                  {description}
                </Text>
              )}
            </div>
            {actions}
          </Group>
        </div>
        {children}
      </Stack>
    </Box>
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
