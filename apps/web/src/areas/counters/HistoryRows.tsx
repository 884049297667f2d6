import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows, QueryError } from '../../shared/QueryStates';

/**
 * What both history lists share: loading, a failed read with "Try again", an empty note, the rows
 * in a bordered list, and "Show more" while older pages remain.
 */
export function HistoryRows({
  query,
  count,
  empty,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingRows rows={4} height={44} />;
  if (query.isError) {
    return (
      <QueryError title={t('counters.history.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      </Paper>
      {query.hasNextPage && (
        <Button variant="subtle" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('counters.history.more')}
        </Button>
      )}
    </Stack>
  );
}

/** One row of a history list: its two sides, a line under it unless it is the last. */
export function HistoryRow({ last, testId, children }: { last: boolean; testId: string; children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="xs"
      style={{ borderBottom: last ? undefined : '1px solid var(--ordna-border)' }}
      data-testid={testId}
    >
      {children}
    </Group>
  );
}
