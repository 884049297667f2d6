import { ActionIcon } from '@mantine/core';
import { IconDots, IconDotsVertical } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import { phoneTap } from './phone-tap';

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

/** What an actions menu is given (ActionsMenu.tsx). */
export interface ActionsMenuProps {
  /** Names the button for a screen reader ("Actions for Kitchen"). */
  label: string;
  actions: readonly MenuAction[];
  placement?: Placement;
  dots?: 'vertical' | 'horizontal';
}

const TARGETS = {
  row: { variant: 'subtle', color: 'gray' },
  header: { variant: 'default', size: 'lg' },
} as const;

type TriggerProps = Pick<ActionsMenuProps, 'label' | 'placement' | 'dots'> &
  Omit<ComponentPropsWithoutRef<'button'>, 'color'>;

/** The "⋮" button that opens an actions menu: the same before and after the menu has loaded. */
export const ActionsTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ActionsTrigger(
  { label, placement = 'row', dots = 'vertical', className, ...button },
  ref,
) {
  const Dots = dots === 'vertical' ? IconDotsVertical : IconDots;
  return (
    <ActionIcon
      ref={ref}
      {...TARGETS[placement]}
      {...button}
      className={className ? `${phoneTap} ${className}` : phoneTap}
      aria-label={label}
    >
      <Dots size={18} />
    </ActionIcon>
  );
});
