import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimeStamp } from '@ordna/contract/time';
import { DASHBOARD_JOURNAL_ENTRIES_MAX } from '@ordna/contract/time/dashboard';
import type { DashboardSectionProps } from '../../../shared/area';
import { useToday } from '../../../shared/clock';
import { DashboardCard } from '../../../shared/DashboardCard';
import { Markdown } from '../../../shared/lazy/Markdown';
import { usePreferences } from '../../../shared/use-preferences';
import { clockTime } from '../../../shared/zoned-time';
import { formatDate, localeOf } from '../views/view-format';
import { JournalEntryForm } from './JournalEntryForm';

/**
 * The journal on the dashboard: the latest stamps of the person's journal group in the span,
 * oldest first, each with its note in Markdown; when the span has older ones, a line that says so
 * and leads to the group's page, which has them all; on a span that holds today, a form to write
 * one now (it comes last, where the new entry will).
 */
export default function JournalDashboard({ view, answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const section = answer.sections.journal;
  if (!section) return null;
  const { group, entries } = section;

  if (!group) {
    return (
      <DashboardCard title={t('time.journal.title')} to="/settings">
        <Text size="sm" c="dimmed">
          {t('time.journal.noGroup')}
        </Text>
        <Button component={Link} to="/settings" variant="light" w="fit-content">
          {t('time.journal.chooseGroup')}
        </Button>
      </DashboardCard>
    );
  }

  const holdsToday = answer.from <= today && today <= answer.to;
  return (
    <DashboardCard title={t('time.journal.title')} to={`/time-group/${group._id}`}>
      {section.more && (
        <Text size="xs" c="dimmed">
          {t('time.journal.more', { max: DASHBOARD_JOURNAL_ENTRIES_MAX })}{' '}
          <Anchor component={Link} to={`/time-group/${group._id}`} inherit>
            {t('time.journal.everyEntry', { name: group.name })}
          </Anchor>
        </Text>
      )}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`time.journal.empty.${view}`)}
        </Text>
      ) : (
        <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Entry
              key={entry._id}
              entry={entry}
              showDate={view !== 'day'}
              locale={locale}
              timeZone={preferences.timeZone}
            />
          ))}
        </Stack>
      )}
      {holdsToday && <JournalEntryForm timeGroupId={group._id} />}
    </DashboardCard>
  );
}

function Entry({
  entry,
  showDate,
  locale,
  timeZone,
}: {
  entry: TimeStamp;
  showDate: boolean;
  locale: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const when = clockTime(entry.startTime, timeZone);
  const day = showDate
    ? `${formatDate(entry.date, locale, { weekday: 'short', day: 'numeric', month: 'short' })} `
    : '';
  return (
    <li>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          <Anchor component={Link} to={`/time-stamp/${entry._id}`} inherit c="dimmed">
            {day}
            {when}
          </Anchor>{' '}
          · {entry.name}
        </Text>
        {entry.description ? (
          <Markdown source={entry.description} headingBase={3} compact />
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('time.journal.noNote')}
          </Text>
        )}
      </Stack>
    </li>
  );
}
