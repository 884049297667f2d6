import { Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from './use-connectivity';
import { lazyOrNothing } from './lazy-or-nothing';

const { Component: PendingChanges, preload: preloadPendingChanges } = lazyOrNothing(
  () => import('./offline/PendingChanges'),
);

/**
 * A fixed banner while the server cannot be reached: what still works offline (what this device
 * keeps, docs/architecture.md, "Offline") and how many changes wait to be sent. The status region
 * stays in the page so screen readers announce the change when the banner appears and when it goes.
 */
export function OfflineBanner({
  ping,
  stream,
}: {
  ping?: () => Promise<boolean>;
  stream?: Parameters<typeof useConnectivity>[2];
}) {
  const { t } = useTranslation();
  const online = useConnectivity(ping, undefined, stream);
  // Fetched while the connection is there, so the count can show once it is gone.
  useEffect(() => void preloadPendingChanges(), []);
  return (
    <div role="status" aria-live="polite" className="ordna-offline">
      {!online && (
        <Paper shadow="md" radius="xl" px="md" py="xs" className="ordna-offline-banner">
          <Group gap="sm" wrap="nowrap">
            <IconCloudOff size={20} stroke={1.8} aria-hidden />
            <div>
              <Text size="sm" fw={700} lh={1.3}>
                {t('common.offline.title')}
              </Text>
              <Text size="xs" lh={1.35}>
                {t('common.offline.body')}
              </Text>
              <Suspense fallback={null}>
                <PendingChanges />
              </Suspense>
            </div>
          </Group>
        </Paper>
      )}
    </div>
  );
}
