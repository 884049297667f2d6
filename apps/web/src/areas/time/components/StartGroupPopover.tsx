import { ActionIcon, Popover } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { StampInCore } from './StampInCore';

export interface StartGroupProps {
  name: string;
  timeGroupId: string;
  /** "Start X", the button's name. */
  label: string;
}

/** The start button's pop-over (StampButtons.tsx), loaded by its first press and drawn open. */
export function StartGroupPopover({ timeGroupId, label }: StartGroupProps) {
  const [opened, setOpened] = useState(true);
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
        <StampInCore fixedGroupId={timeGroupId} autoFocus onStamped={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
