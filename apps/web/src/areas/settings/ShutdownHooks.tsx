import { Button, Code, CopyButton, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOOK_SYSTEMS, shutdownHook } from './shutdown-hooks';

const SYSTEM_NAMES = { linux: 'Linux', macos: 'macOS', windows: 'Windows' } as const;

/** The one-line hook for each system, with the token in it, to copy into a terminal on the device. */
export function ShutdownHooks({ token }: { token: string }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  return (
    <Tabs defaultValue="linux" keepMounted={false}>
      <Tabs.List>
        {HOOK_SYSTEMS.map((system) => (
          <Tabs.Tab key={system} value={system}>
            {SYSTEM_NAMES[system]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HOOK_SYSTEMS.map((system) => {
        const hook = shutdownHook(system, origin, token);
        return (
          <Tabs.Panel key={system} value={system} pt="sm">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t(`settings.shutdown.where.${system}`)}
                </Text>
                <CopyButton value={hook} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      variant={copied ? 'filled' : 'default'}
                      size="xs"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      aria-label={t('settings.shutdown.copyHook', { system: SYSTEM_NAMES[system] })}
                      style={{ flexShrink: 0 }}
                    >
                      {copied ? t('settings.shutdown.copied') : t('settings.shutdown.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Code block data-testid={`hook-${system}`} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {hook}
              </Code>
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
