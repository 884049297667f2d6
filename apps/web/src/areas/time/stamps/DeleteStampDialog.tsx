import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TimeStamp } from '@ordna/contract/time';
import { formatDuration } from '../components/duration';
import { useDeleteStamp } from '../use-stamp-mutations';

/** Asks before a stamp (and its time) is gone for good; then goes back to its sub group. */
export function DeleteStampDialog({
  stamp,
  opened,
  onClose,
}: {
  stamp: TimeStamp;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteStamp = useDeleteStamp();
  const confirm = () =>
    deleteStamp.mutate(stamp, {
      onSuccess: () => {
        onClose();
        void navigate(`/sub-group/${encodeURIComponent(stamp.subGroupId)}`, { replace: true });
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('time.stamp.deleteTitle')} centered>
      <Text size="sm">
        {t('time.stamp.deleteBody', { name: stamp.name, duration: formatDuration(stamp.durationInMs) })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={deleteStamp.isPending}>
          {t('time.stamp.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
