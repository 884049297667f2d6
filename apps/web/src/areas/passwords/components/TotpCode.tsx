import { Group, RingProgress, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/clock';
import { parseTotp, totpAt, type TotpCode as Code } from '../totp';
import { CopySecret } from './CopySecret';

/** The entry's current one-time code, renewed as it runs out, with the seconds it has left. */
export function TotpCode({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const settings = useMemo(() => parseTotp(secret), [secret]);
  const now = useNow();
  const [code, setCode] = useState<Code | null>(null);
  const step = settings ? Math.floor(now / 1000 / settings.period) : 0;

  useEffect(() => {
    if (!settings) return;
    let current = true;
    void totpAt(settings, step * settings.period * 1000).then((next) => current && setCode(next));
    return () => {
      current = false;
    };
  }, [settings, step]);

  if (!settings) return <Text c="red">{t('passwords.totp.invalid')}</Text>;
  const secondsLeft = settings.period - (Math.floor(now / 1000) % settings.period);
  const shown = code
    ? `${code.code.slice(0, Math.ceil(code.code.length / 2))} ${code.code.slice(Math.ceil(code.code.length / 2))}`
    : '…';
  return (
    <Group gap="sm" wrap="nowrap">
      <Text ff="monospace" fz="xl" fw={600} data-testid="totp-code">
        {shown}
      </Text>
      <RingProgress
        size={36}
        thickness={4}
        roundCaps
        sections={[{ value: (secondsLeft / settings.period) * 100, color: secondsLeft <= 5 ? 'red' : 'ordna' }]}
        label={
          <Text size="xs" ta="center">
            {secondsLeft}
          </Text>
        }
        aria-label={t('passwords.totp.secondsLeft', { count: secondsLeft })}
      />
      <CopySecret text={code?.code ?? ''} label={t('passwords.totp.copy')} />
    </Group>
  );
}
