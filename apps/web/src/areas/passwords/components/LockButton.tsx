import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vault } from '../vault';

/** Locks the vault now: the key and everything decrypted are forgotten, its session ends. */
export function LockButton() {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconLock size={16} />} onClick={() => void vault.lock()}>
      {t('passwords.lock')}
    </Button>
  );
}
