import { Alert, List, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DeleteButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { notifySuccess } from '../../shared/notify';
import { useConfirmPassword } from './ConfirmPasswordField';
import { PasswordConfirmModal } from './PasswordConfirmModal';
import { SettingRow } from './SettingRow';
import { useAccount, useDeleteAccount } from './use-account';

/** The end of the profile page: deleting the account, after the password (and code) say yes. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <SettingRow
        label={t('settings.deleteAccount.label')}
        description={t('settings.deleteAccount.description')}
        control={<DeleteButton label={t('settings.deleteAccount.open')} onClick={() => setOpened(true)} />}
      />
      <DeleteAccountModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { account } = useAccount();
  // The sign-out that follows takes the person to the sign-in page (RouteGuard).
  const remove = useDeleteAccount(() => notifySuccess(t('settings.deleteAccount.done')));
  const confirm = useConfirmPassword(remove.error);
  const [code, setCode] = useState('');
  const needsCode = account?.is2faEnabled === true;
  const codeError =
    isRefusal(remove.error, authRefusals.wrongCode) || isRefusal(remove.error, accountRefusals.codeRequiredToDelete)
      ? localizeRefusal(remove.error)
      : null;
  const otherError = remove.error && !confirm.wrongPassword && !codeError ? localizeRefusal(remove.error) : null;

  const close = () => {
    confirm.clear();
    setCode('');
    remove.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.given()) return;
    remove.mutate(
      { password: confirm.password, ...(needsCode && code.trim() ? { code: code.trim() } : {}) },
      { onError: confirm.selectAgain },
    );
  };

  const codeField = needsCode && (
    <TextInput
      label={t('settings.deleteAccount.code')}
      description={t('settings.deleteAccount.codeHint')}
      autoComplete="one-time-code"
      maxLength={20}
      value={code}
      onChange={(event) => setCode(event.currentTarget.value)}
      error={codeError}
    />
  );

  return (
    <PasswordConfirmModal
      {...{ opened, confirm, otherError }}
      texts="settings.deleteAccount"
      write={remove}
      plainError
      after={codeField}
      onClose={close}
      onSubmit={submit}
    >
      <List size="sm" spacing={4}>
        <List.Item>{t('settings.deleteAccount.everything')}</List.Item>
        <List.Item>{t('settings.deleteAccount.shared')}</List.Item>
        <List.Item>{t('settings.deleteAccount.devices')}</List.Item>
      </List>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {t('settings.deleteAccount.final')}
      </Alert>
    </PasswordConfirmModal>
  );
}
