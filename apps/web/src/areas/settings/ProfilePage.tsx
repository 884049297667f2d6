import { Avatar, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/use-preferences';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileSetup } from './ProfileSetup';
import { SettingsFrame, SettingsSection } from './SettingsFrame';
import { useAccount } from './use-account';

function initials(username: string): string {
  const parts = username.split(/[._@-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : username.slice(0, 2);
  return letters.toUpperCase();
}

/** /settings/profile: who is signed in, and how Ordna greets them and shows time, language and colours. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { account } = useAccount();
  const { preferences } = usePreferences();

  return (
    <SettingsFrame title={t('settings.profile.title')} description={t('settings.profile.description')}>
      <SettingsSection title={t('settings.profile.account')}>
        {account ? (
          <Group gap="md" wrap="nowrap">
            <Avatar size={56} radius="xl" color="ordna" variant="light">
              {initials(account.username)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('auth.fields.username')}
              </Text>
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid="profile-username">
                {account.username}
              </Text>
              {preferences.displayName && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('settings.profile.greetedAs', { name: preferences.displayName })}
                </Text>
              )}
              <Group gap={6}>
                <Badge size="sm" variant="light" color={account.is2faEnabled ? 'green' : 'gray'}>
                  {account.is2faEnabled ? t('settings.profile.twoFactorOn') : t('settings.profile.twoFactorOff')}
                </Badge>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Group gap="md">
            <Skeleton circle h={56} />
            <Skeleton h={20} w={160} />
          </Group>
        )}
      </SettingsSection>
      <SettingsSection title={t('settings.profile.setupTitle')} description={t('settings.profile.setupDescription')}>
        <ProfileSetup />
      </SettingsSection>
      <SettingsSection title={t('settings.deleteAccount.sectionTitle')}>
        <DeleteAccountSection />
      </SettingsSection>
    </SettingsFrame>
  );
}
