import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { localizeServerMessage } from '../../../api/server-messages';

/** A read that failed: what failed, the server's reason, and a way to try again. */
export function QueryError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      {error instanceof ApiError && error.message ? localizeServerMessage(error.message) : null}
      <Button variant="default" size="xs" mt="sm" onClick={onRetry} display="block">
        {t('time.integrations.retry')}
      </Button>
    </Alert>
  );
}
