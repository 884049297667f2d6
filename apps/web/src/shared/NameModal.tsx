import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, type FormModalProps } from './FormModal';

/** What names one kind of container: i18n keys of its label, placeholder and empty-name refusal, and its bound. */
export interface Naming {
  label: string;
  placeholder?: string;
  /** The refusal shown for an empty name. */
  required: string;
  maxLength: number;
}

/**
 * Asks for a container's name (a group, list, collection or context): a new one, or a new name for one.
 * Every area's name dialog is this one; it differs only in its texts and the name's bound. An empty
 * name shows `naming.required` (a refusal's key) instead of the browser's own message.
 */
export function NameModal({
  naming,
  initialName = '',
  onSave,
  ...modal
}: FormModalProps<string> & { naming: Naming; initialName?: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) setError(t(naming.required));
    else onSave(name.trim());
  };
  return (
    <FormModal {...modal} onSubmit={submit}>
      <TextInput
        label={t(naming.label)}
        placeholder={naming.placeholder && t(naming.placeholder)}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={naming.maxLength}
        required
        data-autofocus
      />
    </FormModal>
  );
}
