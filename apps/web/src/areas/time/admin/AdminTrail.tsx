import { Anchor, Breadcrumbs, Button, EmptyState, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft, IconQuestionMark } from '@tabler/icons-react';
import { isNotFound, LoadingRows, QueryError } from '../../../shared/QueryStates';

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

/** A group's admin read that has nothing to show yet: loading, not there (a 404), or failed with a retry. */
export function AdminReadState({
  query,
  failedTitle,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  failedTitle: string;
}) {
  const { t } = useTranslation();
  if (!query.isError) return <LoadingRows rows={4} height={80} />;
  if (isNotFound(query.error)) return <GroupNotFound />;
  return (
    <QueryError
      title={failedTitle}
      error={query.error}
      fallback={t('time.admin.genericError')}
      onRetry={() => void query.refetch()}
    />
  );
}
