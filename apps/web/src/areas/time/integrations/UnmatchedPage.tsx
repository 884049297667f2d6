import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconPlus, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnmatchedHost } from '@ordna/contract/time/heartbeats';
import { useSession } from '../../../api/use-session';
import { formatInstant } from './format';
import { DefineUrlsFrame } from './DefineUrlsFrame';
import { useForgetHost, useUnmatchedHosts } from './use-integrations';
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

  return (
    <DefineUrlsFrame
      current="unmatched"
      read={hosts}
      loading={{ rows: 2, height: 110 }}
      emptyIcon={<IconWorld size={26} />}
      empty={
        <Button variant="default" component={Link} to="/time-tracker/integrations">
          {t('time.integrations.unmatched.toTokens')}
        </Button>
      }
      row={(entry) => (
        <HostRow
          key={entry.host}
          entry={entry}
          onMakeRule={() => setRuleFor(entry.host)}
          onForget={() => setForgetting(entry.host)}
        />
      )}
      rule={{
        opened: ruleFor !== null,
        initial: ruleFor ? { matchOn: 'host', pattern: ruleFor, subGroupName: ruleFor } : undefined,
        onClose: () => setRuleFor(null),
      }}
      letting={{
        target: forgetting,
        idOf: (host) => host,
        remove: forget,
        verb: 'forget',
        values: { host: forgetting ?? '' },
        onClose: () => setForgetting(null),
      }}
    />
  );
}
