import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../api/use-session';
import { ConsoleTerminal } from './ConsoleTerminal';

/**
 * /cli and /cli/{command}: the console as a page, open without signing in. A command in the
 * address runs at once, so `/cli/tm%20in%20Work` can be bookmarked or launched from the system.
 */
export default function ConsolePage() {
  const { t } = useTranslation();
  const command = useParams().command;
  const signedIn = useSession() !== null;
  return (
    <Container size="md" px={0} py="md" w="100%">
      <Stack gap="sm" px={{ base: 'sm', sm: 0 }}>
        <div>
          <Title order={1} size="h2">
            {t('console.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('console.intro')}{' '}
            {!signedIn && (
              <Anchor component={Link} to="/login" size="sm">
                {t('console.signIn')}
              </Anchor>
            )}
          </Text>
        </div>
        {/* Another command in the address (a second launcher entry) starts a fresh console that runs it. */}
        <ConsoleTerminal
          key={command ?? ''}
          initialLine={command}
          autoFocus
          outputHeight={{ height: 'min(60vh, 32rem)' }}
        />
      </Stack>
    </Container>
  );
}
