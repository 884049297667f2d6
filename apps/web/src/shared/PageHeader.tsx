import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

/** A page's heading: where it sits (breadcrumbs), its name, and its main actions. */
export function PageHeader({
  title,
  crumbs = [],
  actions,
  below,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {crumbs.length > 0 && (
        <nav aria-label={t('common.breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} fz="sm">
            {crumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="dimmed">
                {crumb.label}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: '1 1 auto' }}>
          {/* A long name keeps to two lines (ellipsis); the whole of it is the tooltip. */}
          <Title
            order={1}
            fz={{ base: 26, sm: 30 }}
            lineClamp={2}
            title={typeof title === 'string' ? title : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Title>
          {below}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}

/** The column every page of an area lives in. */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      {children}
    </Stack>
  );
}
