import { useState } from 'react';
import { ActionsTrigger, type ActionsMenuProps } from './actions-menu-trigger';
import { lazyPart } from './lazy/lazy-part';
import { whenIdle } from './lazy/when-idle';

export type { MenuAction } from './actions-menu-trigger';

/** The menu, its Popover and floating-ui (~25 kB gzip): after the first paint, not in a page's first load. */
const menu = lazyPart<ActionsMenuProps>(
  () => import('./ActionsMenuOpen').then((module) => module.ActionsMenuOpen),
  (props) => <ActionsTrigger {...props} aria-haspopup="menu" />,
);
whenIdle(() => void menu.preload());

/**
 * The "⋮" button of a row or page with what a person may do to it (rename, share, delete…), as every
 * area shows it: `label` names the button for a screen reader ("Actions for Kitchen"). Until it is
 * first pressed it is a plain button; the press draws the menu open (loading it if it has not come).
 */
export function ActionsMenu(props: ActionsMenuProps) {
  const [pressed, setPressed] = useState(false);
  if (pressed) return <menu.Component {...props} />;
  return <ActionsTrigger {...props} aria-haspopup="menu" onClick={() => setPressed(true)} />;
}
