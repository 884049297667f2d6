import { SimpleGrid } from '@mantine/core';
import { IconDevices, IconShieldLock, IconTags, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/use-preferences';
import { JournalGroupPicker } from '../time/public';
import { ExportEverything } from './ExportEverything';
import { ImportAnExport } from './ImportAnExport';
import { LinkOrderEditor } from './LinkOrderEditor';
import { SettingRow, SwitchRow } from './SettingRow';
import { SettingsFrame, SettingsSection } from './SettingsFrame';
import { SettingsLinkCard } from './SettingsLinkCard';
import { useAccount } from './use-account';

/** /settings: a card for every settings page, and the side bar and shortcut bar as the person wants them. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const { account } = useAccount();

  return (
    <SettingsFrame title={t('settings.title')} description={t('settings.description')} back={false}>
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
          <SettingsLinkCard
            to="/settings/tags"
            icon={<IconTags size={24} stroke={1.6} />}
            title={t('settings.hub.tags')}
            description={t('settings.hub.tagsSummary')}
            color="orange"
          />
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection title={t('settings.exportAll.sectionTitle')}>
        <ExportEverything />
        <ImportAnExport />
      </SettingsSection>

      <SettingsSection title={t('settings.links.title')} description={t('settings.links.description')}>
        <SwitchRow
          label={t('settings.secondBar.label')}
          description={t('settings.secondBar.description')}
          checked={preferences.showSecondBar}
          onChange={(checked) => void savePreferences({ showSecondBar: checked })}
        />
        <LinkOrderEditor />
      </SettingsSection>

      <SettingsSection title={t('time.journal.group.title')} description={t('time.journal.group.description')}>
        <SettingRow
          label={t('time.journal.group.label')}
          description={t('time.journal.group.rowDescription')}
          control={<JournalGroupPicker />}
        />
      </SettingsSection>
    </SettingsFrame>
  );
}
