import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconPlus, IconRouteAltLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UrlRule } from '@ordna/contract/time/heartbeats';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { DefineUrlsHeader } from './DefineUrlsHeader';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { LoadingRows, QueryError } from '../../../shared/QueryStates';
import { EmptyPanel } from './EmptyPanel';
import { RuleModal } from './RuleModal';
import { useDeleteUrlRule, useUrlRules } from './use-integrations';
import { PageColumn } from '../../../shared/PageHeader';
import { RowButton } from '../../../shared/RowButton';

type Editing = { kind: 'add' } | { kind: 'edit'; rule: UrlRule } | null;

function RuleRow({ rule, onEdit, onDelete }: { rule: UrlRule; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color={rule.matchOn === 'url' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
              {t(`time.integrations.matchOn.${rule.matchOn}`)}
            </Badge>
            <Code style={{ overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-sm)' }}>{rule.pattern}</Code>
          </Group>
          <Group gap={6} wrap="wrap">
            <IconArrowRight size={14} aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }} />
            <Text size="sm" fw={600}>
              {rule.timeGroupName || t('time.integrations.rules.groupGone')}
            </Text>
            <Text size="sm" c="dimmed" aria-hidden>
              /
            </Text>
            <Text size="sm">{rule.subGroupName}</Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <RowButton
            icon={IconPencil}
            label={t('time.integrations.rules.edit')}
            namedLabel={t('time.integrations.rules.editNamed', { pattern: rule.pattern })}
            variant="default"
            onClick={onEdit}
          />
          <RowButton
            icon={IconTrash}
            label={t('time.integrations.rules.delete')}
            namedLabel={t('time.integrations.rules.deleteNamed', { pattern: rule.pattern })}
            variant="subtle"
            color="red"
            onClick={onDelete}
          />
        </Group>
      </Group>
    </Paper>
  );
}

/** /time-tracker/admin/define-urls: the URL rules, in the order heartbeats try them. */
export default function DefineUrlsPage() {
  const { t } = useTranslation();
  const rules = useUrlRules();
  const remove = useDeleteUrlRule();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UrlRule | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        notifySuccess(t('time.integrations.rules.deleted'));
        setDeleting(null);
      },
      onError: (error) => notifyFailure(t('time.integrations.rules.deleteFailed'), error),
    });
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'add' })}>
      {t('time.integrations.rules.add')}
    </Button>
  );

  return (
    <PageColumn>
      <DefineUrlsHeader
        current="rules"
        title={t('time.integrations.rules.title')}
        intro={t('time.integrations.rules.intro')}
        action={addButton}
      />
      {rules.isPending && <LoadingRows rows={3} height={72} />}
      {rules.isError && (
        <QueryError
          title={t('time.integrations.rules.loadFailed')}
          error={rules.error}
          onRetry={() => void rules.refetch()}
        />
      )}
      {rules.isSuccess && rules.data.length === 0 && (
        <EmptyPanel
          icon={<IconRouteAltLeft size={26} />}
          title={t('time.integrations.rules.emptyTitle')}
          body={t('time.integrations.rules.emptyBody')}
        >
          <Group gap="sm" justify="center">
            {addButton}
            <Button variant="default" component={Link} to="/time-tracker/admin/define-urls/list">
              {t('time.integrations.rules.seeUnmatched')}
            </Button>
          </Group>
        </EmptyPanel>
      )}
      {rules.isSuccess && rules.data.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('time.integrations.rules.orderHint')}
          </Text>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rules.data.map((rule) => (
              <RuleRow
                key={rule._id}
                rule={rule}
                onEdit={() => setEditing({ kind: 'edit', rule })}
                onDelete={() => setDeleting(rule)}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <RuleModal
        opened={editing !== null}
        rule={editing?.kind === 'edit' ? editing.rule : undefined}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('time.integrations.rules.deleteTitle')}
        confirmLabel={t('time.integrations.rules.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('time.integrations.rules.deleteBody', { pattern: deleting?.pattern ?? '' })}
      </ConfirmDialog>
    </PageColumn>
  );
}
