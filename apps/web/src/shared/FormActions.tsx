import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  loading?: boolean;
}

/** A dialog form's footer: Cancel, then the submit button that says what it does. */
export function FormActions({ submitLabel, onCancel, loading = false }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
