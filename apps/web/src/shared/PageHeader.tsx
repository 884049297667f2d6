import { Anchor, Breadcrumbs, Group, rem, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIST_MARGIN_PX } from '@ordna/contract/kernel/constants';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * A page's heading, the same on every page: where it sits (breadcrumbs, or one way back), its
 * name, a line about it, and its main actions.
 */
export function PageHeader({
  title,
  crumbs = [],
  back,
  description,
  actions,
  below,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  /** One link back (to a hub), for a page that is not in a trail of crumbs. */
  back?: Crumb;
  description?: ReactNode;
  actions?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" c="dimmed" display="inline-flex" w="fit-content">
          <Group gap={2} component="span" wrap="nowrap">
            <IconChevronLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
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
          {description && <Text c="dimmed">{description}</Text>}
          {below}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}

/**
 * The column every page lives in, centred, one width for all pages; `reading` is narrower, for a
 * page that is one short form or list and reads badly stretched. What it holds (the header, a
 * search field, a list) stands the specification's list margin apart: LIST_MARGIN_PX, 20 px.
 */
export const pageWidths = { page: 960, reading: 720 } as const;

export function PageColumn({ children, width = 'page' }: { children: ReactNode; width?: keyof typeof pageWidths }) {
  return (
    <Stack gap={rem(LIST_MARGIN_PX)} maw={pageWidths[width]} mx="auto" w="100%">
      {children}
    </Stack>
  );
}
