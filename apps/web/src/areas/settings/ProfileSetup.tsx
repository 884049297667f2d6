import { Button, Center, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@ordna/contract/auth';
import { DISPLAY_NAME_MAX } from '@ordna/contract/auth/plain';
import { usePreferences } from '../../shared/use-preferences';
import { SettingRow } from './SettingRow';
import { notifySuccess } from '../../shared/notify';
import { Select } from '../../shared/lazy/inputs';

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set(['UTC', current, ...zones])].sort((a, b) => a.localeCompare(b));
}

function DisplayNameForm() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const [name, setName] = useState(preferences.displayName ?? '');
  const [saving, setSaving] = useState(false);
  const cleaned = name.trim();
  const changed = cleaned !== (preferences.displayName ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setSaving(true);
    const saved = await savePreferences({ displayName: cleaned || null });
    setSaving(false);
    if (saved) notifySuccess(t('settings.profile.displayNameSaved'));
  };

  return (
    <form onSubmit={save} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('settings.profile.displayName')}
          value={name}
          maxLength={DISPLAY_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          placeholder={t('settings.profile.displayNamePlaceholder')}
          w={{ base: '100%', xs: 200 }}
        />
        {/* Never squeezed by the field on a phone: the field gives way. */}
        <Button type="submit" variant="light" loading={saving} disabled={!changed} style={{ flexShrink: 0 }}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
}

/** The "setup user profile" section: name, time zone, week start, language and theme. */
export function ProfileSetup() {
  const { t, i18n } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const [savingLanguage, setSavingLanguage] = useState(false);
  const zones = useMemo(() => timeZones(preferences.timeZone), [preferences.timeZone]);

  const saveLanguage = async (language: Preferences['language']) => {
    setSavingLanguage(true);
    const saved = await savePreferences({ language }, { failureMessage: 'couldNotSaveLanguage' });
    setSavingLanguage(false);
    if (!saved) return;
    await i18n.changeLanguage(language);
    notifySuccess(i18n.t('messages.savedLanguage'));
  };

  const saveTimeZone = async (timeZone: string | null) => {
    if (!timeZone || timeZone === preferences.timeZone) return;
    if (await savePreferences({ timeZone })) {
      notifySuccess(i18n.t('settings.timeZone.saved'));
    }
  };

  const themeOption = (value: 'light' | 'dark', icon: ReactNode) => ({
    value,
    label: (
      <Center style={{ gap: 6 }}>
        {icon}
        <span>{t(`settings.theme.${value}`)}</span>
      </Center>
    ),
  });

  return (
    <>
      <SettingRow
        label={t('settings.profile.displayName')}
        description={t('settings.profile.displayNameDescription')}
        control={<DisplayNameForm />}
      />
      <SettingRow
        label={t('settings.timeZone.label')}
        description={t('settings.timeZone.description')}
        control={
          <Select
            aria-label={t('settings.timeZone.label')}
            data={zones}
            value={preferences.timeZone}
            onChange={(value) => void saveTimeZone(value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('settings.timeZone.nothingFound')}
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: true }}
          />
        }
      />
      <SettingRow
        label={t('settings.weekStart.label')}
        description={t('settings.weekStart.description')}
        inline
        control={
          <Text fw={600} data-testid="week-start">
            {t('settings.weekStart.monday')}
          </Text>
        }
      />
      <SettingRow
        label={t('settings.language.label')}
        description={t('settings.language.description')}
        control={
          <SegmentedControl
            aria-label={t('settings.language.label')}
            value={preferences.language}
            disabled={savingLanguage}
            onChange={(value) => void saveLanguage(value as Preferences['language'])}
            data={[
              { value: 'en', label: <span lang="en">English</span> },
              { value: 'se', label: <span lang="sv">Svenska</span> },
            ]}
          />
        }
      />
      <SettingRow
        label={t('settings.theme.label')}
        description={t('settings.theme.description')}
        control={
          <SegmentedControl
            aria-label={t('settings.theme.label')}
            value={preferences.theme}
            onChange={(value) => void savePreferences({ theme: value as Preferences['theme'] })}
            data={[themeOption('light', <IconSun size={16} />), themeOption('dark', <IconMoon size={16} />)]}
          />
        }
      />
    </>
  );
}
