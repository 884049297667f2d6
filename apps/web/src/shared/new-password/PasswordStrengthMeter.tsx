import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type StrengthLevel } from './password-strength';

const COLORS: Record<StrengthLevel, string> = {
  tooShort: 'red',
  weak: 'red',
  fair: 'yellow',
  good: 'teal',
  strong: 'green',
};

/**
 * Four bars and a word under a new-password field; silent until something is typed. While the
 * field shows an error (`fieldError`), the word gives way to it, so one message speaks.
 */
export function PasswordStrengthMeter({ password, fieldError = false }: { password: string; fieldError?: boolean }) {
  const { t } = useTranslation();
  const { score, level } = passwordStrength(password);
  const color = COLORS[level];
  return (
    <div aria-live="polite">
      <Group gap={5} grow mt={8} mb={6} aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <Progress key={bar} size={5} radius="xl" color={color} value={password && score >= bar ? 100 : 0} />
        ))}
      </Group>
      {!fieldError && (
        <Text size="xs" c={password ? color : 'dimmed'}>
          {password ? t(`auth.strength.${level}`) : t('auth.strength.hint')}
        </Text>
      )}
    </div>
  );
}
