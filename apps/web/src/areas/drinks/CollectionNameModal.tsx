import { Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DRINK_COLLECTION_NAME_MAX } from '@ordna/contract/drinks/limits';
import { FormActions } from '../../shared/FormActions';

/** Asks for a drink collection's name: a new collection, or a new name for one. */
export function CollectionNameModal({
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
    if (!name.trim()) setError(t('refusals.drinks.collectionNameRequired'));
    else onSave(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('drinks.collection.name')}
          placeholder={t('drinks.collection.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={DRINK_COLLECTION_NAME_MAX}
          required
          data-autofocus
        />
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
