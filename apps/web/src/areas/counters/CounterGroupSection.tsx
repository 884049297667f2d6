import { ActionIcon, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { CounterCard } from './CounterCard';

/** What the page does when a person acts on a group or one of its counters. */
export interface GroupActions {
  addCounter: (group: CounterGroup) => void;
  rename: (group: CounterGroup) => void;
  deleteGroup: (group: CounterGroup) => void;
  change: (counter: Counter, change: number) => void;
  edit: (counter: Counter) => void;
  deleteCounter: (counter: Counter) => void;
}

/** A counter group: its name, its menu, "Add counter", and its counters in a grid. */
export function CounterGroupSection({ group, actions }: { group: CounterGroup; actions: GroupActions }) {
  const { t } = useTranslation();
  const headingId = `counter-group-${group._id}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="xl" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => actions.addCounter(group)}
          >
            {t('counters.addCounter')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('counters.group.actions', { name: group.name })}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.rename(group)}>
                {t('counters.group.rename')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.deleteGroup(group)}>
                {t('counters.group.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {group.counters.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('counters.emptyGroup')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {group.counters.map((counter) => (
            <CounterCard
              key={counter._id}
              counter={counter}
              onChange={(change) => actions.change(counter, change)}
              onEdit={() => actions.edit(counter)}
              onDelete={() => actions.deleteCounter(counter)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
