import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../shared/lazy/DatePickerInput';
import { MultiSelect, NumberInput } from '../../../shared/lazy/inputs';
import { presetRange, RANGE_PRESETS } from './calculate-range';
import type { CalculateViewState } from './use-calculate-view';
import { phoneTap } from '../../../shared/phone-tap';

/** The calculate view's choices: the range (picker and presets), the groups, the hourly rate and automatic stamps. */
export function CalculateControls({ view, onGroupPage }: { view: CalculateViewState; onGroupPage: boolean }) {
  const { t } = useTranslation();
  const { locale, from, to } = view;
  const allKey = onGroupPage ? 'time.views.calc.allSubGroups' : 'time.views.calc.allGroups';
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DatePickerInput
            type="range"
            label={t('time.views.calc.range')}
            value={view.draft ?? [from, to]}
            allowSingleDateInRange
            onChange={(value) => {
              const [start, end] = value;
              if (start && end) view.setRange({ from: start, to: end });
              else view.setDraft([start, end]);
            }}
            onDropdownClose={() => view.setDraft(null)}
            valueFormat="YYYY-MM-DD"
            locale={locale}
            firstDayOfWeek={1}
            leftSection={<IconCalendar size={16} aria-hidden />}
          />
          <MultiSelect
            label={onGroupPage ? t('time.views.calc.subGroups') : t('time.views.calc.groups')}
            placeholder={view.selected.length ? undefined : t(allKey)}
            data={view.options.map((entry) => ({ value: entry._id, label: entry.name }))}
            value={view.selected}
            onChange={view.choose}
            searchable
            selectFirstOptionOnChange
            clearable
            disabled={view.optionsPending}
            nothingFoundMessage={t('time.views.calc.nothingFound')}
          />
          <NumberInput
            label={t('time.views.calc.rate')}
            description={t('time.views.calc.rateHelp')}
            value={view.rateInput}
            onChange={view.onRate}
            error={view.rateError}
            // The help goes under the field so the three fields' boxes line up.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rightSectionWidth={52}
            rightSection={
              <Text size="xs" c="dimmed" aria-hidden>
                {view.currency}
              </Text>
            }
            decimalScale={2}
            thousandSeparator={locale === 'sv' ? ' ' : ','}
            decimalSeparator={locale === 'sv' ? ',' : '.'}
            hideControls
            inputMode="decimal"
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {RANGE_PRESETS.map((preset) => {
              const range = presetRange(preset, view.today);
              const active = range.from === from && range.to === to;
              return (
                <Button
                  key={preset}
                  size="compact-sm"
                  className={phoneTap}
                  variant={active ? 'light' : 'subtle'}
                  aria-pressed={active}
                  onClick={() => view.setRange(range)}
                >
                  {t(`time.views.calc.preset.${preset}`)}
                </Button>
              );
            })}
          </Group>
          <Switch
            checked={view.showAuto}
            onChange={(event) => view.setShowAuto(event.currentTarget.checked)}
            label={t('time.views.showAuto')}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
