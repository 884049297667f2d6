import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/use-session';
import { DefineUrlsHeader } from './DefineUrlsHeader';
import { formatInstant } from './format';
import { isNotFound, QueryError } from '../../../shared/QueryStates';
import { EmptyPanel } from './EmptyPanel';
import { RuleForm } from './RuleForm';
import { useHeartbeat } from './use-integrations';
import { PageColumn } from '../../../shared/PageHeader';

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** /time-tracker/admin/define-urls/{heartbeatId}: one kept heartbeat, and a rule form made from it. */
export default function HeartbeatPage() {
  const { t, i18n } = useTranslation();
  const { heartbeatId = '' } = useParams();
  const navigate = useNavigate();
  const timeZone = useSession()?.preferences.timeZone ?? 'UTC';
  const heartbeat = useHeartbeat(heartbeatId);
  const gone = isNotFound(heartbeat.error);

  return (
    <PageColumn>
      <DefineUrlsHeader
        current={null}
        title={t('time.integrations.heartbeat.title')}
        intro={t('time.integrations.heartbeat.intro')}
      />
      {heartbeat.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      )}
      {gone && (
        <EmptyPanel title={t('time.integrations.heartbeat.goneTitle')} body={t('time.integrations.heartbeat.goneBody')}>
          <Button variant="default" component={Link} to="/time-tracker/admin/define-urls/list">
            {t('time.integrations.heartbeat.toList')}
          </Button>
        </EmptyPanel>
      )}
      {heartbeat.isError && !gone && (
        <QueryError
          title={t('time.integrations.heartbeat.loadFailed')}
          error={heartbeat.error}
          onRetry={() => void heartbeat.refetch()}
        />
      )}
      {heartbeat.isSuccess && (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Field label={t('time.integrations.heartbeat.host')}>{heartbeat.data.host}</Field>
              <Field label={t('time.integrations.heartbeat.time')}>
                {formatInstant(heartbeat.data.time, timeZone, i18n.language)}
              </Field>
              <Field label={t('time.integrations.heartbeat.pageTitle')}>
                {heartbeat.data.title || t('time.integrations.heartbeat.noTitle')}
              </Field>
              <Field label={t('time.integrations.heartbeat.url')}>{heartbeat.data.url}</Field>
            </SimpleGrid>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('time.integrations.heartbeat.makeRule')}
              </Title>
              <RuleForm
                key={heartbeat.data._id}
                initial={{ matchOn: 'host', pattern: heartbeat.data.host, subGroupName: heartbeat.data.host }}
                heartbeat={heartbeat.data}
                onSaved={() => navigate('/time-tracker/admin/define-urls')}
                onCancel={() => navigate('/time-tracker/admin/define-urls/list')}
              />
            </Stack>
          </Paper>
        </>
      )}
    </PageColumn>
  );
}
