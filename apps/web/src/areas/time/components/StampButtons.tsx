import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStampIn, useStampOut } from '../use-stamp-mutations';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import { whenIdle } from '../../../shared/lazy/when-idle';
import type { StartGroupProps } from './StartGroupPopover';

/** Stops a running stamp (PUT /time-stamp {ended: true}). */
export function StopButton({ timeStampId, name }: { timeStampId: string; name: string }) {
  const { t } = useTranslation();
  const stampOut = useStampOut();
  const label = t('time.stopNamed', { name });
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        size={40}
        radius="xl"
        color="red"
        aria-label={label}
        loading={stampOut.isPending}
        onClick={() => stampOut.mutate(timeStampId)}
      >
        <IconPlayerStopFilled size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Starts a stamp in a sub group at once. */
export function StartSubGroupButton({ name, timeGroupId }: { name: string; timeGroupId: string }) {
  const { t } = useTranslation();
  const stampIn = useStampIn();
  const label = t('time.startNamed', { name });
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        size={40}
        radius="xl"
        variant="light"
        aria-label={label}
        loading={stampIn.isPending}
        onClick={() => stampIn.mutate({ name, timeGroupId })}
      >
        <IconPlayerPlayFilled size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The start button before its pop-over has come: the same button, closed. */
function StartButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <ActionIcon size={40} radius="xl" variant="light" aria-label={label} aria-expanded={false} onClick={onClick}>
      <IconPlayerPlayFilled size={18} />
    </ActionIcon>
  );
}

const startGroup = lazyPart<StartGroupProps>(
  () => import('./StartGroupPopover').then((module) => module.StartGroupPopover),
  StartButton,
);
whenIdle(() => void startGroup.preload());

/**
 * Starts a stamp in a time group: asks which sub group (type or pick) in a small pop-over. Until it
 * is first pressed it is a plain button; the press draws the pop-over (Popover and floating-ui, loaded
 * after the first paint) open.
 */
export function StartGroupButton(props: Omit<StartGroupProps, 'label'>) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  const label = t('time.startNamed', { name: props.name });
  if (pressed) return <startGroup.Component {...props} label={label} />;
  return <StartButton label={label} onClick={() => setPressed(true)} />;
}
