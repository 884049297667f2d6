import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDotsVertical } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** One thing a person may do from an actions menu. */
export interface MenuAction {
  label: string;
  icon: ComponentType<{ size?: number }>;
  onClick: () => void;
  /** Shown in red: it deletes something. */
  danger?: boolean;
  disabled?: boolean;
}

/** Where the menu's button stands: on a row (quiet), or in a page's header (outlined, larger). */
type Placement = 'row' | 'header';

const TARGETS = {
  row: { variant: 'subtle', color: 'gray' },
  header: { variant: 'default', size: 'lg' },
} as const;

/**
 * The "⋮" button of a row or page with what a person may do to it (rename, share, delete…), as every
 * area shows it: `label` names the button for a screen reader ("Actions for Kitchen").
 */
export function ActionsMenu({
  label,
  actions,
  placement = 'row',
  dots = 'vertical',
}: {
  label: string;
  actions: readonly MenuAction[];
  placement?: Placement;
  dots?: 'vertical' | 'horizontal';
}) {
  const Dots = dots === 'vertical' ? IconDotsVertical : IconDots;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon {...TARGETS[placement]} aria-label={label}>
          <Dots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ label: text, icon: Icon, onClick, danger, disabled }) => (
          <Menu.Item
            key={text}
            color={danger ? 'red' : undefined}
            leftSection={<Icon size={16} />}
            disabled={disabled}
            onClick={onClick}
          >
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
