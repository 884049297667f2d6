import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session';
import { visibleAreas } from '../../shared/area';
import { useNavAreas } from '../../shared/areas-context';
import { PageColumn } from '../../shared/PageHeader';
import { usePreferences } from '../../shared/use-preferences';
import { greetingOf } from './greeting';

/** Home: a greeting by the time of day, then a card for every area that exists. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useSession();
  const { preferences } = usePreferences();
  const now = new Date();
  const navAreas = useNavAreas();
  const areas = visibleAreas(navAreas, preferences).filter((area) => area.path !== '/');
  const locale = i18n.language === 'se' ? 'sv-SE' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(now);
  // Swedish writes weekdays and months in lower case; only the line's first letter is raised.
  const today = date.charAt(0).toLocaleUpperCase(locale) + date.slice(1);

  return (
    <PageColumn>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {today}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {t(`home.greeting.${greetingOf(now.getHours())}`, { name: preferences.displayName ?? user?.username ?? '' })}
        </Title>
        <Text c="dimmed" size="lg">
          {t('home.intro')}
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="home-areas">
        <Title order={2} size="h4" id="home-areas">
          {t('home.areasHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {areas.map((area) => {
            const name = t(area.labelKey);
            return (
              <Card
                key={area.id}
                component={Link}
                to={area.path}
                withBorder
                radius="lg"
                padding="lg"
                className="ordna-area-card"
                aria-label={name}
                aria-describedby={area.descriptionKey ? `home-area-${area.id}` : undefined}
              >
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                    <area.icon size={26} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={4} flex={1} miw={0}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700} size="lg">
                        {name}
                      </Text>
                      <IconArrowRight size={18} stroke={1.8} aria-hidden className="ordna-card-arrow" />
                    </Group>
                    {area.descriptionKey && (
                      <Text size="sm" c="dimmed" id={`home-area-${area.id}`}>
                        {t(area.descriptionKey)}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </PageColumn>
  );
}
