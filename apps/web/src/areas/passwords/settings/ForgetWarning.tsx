import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The plain warning, shown before the extra password is set: forgetting it loses the vault. */
export function ForgetWarning() {
  const { t } = useTranslation();
  return (
    // A standing warning, part of the page: a note, not an alert that screen readers announce.
    <Alert
      role="note"
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('passwords.setup.warningTitle')}
    >
      {t('passwords.setup.warning')}
    </Alert>
  );
}
