import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconRouteAltLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UrlRule } from '@ordna/contract/time/heartbeats';
import { AddButton } from '../../../shared/AddButton';
import { ConfirmDelete, lazyDialog } from '../../../shared/lazy/dialogs';
import { DefineUrlsHeader } from './DefineUrlsHeader';
import { ReadStates } from '../../../shared/QueryStates';
import { EmptyPanel } from './EmptyPanel';
import { useDeleteUrlRule, useUrlRules } from './use-integrations';
import { PageColumn } from '../../../shared/PageHeader';
import { RowButton } from '../../../shared/RowButton';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const RuleModal = lazyDialog(
  () => import('./RuleModal').then((module) => module.RuleModal),
  (props) => props.opened,
);

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

  const addButton = <AddButton label={t('time.integrations.rules.add')} onClick={() => setEditing({ kind: 'add' })} />;

  return (
    <PageColumn>
      <DefineUrlsHeader
        current="rules"
        title={t('time.integrations.rules.title')}
        intro={t('time.integrations.rules.intro')}
        action={addButton}
      />
      <ReadStates read={rules} failed={t('time.integrations.rules.loadFailed')} loading={{ rows: 3, height: 72 }} />
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
      <ConfirmDelete
        target={deleting}
        idOf={(rule) => rule._id}
        remove={remove}
        title={t('time.integrations.rules.deleteTitle')}
        confirmLabel={t('time.integrations.rules.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('time.integrations.rules.deleteBody', { pattern: deleting?.pattern ?? '' })}
      </ConfirmDelete>
    </PageColumn>
  );
}
