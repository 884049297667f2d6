import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddSubGroup } from '../use-sub-groups';
import { timeErrorMessage } from '../components/time-errors';

/** Names a new sub group of a time group (POST /sub-group), then opens it. */
export function AddSubGroupModal({
  groupId,
  opened,
  onClose,
}: {
  groupId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addSubGroup = useAddSubGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setError(null);
    addSubGroup.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('time.subGroups.nameRequired'));
      return;
    }
    addSubGroup.mutate(
      { name: name.trim(), timeGroupId: groupId },
      {
        onSuccess: (subGroup) => {
          close();
          void navigate(`/sub-group/${encodeURIComponent(subGroup._id)}`);
        },
        onError: (failure) => setError(timeErrorMessage(failure) ?? t('time.errors.tryAgain')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('time.subGroups.add')} centered>
      <form onSubmit={submit}>
        <TextInput
          label={t('time.subGroups.name')}
          placeholder={t('time.subGroups.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={100}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={addSubGroup.isPending}>
            {t('time.subGroups.addShort')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
