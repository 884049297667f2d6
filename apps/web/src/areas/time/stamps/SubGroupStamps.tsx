import { Button, Center, Loader, Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubGroupListEntry } from '@ordna/contract/time';
import { QueryError } from '../../../shared/QueryStates';
import { useScrollEnd } from '../../../shared/use-scroll-end';
import { ListEmptyState } from '../lists/ListStates';
import { useSubGroupStamps } from '../use-stamps';
import { useStampIn } from '../use-stamp-mutations';
import { StampDays } from './StampDays';

/** A sub group's stamps, newest first by day, loading more at the end of the page (or from its button). */
export function SubGroupStamps({ subGroupId, entry }: { subGroupId: string; entry: SubGroupListEntry | undefined }) {
  const { t } = useTranslation();
  const stamps = useSubGroupStamps(subGroupId);
  const all = useMemo(() => stamps.data?.pages.flatMap((page) => page.stamps) ?? [], [stamps.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = stamps;
  const stampIn = useStampIn();
  useScrollEnd(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);

  return (
    <Stack gap="sm">
      {stamps.isPending && (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={52} radius="md" />
          ))}
        </Stack>
      )}
      {stamps.isError && <QueryError title={t('time.stamps.loadFailed')} onRetry={() => void stamps.refetch()} />}
      {stamps.isSuccess && all.length === 0 && (
        <ListEmptyState title={t('time.stamps.emptyTitle')} description={t('time.stamps.emptyBody')} />
      )}
      {all.length > 0 && (
        <StampDays
          stamps={all}
          // Ctrl+N in the list: a new stamp here, as the page's Start does.
          onCreate={
            entry && !entry.activeStamp
              ? () => stampIn.mutate({ name: entry.name, timeGroupId: entry.timeGroupId })
              : undefined
          }
        />
      )}
      {isFetchingNextPage && (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            {t('time.stamps.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
