import { Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card of the time admin pages: a section named by its heading (`id`, `title`), the `description`
 * under it if any, then its `children` with `gap` between them; `outside` (a dialog) after them.
 */
export function AdminSection({
  id,
  title,
  description,
  gap = 'sm',
  outside,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  gap?: MantineSpacing;
  outside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {description === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          </div>
        )}
        {children}
      </Stack>
      {outside}
    </Paper>
  );
}
