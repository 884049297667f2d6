import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { IconListDetails, IconPlus, IconRouteAltLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IntegrationTokenCreated } from '@ordna/contract/time/heartbeats';
import { notifyFailure } from '../../../shared/notify';
import { PulseSetting } from './PulseSetting';
import { TokenList } from './TokenList';
import { TokenReveal } from './TokenReveal';
import { useCreateIntegrationToken } from './use-integrations';
import { PageColumn, PageHeader } from '../../../shared/PageHeader';
import { IntegrationCard } from './IntegrationCard';

/** /time-tracker/integrations: tokens a script or extension posts heartbeats with, and how to use them. */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const create = useCreateIntegrationToken();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<IntegrationTokenCreated | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('time.integrations.tokens.nameRequired'));
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: (error) => notifyFailure(t('time.integrations.tokens.createFailed'), error),
    });
  };

  return (
    <PageColumn>
      <PageHeader title={t('time.integrations.title')} description={t('time.integrations.intro')} />

      <IntegrationCard
        title={t('time.integrations.tokens.createTitle')}
        hint={t('time.integrations.tokens.createHint')}
      >
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('time.integrations.tokens.name')}
              placeholder={t('time.integrations.tokens.namePlaceholder')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              maxLength={80}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              loading={create.isPending}
              mt={{ base: 0, xs: 25 }}
            >
              {t('time.integrations.tokens.create')}
            </Button>
          </Group>
        </form>
        {created && <TokenReveal created={created} onDone={() => setCreated(null)} />}
      </IntegrationCard>

      <TokenList />

      <IntegrationCard title={t('time.integrations.next.title')}>
        <Text size="sm">{t('time.integrations.next.body')}</Text>
        <Group gap="lg">
          {[
            { to: '/time-tracker/admin/define-urls', icon: IconRouteAltLeft, label: t('time.integrations.next.rules') },
            {
              to: '/time-tracker/admin/define-urls/list',
              icon: IconListDetails,
              label: t('time.integrations.next.unmatched'),
            },
          ].map(({ to, icon: NextIcon, label }) => (
            <Anchor key={to} component={Link} to={to} fw={600}>
              <Group gap={6} wrap="nowrap">
                <NextIcon size={18} />
                {label}
              </Group>
            </Anchor>
          ))}
        </Group>
      </IntegrationCard>

      <PulseSetting />
    </PageColumn>
  );
}
