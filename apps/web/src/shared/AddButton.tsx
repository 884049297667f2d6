import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the button does: opens the page's own dialog or form (`onClick`), or goes to a page (`to`). */
type AddAction = { onClick: () => void; to?: never } | { to: string; onClick?: never };

/** The "+ New …" button of a page (in its header, and again in its empty state). */
export function AddButton({ label, ...action }: { label: string } & AddAction) {
  const icon = <IconPlus size={16} />;
  if (action.to !== undefined) {
    return (
      <Button component={Link} to={action.to} leftSection={icon}>
        {label}
      </Button>
    );
  }
  return (
    <Button leftSection={icon} onClick={action.onClick}>
      {label}
    </Button>
  );
}
