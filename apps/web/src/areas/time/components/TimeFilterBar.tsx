import { Group, SegmentedControl, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeFilter, TimeSorting } from '@ordna/contract/auth';
import { TIME_FILTERS } from '@ordna/contract/auth/time-views';
import { usePreferences } from '../../../shared/use-preferences';

/** Period (day, week, month, total), sorting (normal, tags) and 'show auto': saved as preferences. */
export function TimeFilterBar({ withSorting = true }: { withSorting?: boolean }) {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('time.filter.label')}
        value={preferences.timeFilter}
        onChange={(value) => void savePreferences({ timeFilter: value as TimeFilter })}
        data={TIME_FILTERS.map((value) => ({ value, label: t(`time.filter.${value}`) }))}
      />
      {withSorting && (
        <SegmentedControl
          aria-label={t('time.sorting.label')}
          value={preferences.timeSorting}
          onChange={(value) => void savePreferences({ timeSorting: value as TimeSorting })}
          data={(['normal', 'tags'] as const).map((value) => ({ value, label: t(`time.sorting.${value}`) }))}
        />
      )}
      <Switch
        ml="auto"
        label={t('time.showAuto')}
        checked={preferences.showAuto}
        onChange={(event) => void savePreferences({ showAuto: event.currentTarget.checked })}
      />
    </Group>
  );
}
