import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCompass, IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('common.notFound.title');
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);

  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" ta="center" p="md">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconCompass size={40} stroke={1.5} />
      </ThemeIcon>
      <Text fz={14} fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.12em' }}>
        404
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={420}>
        {t('common.notFound.body')}
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('common.notFound.home')}
        </Button>
        {canGoBack && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => void navigate(-1)}
          >
            {t('common.notFound.back')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
