import { Anchor, Breadcrumbs, Button, EmptyState, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft, IconQuestionMark } from '@tabler/icons-react';

/** The trail back to the admin page (and, for a sub group, to its time group). */
export function AdminTrail({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('time.admin.trail')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to="/time-tracker/admin" size="sm">
          {t('time.admin.title')}
        </Anchor>
        {children}
      </Breadcrumbs>
    </nav>
  );
}

export function GroupNotFound() {
  const { t } = useTranslation();
  return (
    <Stack py="xl">
      <EmptyState
        icon={<IconQuestionMark size={28} />}
        variant="light"
        color="gray"
        title={t('time.admin.notFound.title')}
        description={t('time.admin.notFound.description')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/time-tracker/admin" leftSection={<IconArrowLeft size={16} />}>
            {t('time.admin.backToAdmin')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
