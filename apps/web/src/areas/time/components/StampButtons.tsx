import { ActionIcon, Popover } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStampIn, useStampOut } from '../use-stamp-mutations';
import { StampInForm } from './StampInForm';

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

/** Starts a stamp in a time group: asks which sub group (type or pick) in a small pop-over. */
export function StartGroupButton({ name, timeGroupId }: { name: string; timeGroupId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const label = t('time.startNamed', { name });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          size={40}
          radius="xl"
          variant="light"
          aria-label={label}
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          <IconPlayerPlayFilled size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <StampInForm fixedGroupId={timeGroupId} autoFocus onStamped={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
