import { Button, Group, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from './AdminSection';
import { IconDownload } from '@tabler/icons-react';
import { usePreferences } from '../../../shared/use-preferences';
import { NO_MESSAGE, downloadFile } from '../../../shared/download';
import {
  completeRange,
  defaultExportRange,
  exportFileName,
  exportPath,
  exportPreset,
  todayIn,
  type DateRange,
  type ExportPresetName,
} from './export-range';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { ApiError } from '../../../api/client';
import { DatePickerInput } from '../../../shared/lazy/DatePickerInput';
import { phoneTap } from '../../../shared/phone-tap';

const PRESETS: ExportPresetName[] = ['thisWeek', 'thisMonth', 'lastMonth', 'thisYear'];

interface PresetProps {
  today: string;
  chosen: DateRange | null;
  onPick: (range: DateRange) => void;
}

/** The quick ranges (this week, this month…), the one `chosen` pressed. */
function PresetButtons({ today, chosen, onPick }: PresetProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="group" aria-label={t('time.admin.export.presets')}>
      {PRESETS.map((name) => {
        const preset = exportPreset(name, today);
        const active = chosen?.from === preset.from && chosen.to === preset.to;
        return (
          <Button
            key={name}
            size="compact-sm"
            className={phoneTap}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-pressed={active}
            onClick={() => onPick(preset)}
          >
            {t(`time.admin.export.${name}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** Downloads the person's stamps in a date range as a CSV file (GET /time-stamp/export). */
export function ExportPanel() {
  const { t, i18n } = useTranslation();
  const { preferences } = usePreferences();
  const [today] = useState(() => todayIn(preferences.timeZone, Date.now()));
  const [range, setRange] = useState<[string | null, string | null]>(() => {
    const initial = defaultExportRange(today);
    return [initial.from, initial.to];
  });
  const [includeAuto, setIncludeAuto] = useState(preferences.showAuto);
  const [busy, setBusy] = useState(false);
  const chosen = completeRange(range[0], range[1]);

  const download = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await downloadFile(exportPath(chosen, includeAuto), exportFileName(chosen));
      notifySuccess(t('time.admin.export.done'));
    } catch (error) {
      const offline = error instanceof ApiError && error.status === NO_MESSAGE && !error.message;
      notifyFailure(
        t('time.admin.export.failed'),
        error,
        offline ? t('time.admin.export.offline') : t('time.admin.genericError'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection
      id="time-admin-export"
      title={t('time.admin.export.title')}
      description={t('time.admin.export.description')}
    >
      <DatePickerInput
        type="range"
        label={t('time.admin.export.range')}
        value={range}
        onChange={setRange}
        valueFormat="D MMM YYYY"
        locale={i18n.language === 'se' ? 'sv' : 'en'}
        firstDayOfWeek={1}
        allowSingleDateInRange
        error={chosen ? undefined : t('time.admin.export.pickEnd')}
      />
      <PresetButtons today={today} chosen={chosen} onPick={(preset) => setRange([preset.from, preset.to])} />
      <Switch
        checked={includeAuto}
        onChange={(event) => setIncludeAuto(event.currentTarget.checked)}
        label={t('time.admin.export.includeAuto')}
      />
      <Button
        leftSection={<IconDownload size={16} />}
        onClick={() => void download()}
        loading={busy}
        disabled={!chosen}
      >
        {t('time.admin.export.download')}
      </Button>
    </AdminSection>
  );
}
