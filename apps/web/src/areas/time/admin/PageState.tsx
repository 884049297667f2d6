import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../../app/notify';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('time.admin.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load: what failed, the server's reason, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reasonOf(error, t('time.admin.genericError'))}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('time.admin.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
