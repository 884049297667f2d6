import { Menu } from '@mantine/core';
import { ActionsTrigger, type ActionsMenuProps } from './actions-menu-trigger';

/**
 * The actions menu itself (Mantine's Menu, Popover and floating-ui), loaded by ActionsMenu.tsx the
 * first time its button is pressed, and drawn open: the first press opens it, by mouse or keyboard.
 */
export function ActionsMenuOpen({ label, actions, placement, dots }: ActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <ActionsTrigger label={label} placement={placement} dots={dots} />
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
