import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconCopy, IconKey, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { secretClipboard } from '../clipboard';

/** Copies a secret, which leaves the clipboard again after 30 s (clipboard.ts). */
export async function copySecret(text: string, t: (key: string) => string): Promise<void> {
  if (await secretClipboard.copy(text)) notifySuccess(t('passwords.copy.done'));
  else notifyFailure(t('common.list.copyFailed'), null);
}

const ICONS = { copy: IconCopy, username: IconUser, password: IconKey } as const;

/**
 * A small copy button; `label` names what it copies for screen readers ("Copy password"), `icon`
 * tells a row's username and password buttons apart at a glance.
 */
export function CopySecret({ text, label, icon = 'copy' }: { text: string; label: string; icon?: keyof typeof ICONS }) {
  const Icon = ICONS[icon];
  const { t } = useTranslation();
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} disabled={!text} onClick={() => void copySecret(text, t)}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
