import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An integrations page with nothing to show (no rules, no unmatched hosts, a heartbeat gone):
 * what and why, and where to go from here.
 */
export function EmptyPanel({
  icon,
  title,
  body,
  children,
}: {
  icon?: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        {icon && (
          <ThemeIcon size={48} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
        )}
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={460}>
          {body}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
