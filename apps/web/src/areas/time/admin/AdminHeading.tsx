import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A group's admin heading: what it is (time group, sub group), its name, and a link to open it in the tracker. */
export function AdminHeading({
  kind,
  name,
  below,
  openTo,
  openLabel,
}: {
  kind: string;
  name: string;
  below?: ReactNode;
  openTo: string;
  openLabel: string;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={6} miw={0}>
        <Badge variant="light" color="gray" size="sm">
          {kind}
        </Badge>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {below}
      </Stack>
      <Button variant="default" component={Link} to={openTo} rightSection={<IconExternalLink size={16} />}>
        {openLabel}
      </Button>
    </Group>
  );
}
