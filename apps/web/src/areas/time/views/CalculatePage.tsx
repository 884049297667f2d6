import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '../../../shared/QueryStates';
import { CalculateControls } from './CalculateControls';
import { CalculateResult } from './CalculateResult';
import { useCalculateView } from './use-calculate-view';
import { ViewPage } from './ViewPage';

/** Total time over a date range for chosen groups (or one group's sub groups), and what it is worth. */
export default function CalculatePage() {
  const { groupId } = useParams();
  return (
    <ViewPage groupId={groupId}>
      <CalculateView groupId={groupId} />
    </ViewPage>
  );
}

function CalculateView({ groupId }: { groupId?: string }) {
  const { t } = useTranslation();
  const view = useCalculateView(groupId);
  const { result } = view;
  const onGroupPage = Boolean(groupId);
  return (
    <Stack gap="md">
      <CalculateControls view={view} onGroupPage={onGroupPage} />
      {result.isError && (result.isPlaceholderData || !result.data) ? (
        <QueryError
          title={t('time.views.loadFailedTitle')}
          error={result.error}
          fallback={t('time.views.loadFailed')}
          onRetry={() => void result.refetch()}
        />
      ) : !result.data ? (
        <Skeleton h={160} radius="md" aria-label={t('common.loading')} />
      ) : (
        <CalculateResult view={view} onGroupPage={onGroupPage} />
      )}
    </Stack>
  );
}
