import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddTimeGroup } from '../use-time-groups';
import { isInputError, timeErrorMessage } from '../components/time-errors';

/** Names a new time group (POST /time-group), then opens it so its first sub group can start. */
export function AddTimeGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addGroup = useAddTimeGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setError(null);
    addGroup.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('time.groups.nameRequired'));
      return;
    }
    addGroup.mutate(
      { name: name.trim() },
      {
        onSuccess: (group) => {
          close();
          void navigate(`/time-group/list/${encodeURIComponent(group._id)}`);
        },
        onError: (failure) => {
          if (isInputError(failure)) setError(timeErrorMessage(failure));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('time.groups.add')} centered>
      <form onSubmit={submit}>
        <TextInput
          label={t('time.groups.name')}
          placeholder={t('time.groups.namePlaceholder')}
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
          <Button type="submit" loading={addGroup.isPending}>
            {t('time.groups.addShort')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
