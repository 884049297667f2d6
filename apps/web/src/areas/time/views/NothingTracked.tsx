import { Button, Paper, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A view with nothing tracked in its range: what is missing, and the way to the groups to track. */
export function NothingTracked({ icon: ViewIcon, title, help }: { icon: Icon; title: string; help: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ViewIcon size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {help}
        </Text>
        <Button component={Link} to="/time-groups/list" variant="light" mt="xs">
          {t('time.views.toGroups')}
        </Button>
      </Stack>
    </Paper>
  );
}
