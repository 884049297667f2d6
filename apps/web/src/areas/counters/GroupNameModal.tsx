import { FormActions } from '../../shared/FormActions';
import { Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_NAME_MAX } from '@ordna/contract/counters';

/** Asks for a counter group's name: a new group, or a new name for one. */
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
    if (!name.trim()) setError(t('refusals.counters.groupNameRequired'));
    else onSave(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('counters.group.name')}
          placeholder={t('counters.group.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={COUNTER_NAME_MAX}
          required
          data-autofocus
        />
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
