import { useState } from 'react';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationToken } from '@ordna/contract/time/heartbeats';
import { useSession } from '../../../api/use-session';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { formatInstant } from './format';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { QueryError } from '../../../shared/QueryStates';
import { useIntegrationTokens, useRevokeIntegrationToken } from './use-integrations';
import { RowButton } from '../../../shared/RowButton';
import { IntegrationCard } from './IntegrationCard';

/** The person's integration tokens with when each was last used; revoking asks first. */
export function TokenList() {
  const { t, i18n } = useTranslation();
  const timeZone = useSession()?.preferences.timeZone ?? 'UTC';
  const tokens = useIntegrationTokens();
  const revoke = useRevokeIntegrationToken();
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  const when = (iso: string) => formatInstant(iso, timeZone, i18n.language);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking._id, {
      onSuccess: () => {
        notifySuccess(t('time.integrations.tokens.revoked', { name: revoking.name }));
        setRevoking(null);
      },
      onError: (error) => notifyFailure(t('time.integrations.tokens.revokeFailed'), error),
    });
  };

  return (
    <>
      <IntegrationCard title={t('time.integrations.tokens.listTitle')}>
        {tokens.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        )}
        {tokens.isError && (
          <QueryError
            title={t('time.integrations.tokens.loadFailed')}
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
          />
        )}
        {tokens.isSuccess && tokens.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('time.integrations.tokens.empty')}
          </Text>
        )}
        {tokens.isSuccess && tokens.data.length > 0 && (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tokens.data.map((token, index) => (
              <Group
                key={token._id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="sm"
                py="sm"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <IconKey size={20} style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} aria-hidden />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {token.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('time.integrations.tokens.createdAt', { when: when(token.createdAt) })}
                    </Text>
                  </Stack>
                </Group>
                <Group gap="sm" wrap="wrap" justify="flex-end" style={{ marginLeft: 'auto' }}>
                  {token.lastUsedAt ? (
                    <Text size="sm" c="dimmed">
                      {t('time.integrations.tokens.lastUsed', { when: when(token.lastUsedAt) })}
                    </Text>
                  ) : (
                    <Badge variant="light" color="gray">
                      {t('time.integrations.tokens.neverUsed')}
                    </Badge>
                  )}
                  <RowButton
                    icon={IconTrash}
                    label={t('time.integrations.tokens.revoke')}
                    namedLabel={t('time.integrations.tokens.revokeNamed', { name: token.name })}
                    variant="subtle"
                    color="red"
                    onClick={() => setRevoking(token)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </IntegrationCard>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('time.integrations.tokens.revokeTitle')}
        confirmLabel={t('time.integrations.tokens.revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        {t('time.integrations.tokens.revokeBody', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
