import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSectionProps } from '../../shared/area';
import { DashboardCard } from '../../shared/DashboardCard';
import { Markdown } from '../../shared/lazy/Markdown';

/** The dashboard's notes card: the notes dated in the span, with their first lines. */
export default function NotesDashboard({ answer }: DashboardSectionProps) {
  const { t } = useTranslation();
  const section = answer.sections.notes;
  if (!section) return null;
  return (
    <DashboardCard title={t('notes.dashboard.notesTitle')} to="/notes-collections">
      {section.notes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.dashboard.noNotes')}
        </Text>
      )}
      {section.notes.map((note) => (
        <Stack key={note._id} gap={2}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={`/note/${encodeURIComponent(note._id)}`} fw={600}>
              {note.name}
            </Anchor>
            <Badge variant="light" size="sm" tt="none">
              {note.collectionName}
            </Badge>
          </Group>
          {note.firstLines && (
            // The first lines as written: Markdown rendered (never raw HTML), cut at about three lines.
            <Box c="dimmed" mah={72} style={{ overflow: 'hidden' }}>
              <Markdown source={note.firstLines} headingBase={3} compact />
            </Box>
          )}
        </Stack>
      ))}
      {section.more && (
        <Text size="sm" c="dimmed">
          {t('notes.dashboard.more')}
        </Text>
      )}
    </DashboardCard>
  );
}
