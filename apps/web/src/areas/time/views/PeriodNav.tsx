import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneTap } from '../../../shared/phone-tap';

/** Previous / next / today for the graph's period and the timeline's day, with what is shown. */
export function PeriodNav({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  onToday,
  nextDisabled,
  todayDisabled,
  children,
}: {
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  nextDisabled: boolean;
  todayDisabled: boolean;
  /** Extra controls after the buttons (the timeline's date picker). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          className={phoneTap}
          onClick={onPrevious}
          aria-label={previousLabel}
          title={previousLabel}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          className={phoneTap}
          onClick={onNext}
          disabled={nextDisabled}
          aria-label={nextLabel}
          title={nextLabel}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" className={phoneTap} onClick={onToday} disabled={todayDisabled}>
          {t('time.views.today')}
        </Button>
      </Group>
      {children}
      <Text fw={600} aria-live="polite">
        {label}
      </Text>
    </Group>
  );
}
