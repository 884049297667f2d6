import { FormActions } from '../../../shared/FormActions';
import { Modal, TextInput } from '@mantine/core';
import type { useNameForm } from '../components/use-name-form';

/** A dialog that asks for one name (a new time group or sub group). */
export function NameModal({
  opened,
  onClose,
  title,
  label,
  placeholder,
  submitLabel,
  loading,
  form,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  loading: boolean;
  form: ReturnType<typeof useNameForm>;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {/* noValidate: an empty name gets the app's message, the same as a blank one, not the browser's. */}
      <form onSubmit={form.submit} noValidate>
        <TextInput label={label} placeholder={placeholder} {...form.inputProps} data-autofocus required />
        <FormActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
      </form>
    </Modal>
  );
}
