import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_DAY_STAMPS } from '@ordna/contract/time/limits';

/**
 * Said where a day's timeline is drawn when the day had more stamps than its answer carries
 * (`cut`): the timeline shows only the first MAX_DAY_STAMPS, never silently fewer than the day had.
 */
export function DayCutNotice({ locale, compact = false }: { locale: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="yellow"
      p={compact ? 'xs' : undefined}
      icon={<IconInfoCircle size={compact ? 16 : 18} aria-hidden />}
      role="status"
    >
      {t('time.views.timeline.cut', { max: MAX_DAY_STAMPS.toLocaleString(locale) })}
    </Alert>
  );
}
