import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSectionProps } from '../../shared/area';

/** The dashboard's notes card: the notes dated in the span, with their first lines. */
export default function NotesDashboard({ answer }: DashboardSectionProps) {
  const { t } = useTranslation();
  const section = answer.sections.notes;
  if (!section) return null;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Anchor component={Link} to="/notes-collections" inherit>
            {t('notes.dashboard.notesTitle')}
          </Anchor>
        </Title>
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
              <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.firstLines}
              </Text>
            )}
          </Stack>
        ))}
        {section.more && (
          <Text size="sm" c="dimmed">
            {t('notes.dashboard.more')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
