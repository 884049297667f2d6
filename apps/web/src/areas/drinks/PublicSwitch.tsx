import { ActionIcon, Anchor, CopyButton, Group, Stack, Switch, Text } from '@mantine/core';
import { Tooltip } from '../../shared/lazy/Tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Public page" on or off, and while on, its address to open or copy. The address is new each
 * time it is switched on, so one shared before stops working once it is switched off.
 */
export function PublicSwitch({
  publicId,
  path,
  label,
  description,
  pending,
  onChange,
}: {
  publicId: string | null;
  /** 'drink-collection' or 'drink': the public page's first path segment after /public/. */
  path: string;
  label: string;
  description: string;
  pending: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const address = publicId && `${window.location.origin}/public/${path}/${publicId}`;
  return (
    <Stack gap={6}>
      <Switch
        checked={publicId !== null}
        disabled={pending}
        label={label}
        description={description}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {address && (
        <Group gap={6} wrap="nowrap" pl={{ base: 0, xs: 50 }}>
          <Anchor
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {address}
          </Anchor>
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('drinks.public.copied') : t('drinks.public.copy')} withArrow>
                <ActionIcon variant="subtle" color="gray" onClick={copy} aria-label={t('drinks.public.copy')}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
      {!address && (
        <Text size="xs" c="dimmed" pl={{ base: 0, xs: 50 }}>
          {t('drinks.public.off')}
        </Text>
      )}
    </Stack>
  );
}
