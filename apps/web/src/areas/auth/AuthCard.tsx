import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/Logo';

const LANGUAGES = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'se', label: 'Svenska', lang: 'sv' },
] as const;

/**
 * Language and theme for people who are not signed in yet (sign-up then saves the language).
 * With two languages the switch names the other one, in that language: one click, and no menu
 * (a menu would bring its popover and focus trap to every first visit).
 */
function VisitorPreferences() {
  const { t, i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  // The scheme on screen: with nothing saved it is "auto", which follows the system; a dark
  // system shows the sun, and the first click turns it light.
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const other = LANGUAGES.find((language) => language.code !== i18n.language) ?? LANGUAGES[0];
  return (
    <Group gap={4}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-md"
        lang={other.lang}
        title={t('auth.card.language')}
        leftSection={<IconLanguage size={18} stroke={1.6} />}
        onClick={() => {
          void i18n.changeLanguage(other.code);
          document.documentElement.lang = other.lang;
        }}
      >
        {other.label}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        aria-label={dark ? t('auth.card.toLight') : t('auth.card.toDark')}
      >
        {/* Both, shown by the scheme on the page (Mantine's classes): the sign-in screen the build
            writes into index.html (build/static-sign-in.ts) then shows the right one before React runs. */}
        <IconMoon size={20} stroke={1.6} className="mantine-dark-hidden" />
        <IconSun size={20} stroke={1.6} className="mantine-light-hidden" />
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
            <Logo size={32} />
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
