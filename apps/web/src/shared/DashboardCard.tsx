import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One section of the dashboard, the same for every area (docs/adding-an-area.md, "Dashboard
 * section"): a heading that links to the area, what sits beside it, and the section's content.
 */
export function DashboardCard({
  title,
  to,
  aside,
  children,
}: {
  title: string;
  /** The area's page the heading opens. */
  to: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
