import { ActionIcon, Box, Center, Group, Menu, Paper, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LANGUAGES = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'se', label: 'Svenska', lang: 'sv' },
] as const;

/** Language and theme for people who are not signed in yet (sign-up then saves the language). */
function VisitorPreferences() {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return (
    <Group gap={4}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('auth.card.language')}>
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language.code}
              lang={language.lang}
              rightSection={i18n.language === language.code ? <IconCheck size={16} /> : null}
              onClick={() => {
                void i18n.changeLanguage(language.code);
                document.documentElement.lang = language.lang;
              }}
            >
              {language.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        aria-label={dark ? t('auth.card.toLight') : t('auth.card.toDark')}
      >
        {dark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
    </Group>
  );
}

/** The frame of the sign-in pages: brand, a card with the form, and a line under it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Center mih="min(100dvh, 900px)" px="md" py="xl">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <img src="/favicon.svg" width={32} height={32} alt="" />
            <Text fw={800} fz="xl" lh={1}>
              {t('common.appName')}
            </Text>
          </Group>
          <VisitorPreferences />
        </Group>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={6}>
              {subtitle}
            </Text>
          )}
          <Box mt="lg">{children}</Box>
        </Paper>
        {footer && (
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
