import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconPlus, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnmatchedHost } from '@ordna/contract/time/heartbeats';
import { useSession } from '../../../api/use-session';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { DefineUrlsHeader } from './DefineUrlsHeader';
import { formatInstant } from './format';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { EmptyPanel } from './EmptyPanel';
import { RuleModal } from './RuleModal';
import { useForgetHost, useUnmatchedHosts } from './use-integrations';
import { PageColumn } from '../../../shared/PageHeader';
import { RowButton } from '../../../shared/RowButton';

function HostRow({
  entry,
  onMakeRule,
  onForget,
}: {
  entry: UnmatchedHost;
  onMakeRule: () => void;
  onForget: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useSession()?.preferences.timeZone ?? 'UTC';
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <IconWorld size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {entry.host}
            </Text>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('time.integrations.unmatched.count', { count: entry.count })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('time.integrations.unmatched.lastSeen', {
              when: formatInstant(entry.lastSeen, timeZone, i18n.language),
            })}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={`/time-tracker/admin/define-urls/${encodeURIComponent(entry.heartbeatId)}`}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('time.integrations.unmatched.openLatest', { host: entry.host })}
        >
          {entry.sampleTitle || entry.sampleUrl}
        </Anchor>
        {entry.sampleTitle && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.sampleUrl}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <RowButton
            icon={IconEyeOff}
            label={t('time.integrations.unmatched.forget')}
            namedLabel={t('time.integrations.unmatched.forgetNamed', { host: entry.host })}
            variant="subtle"
            color="gray"
            onClick={onForget}
          />
          <RowButton
            icon={IconPlus}
            label={t('time.integrations.unmatched.makeRule')}
            namedLabel={t('time.integrations.unmatched.makeRuleNamed', { host: entry.host })}
            variant="light"
            onClick={onMakeRule}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** /time-tracker/admin/define-urls/list: heartbeats no rule matched, per host, to make rules from. */
export default function UnmatchedPage() {
  const { t } = useTranslation();
  const hosts = useUnmatchedHosts();
  const forget = useForgetHost();
  const [ruleFor, setRuleFor] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState<string | null>(null);

  const confirmForget = () => {
    if (!forgetting) return;
    forget.mutate(forgetting, {
      onSuccess: () => {
        notifySuccess(t('time.integrations.unmatched.forgotten', { host: forgetting }));
        setForgetting(null);
      },
      onError: (error) => notifyFailure(t('time.integrations.unmatched.forgetFailed'), error),
    });
  };

  return (
    <PageColumn>
      <DefineUrlsHeader
        current="unmatched"
        title={t('time.integrations.unmatched.title')}
        intro={t('time.integrations.unmatched.intro')}
      />
      {hosts.isPending && <LoadingRows rows={2} height={110} />}
      {hosts.isError && (
        <QueryError
          title={t('time.integrations.unmatched.loadFailed')}
          error={hosts.error}
          onRetry={() => void hosts.refetch()}
        />
      )}
      {hosts.isSuccess && hosts.data.length === 0 && (
        <EmptyPanel
          icon={<IconWorld size={26} />}
          title={t('time.integrations.unmatched.emptyTitle')}
          body={t('time.integrations.unmatched.emptyBody')}
        >
          <Button variant="default" component={Link} to="/time-tracker/integrations">
            {t('time.integrations.unmatched.toTokens')}
          </Button>
        </EmptyPanel>
      )}
      {hosts.isSuccess && hosts.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {hosts.data.map((entry) => (
            <HostRow
              key={entry.host}
              entry={entry}
              onMakeRule={() => setRuleFor(entry.host)}
              onForget={() => setForgetting(entry.host)}
            />
          ))}
        </Stack>
      )}

      <RuleModal
        opened={ruleFor !== null}
        initial={ruleFor ? { matchOn: 'host', pattern: ruleFor, subGroupName: ruleFor } : undefined}
        onClose={() => setRuleFor(null)}
      />
      <ConfirmDialog
        opened={forgetting !== null}
        title={t('time.integrations.unmatched.forgetTitle')}
        confirmLabel={t('time.integrations.unmatched.forget')}
        loading={forget.isPending}
        onConfirm={confirmForget}
        onClose={() => setForgetting(null)}
      >
        {t('time.integrations.unmatched.forgetBody', { host: forgetting ?? '' })}
      </ConfirmDialog>
    </PageColumn>
  );
}
