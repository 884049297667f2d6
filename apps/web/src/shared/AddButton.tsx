import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { phoneTap } from './phone-tap';

/**
 * How the button looks where it stands: a page's own (in its header and empty state), a small one
 * on a section or card ("Add sub-group"), or a quiet one under a form's lines ("Add ingredient").
 */
const LOOKS = {
  page: { iconSize: 16, button: {} },
  small: { iconSize: 14, button: { size: 'xs', variant: 'light' } },
  line: { iconSize: 14, button: { size: 'xs', variant: 'subtle', w: 'fit-content' } },
} as const;

/** What the button does: opens the page's own dialog or form (`onClick`), or goes to a page (`to`). */
type AddAction = { onClick: () => void; to?: never } | { to: string; onClick?: never };

/** The "+ New …" button: `label` is what it adds. */
export function AddButton({
  label,
  look = 'page',
  ...action
}: { label: string; look?: keyof typeof LOOKS } & AddAction & Pick<ButtonProps, 'disabled'>) {
  const { iconSize, button } = LOOKS[look];
  const icon = <IconPlus size={iconSize} />;
  if (action.to !== undefined) {
    return (
      <Button component={Link} to={action.to} leftSection={icon} className={phoneTap} {...button}>
        {label}
      </Button>
    );
  }
  return (
    <Button leftSection={icon} className={phoneTap} {...button} {...action}>
      {label}
    </Button>
  );
}
