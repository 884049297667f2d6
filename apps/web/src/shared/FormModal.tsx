import { Modal, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';

/** What a page tells a dialog form: its title, its submit button's words, whether it saves, and what to do. */
export interface FormModalProps<Fields> {
  title: string;
  submitLabel: string;
  loading: boolean;
  onSave: (fields: Fields) => void;
  onClose: () => void;
}

/**
 * A dialog holding one form (a name, a counter, a drink…): its fields, then Cancel and the submit
 * button. The browser's own checks are off (`noValidate`): the form says what is wrong in its words.
 */
export function FormModal({
  title,
  submitLabel,
  loading,
  onClose,
  onSubmit,
  size,
  children,
}: Omit<FormModalProps<never>, 'onSave'> & { onSubmit: () => void; size?: ModalProps['size']; children: ReactNode }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        {children}
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
