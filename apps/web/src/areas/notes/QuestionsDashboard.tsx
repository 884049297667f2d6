import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSectionProps } from '../../shared/area';
import { DashboardCard } from '../../shared/DashboardCard';

/**
 * The dashboard's questions card: every collection with questions; on a day, whether it is
 * answered (opening the note) or waiting (opening the answer form for that day).
 */
export default function QuestionsDashboard({ answer, date, view }: DashboardSectionProps) {
  const { t } = useTranslation();
  const section = answer.sections.questions;
  if (!section || section.collections.length === 0) return null;
  return (
    <DashboardCard title={t('notes.dashboard.questionsTitle')} to="/notes-collections">
      {section.collections.map((collection) => {
        const path = `/notes-collection/${encodeURIComponent(collection._id)}`;
        const today = collection.answered.find((answered) => answered.date === date);
        return (
          <Group key={collection._id} justify="space-between" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to={path} fw={600}>
                {collection.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {view === 'day'
                  ? collection.questions.map((question) => question.text).join(' · ')
                  : t('notes.dashboard.answeredDays', { count: collection.answered.length })}
              </Text>
            </Stack>
            {view === 'day' &&
              (today ? (
                <Badge
                  component={Link}
                  to={`/note/${encodeURIComponent(today.noteId)}`}
                  color="green"
                  variant="light"
                  leftSection={<IconCheck size={12} />}
                  tt="none"
                >
                  {t('notes.dashboard.answered')}
                </Badge>
              ) : (
                collection.canAnswer && (
                  <Button
                    component={Link}
                    to={`${path}?answer=${date}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconMessageQuestion size={14} />}
                  >
                    {t('notes.answers.open')}
                  </Button>
                )
              ))}
          </Group>
        );
      })}
    </DashboardCard>
  );
}
