import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationTokenCreated } from '@ordna/contract/time/heartbeats';
import { curlExample } from './curl-example';

function CopyLine({ value, label, description }: { value: string; label: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
        <Text size="sm">{description}</Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'default'}
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              aria-label={`${copied ? t('time.integrations.copied') : t('time.integrations.copy')}: ${label}`}
              style={{ flexShrink: 0 }}
            >
              {copied ? t('time.integrations.copied') : t('time.integrations.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Stack>
  );
}

/** A token just made: shown this once, with a copy button and a curl line to try it with. */
export function TokenReveal({ created, onDone }: { created: IntegrationTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={20} />}
      title={t('time.integrations.tokens.createdTitle', { name: created.name })}
      role="status"
    >
      <Stack gap="sm">
        <CopyLine
          value={created.token}
          label={t('time.integrations.tokens.tokenLabel')}
          description={t('time.integrations.tokens.createdHint')}
        />
        <CopyLine
          value={curlExample(window.location.origin, created.token)}
          label={t('time.integrations.tokens.curlLabel')}
          description={t('time.integrations.tokens.tryIt')}
        />
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('time.integrations.tokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
