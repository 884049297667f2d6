import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('common.notFound.title')} · Ordna`;
  }, [t]);
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" ta="center" p="md">
      <Text fz={64} fw={800} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('common.notFound.title')}</Title>
      <Text c="dimmed" maw={420}>
        {t('common.notFound.body')}
      </Text>
      <Button component={Link} to="/">
        {t('common.notFound.home')}
      </Button>
    </Stack>
  );
}
