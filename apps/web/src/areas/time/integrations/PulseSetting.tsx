import { useState } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MINUTE_MS } from '@ordna/contract/kernel/constants';
import { usePreferences } from '../../../shared/use-preferences';
import { notifySuccess } from '../../../shared/notify';
import { IntegrationCard } from './IntegrationCard';

const MIN_MINUTES = 0.5;
const MAX_MINUTES = 60;

/** The pulse window: heartbeats of a rule closer together than this join one automatic stamp. */
export function PulseSetting() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const saved = preferences.heartbeatPulseMs / MINUTE_MS;
  const [minutes, setMinutes] = useState<number | string>(saved);
  const [saving, setSaving] = useState(false);
  const value = typeof minutes === 'number' ? minutes : Number.NaN;
  const valid = Number.isFinite(value) && value >= MIN_MINUTES && value <= MAX_MINUTES;

  const save = async () => {
    if (!valid) return;
    setSaving(true);
    const ok = await savePreferences({ heartbeatPulseMs: Math.round(value * MINUTE_MS) });
    setSaving(false);
    if (ok) notifySuccess(t('time.integrations.pulse.saved'));
  };

  return (
    <IntegrationCard title={t('time.integrations.pulse.title')} hint={t('time.integrations.pulse.hint')}>
      <Group align="flex-start" gap="sm">
        <NumberInput
          label={t('time.integrations.pulse.label')}
          value={minutes}
          onChange={setMinutes}
          min={MIN_MINUTES}
          max={MAX_MINUTES}
          decimalScale={1}
          step={0.5}
          w={160}
          error={valid ? null : t('time.integrations.pulse.invalid', { min: MIN_MINUTES, max: MAX_MINUTES })}
        />
        <Button
          variant="default"
          mt={25}
          onClick={() => void save()}
          loading={saving}
          disabled={!valid || value === saved}
        >
          {t('time.integrations.pulse.save')}
        </Button>
      </Group>
    </IntegrationCard>
  );
}
