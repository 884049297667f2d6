import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconPencil, IconRouteAltLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UrlRule } from '@ordna/contract/time/heartbeats';
import { AddButton } from '../../../shared/AddButton';
import { DefineUrlsFrame } from './DefineUrlsFrame';
import { useDeleteUrlRule, useUrlRules } from './use-integrations';
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

  const addButton = <AddButton label={t('time.integrations.rules.add')} onClick={() => setEditing({ kind: 'add' })} />;
  const empty = (
    <Group gap="sm" justify="center">
      {addButton}
      <Button variant="default" component={Link} to="/time-tracker/admin/define-urls/list">
        {t('time.integrations.rules.seeUnmatched')}
      </Button>
    </Group>
  );
  return (
    <DefineUrlsFrame
      current="rules"
      read={rules}
      loading={{ rows: 3, height: 72 }}
      action={addButton}
      emptyIcon={<IconRouteAltLeft size={26} />}
      empty={empty}
      ordered
      hint={t('time.integrations.rules.orderHint')}
      row={(rule) => (
        <RuleRow
          key={rule._id}
          rule={rule}
          onEdit={() => setEditing({ kind: 'edit', rule })}
          onDelete={() => setDeleting(rule)}
        />
      )}
      rule={{
        opened: editing !== null,
        rule: editing?.kind === 'edit' ? editing.rule : undefined,
        onClose: () => setEditing(null),
      }}
      letting={{
        target: deleting,
        idOf: (rule) => rule._id,
        remove,
        verb: 'delete',
        values: { pattern: deleting?.pattern ?? '' },
        onClose: () => setDeleting(null),
      }}
    />
  );
}
