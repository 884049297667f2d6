import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_DAY_STAMPS, MAX_RANGE_STAMPS } from '@ordna/contract/time/limits';

/**
 * Said where a day's timeline is drawn when the day had more stamps than its answer carries
 * (`cut`): the timeline shows only the latest MAX_DAY_STAMPS, never silently fewer than the day had.
 * With `days`, said of the stamps of several days (the tracker's week, MAX_RANGE_STAMPS).
 */
export function DayCutNotice({
  locale,
  compact = false,
  days = false,
}: {
  locale: string;
  compact?: boolean;
  days?: boolean;
}) {
  const { t } = useTranslation();
  const max = (days ? MAX_RANGE_STAMPS : MAX_DAY_STAMPS).toLocaleString(locale);
  return (
    <Alert
      variant="light"
      color="yellow"
      p={compact ? 'xs' : undefined}
      icon={<IconInfoCircle size={compact ? 16 : 18} aria-hidden />}
      role="status"
    >
      {t(days ? 'time.tracker.cut' : 'time.views.timeline.cut', { max })}
    </Alert>
  );
}
