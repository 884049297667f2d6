import { Center, Select, SegmentedControl, SimpleGrid, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevices, IconMoon, IconShieldLock, IconSun, IconTags, IconUserCircle } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@ordna/contract/auth';
import { usePreferences } from '../../shared/use-preferences';
import { SettingsFrame, SettingsSection } from './SettingsFrame';
import { SettingsLinkCard } from './SettingsLinkCard';
import { useAccount } from './use-account';
import classes from './settings.module.css';

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set(['UTC', current, ...zones])].sort((a, b) => a.localeCompare(b));
}

function SettingRow({
  label,
  description,
  control,
  inline = false,
}: {
  label: string;
  description: string;
  control: ReactNode;
  /** A small control (a switch) stays beside its text even on a phone. */
  inline?: boolean;
}) {
  return (
    <div className={classes.row} data-inline={inline || undefined}>
      <div className={classes.rowText}>
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {control}
    </div>
  );
}

/** /settings: appearance and language, and the way to every other settings page. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const { account } = useAccount();
  const [savingLanguage, setSavingLanguage] = useState(false);
  const zones = useMemo(() => timeZones(preferences.timeZone), [preferences.timeZone]);

  const saveLanguage = async (language: Preferences['language']) => {
    setSavingLanguage(true);
    const saved = await savePreferences({ language }, { failureMessage: 'couldNotSaveLanguage' });
    setSavingLanguage(false);
    if (!saved) return;
    await i18n.changeLanguage(language);
    notifications.show({ color: 'green', message: i18n.t('messages.savedLanguage') });
  };

  const saveTimeZone = async (timeZone: string | null) => {
    if (!timeZone || timeZone === preferences.timeZone) return;
    if (await savePreferences({ timeZone })) {
      notifications.show({ color: 'green', message: i18n.t('settings.timeZone.saved') });
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
    <SettingsFrame title={t('settings.title')} description={t('settings.description')} back={false}>
      <SettingsSection title={t('settings.appearance.title')} description={t('settings.appearance.description')}>
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
          label={t('settings.secondBar.label')}
          description={t('settings.secondBar.description')}
          inline
          control={
            <Switch
              size="md"
              checked={preferences.showSecondBar}
              onChange={(event) => void savePreferences({ showSecondBar: event.currentTarget.checked })}
              aria-label={t('settings.secondBar.label')}
            />
          }
        />
      </SettingsSection>

      <SettingsSection title={t('settings.security.title')} description={t('settings.security.description')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SettingsLinkCard
            to="/settings/profile"
            icon={<IconUserCircle size={24} stroke={1.6} />}
            title={t('settings.profile.title')}
            description={t('settings.profile.summary')}
          />
          <SettingsLinkCard
            to="/settings/auth"
            icon={<IconShieldLock size={24} stroke={1.6} />}
            title={t('settings.auth.title')}
            description={t('settings.auth.summary')}
            color={account?.is2faEnabled ? 'green' : undefined}
            status={
              account
                ? account.is2faEnabled
                  ? { label: t('settings.auth.on'), color: 'green' }
                  : { label: t('settings.auth.off'), color: 'gray' }
                : undefined
            }
          />
          <SettingsLinkCard
            to="/settings/device-control"
            icon={<IconDevices size={24} stroke={1.6} />}
            title={t('settings.devices.title')}
            description={t('settings.devices.summary')}
          />
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection title={t('settings.timeTracking.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SettingsLinkCard
            to="/settings/tags"
            icon={<IconTags size={24} stroke={1.6} />}
            title={t('settings.hub.tags')}
            description={t('settings.hub.tagsSummary')}
            color="orange"
          />
        </SimpleGrid>
      </SettingsSection>
    </SettingsFrame>
  );
}
