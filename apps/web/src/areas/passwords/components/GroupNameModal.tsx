import { Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/FormActions';
import { ENTRY_LIMITS } from '../entry';

/** Asks for a password group's name: a new group, or a new name for one (sealed before it is sent). */
export function GroupNameModal({
  title,
  submitLabel,
  initialName = '',
  loading,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initialName?: string;
  loading: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setError(t('passwords.group.nameRequired'));
    else onSave(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('passwords.group.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={ENTRY_LIMITS.groupName}
          required
          data-autofocus
        />
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
