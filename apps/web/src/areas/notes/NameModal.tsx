import { Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/FormActions';

/** Asks for a name: a new collection or context, or a new name for one. */
export function NameModal({
  title,
  label,
  placeholder,
  submitLabel,
  requiredKey,
  maxLength,
  initialName = '',
  loading,
  onSave,
  onClose,
}: {
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The refusal shown for an empty name. */
  requiredKey: string;
  maxLength: number;
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
    if (!name.trim()) setError(t(requiredKey));
    else onSave(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={maxLength}
          required
          data-autofocus
        />
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
