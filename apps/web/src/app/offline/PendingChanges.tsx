import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingChanges } from './pending';

/**
 * The offline banner's count of changes waiting to be sent. Loaded only when the banner shows, so
 * the write queue (and IndexedDB's wrapper) stays out of the first paint's JavaScript.
 */
export default function PendingChanges() {
  const { t } = useTranslation();
  const pending = usePendingChanges();
  if (pending === 0) return null;
  return (
    <Text size="xs" lh={1.35} fw={600}>
      {t('common.offline.pending', { count: pending })}
    </Text>
  );
}
