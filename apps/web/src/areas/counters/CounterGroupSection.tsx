import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { ShareDialog } from '../../shared/ShareDialog';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { CounterCard } from './CounterCard';
import { GroupSubtotals } from './GroupSubtotals';
import { countersKeys } from './counters-keys';

/** What the page does when a person acts on a group or one of its counters. */
export interface GroupActions {
  addCounter: (group: CounterGroup) => void;
  rename: (group: CounterGroup) => void;
  deleteGroup: (group: CounterGroup) => void;
  change: (counter: Counter, change: number) => void;
  history: (counter: Counter) => void;
  edit: (counter: Counter) => void;
  reset: (counter: Counter) => void;
  deleteCounter: (counter: Counter) => void;
}

/**
 * A counter group: its name, its menu (rename, share, delete), "Add counter", and its counters in
 * a grid. A group someone shared with the person shows who shared it and "Leave" instead of the
 * menu; to a viewer its counters read only.
 */
export function CounterGroupSection({ group, actions }: { group: CounterGroup; actions: GroupActions }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const headingId = `counter-group-${group._id}`;
  const { sharedBy } = group;
  const readOnly = sharedBy?.role === 'viewer';
  const keys = useListShortcuts({
    items: group.counters,
    open: actions.history,
    create: readOnly ? undefined : () => actions.addCounter(group),
    copyText: (counter) => `${counter.name}: ${counter.value}${counter.unit ? ` ${counter.unit}` : ''}`,
    remove: readOnly ? undefined : actions.deleteCounter,
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Title order={2} fz="xl" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Title>
          {sharedBy && <SharedByBadge sharedBy={sharedBy} size="xs" />}
          {group.counters.length > 1 && <GroupSubtotals counters={group.counters} />}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!readOnly && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => actions.addCounter(group)}
            >
              {t('counters.addCounter')}
            </Button>
          )}
          {sharedBy ? (
            <LeaveShareButton sharedBy={sharedBy} name={group.name} listKey={countersKeys.all} />
          ) : (
            <ActionsMenu
              label={t('counters.group.actions', { name: group.name })}
              actions={[
                { label: t('counters.group.rename'), icon: IconPencil, onClick: () => actions.rename(group) },
                { label: t('sharing.share'), icon: IconShare, onClick: () => setSharing(true) },
                {
                  label: t('counters.group.delete'),
                  icon: IconTrash,
                  onClick: () => actions.deleteGroup(group),
                  danger: true,
                },
              ]}
            />
          )}
        </Group>
      </Group>
      {!sharedBy && (
        <ShareDialog
          kind="counterGroup"
          id={group._id}
          name={group.name}
          opened={sharing}
          onClose={() => setSharing(false)}
        />
      )}
      {group.counters.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('counters.emptyGroup')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          role="list"
          aria-label={group.name}
          ref={keys.listRef}
          onKeyDown={keys.onKeyDown}
        >
          {group.counters.map((counter, index) => (
            <div key={counter._id} role="listitem" {...keys.itemProps(index)}>
              <CounterCard
                counter={counter}
                onChange={(change) => actions.change(counter, change)}
                onHistory={() => actions.history(counter)}
                onEdit={() => actions.edit(counter)}
                onReset={() => actions.reset(counter)}
                onDelete={() => actions.deleteCounter(counter)}
                readOnly={readOnly}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
