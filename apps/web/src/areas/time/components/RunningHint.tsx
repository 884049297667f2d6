import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveStamps } from '../use-active-stamps';
import { useStampOut } from '../use-stamp-mutations';

/**
 * Under the stamp-in field: each sub group keeps its own timer, so starting one does not stop
 * the others. Say what runs, and offer to stop all but the newest.
 */
export function RunningHint() {
  const { t } = useTranslation();
  const active = useActiveStamps();
  const stampOut = useStampOut();
  const [stopping, setStopping] = useState(false);
  const running = active.data ?? [];
  if (running.length === 0) return null;

  const stopOthers = async () => {
    setStopping(true);
    try {
      // One after another: each answer updates the cached totals the next one starts from.
      for (const stamp of running.slice(1)) await stampOut.mutateAsync(stamp._id);
    } catch {
      // The failed stop has shown its toast; the rest stay running.
    } finally {
      setStopping(false);
    }
  };

  return (
    <Group gap="xs" mt={6} justify="space-between" wrap="wrap" data-testid="running-hint">
      <Text size="xs" c="dimmed" role="status">
        {running.length === 1
          ? t('time.stampIn.keepsRunning', { name: running[0]!.name })
          : t('time.stampIn.timersRunning', { count: running.length })}
      </Text>
      {running.length > 1 && (
        <Button size="compact-xs" variant="light" color="red" loading={stopping} onClick={() => void stopOthers()}>
          {t('time.stampIn.stopOthers', { name: running[0]!.name })}
        </Button>
      )}
    </Group>
  );
}
