import { ActionIcon, Button } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A secondary link: a labelled button on wide screens, an icon with the same name on a phone. */
export function ResponsiveLinkButton({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <>
      <Button component={Link} to={to} variant="subtle" leftSection={icon} visibleFrom="sm">
        {label}
      </Button>
      <Tooltip label={label}>
        <ActionIcon component={Link} to={to} variant="subtle" size={36} aria-label={label} hiddenFrom="sm">
          {icon}
        </ActionIcon>
      </Tooltip>
    </>
  );
}
