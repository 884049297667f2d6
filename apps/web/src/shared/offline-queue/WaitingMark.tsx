import { Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Waiting to send": beside a thing whose change is kept on this device until the connection is
 * back (docs/architecture.md, "The write queue"). The words are shown, not only the icon.
 */
export function WaitingMark() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" data-testid="waiting-to-send" style={{ flexShrink: 0 }}>
      <IconCloudUpload size={14} stroke={1.8} aria-hidden />
      <Text span size="xs" c="dimmed" lh={1.2}>
        {t('common.offlineQueue.waiting')}
      </Text>
    </Group>
  );
}
