import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDelete as Deleting, ConfirmDialog as Confirming } from '../ConfirmDialog';
import type { NameModal as Naming } from '../NameModal';
import type { ShareDialog as Sharing } from '../ShareDialog';
import { lazyPart } from './lazy-part';
import { whenIdle } from './when-idle';

/*
 * The kit's dialogs, each in a chunk of its own (docs/architecture.md, "Bundle budget"): a page
 * draws none of them until it is opened, so its first load carries no Modal, form or share list.
 * Each chunk is fetched once the browser is idle after the first paint, so a dialog opened by a
 * click (or Enter) shows at once, and takes the focus as the kit's dialog does.
 */

/**
 * A dialog in a chunk of its own, for the kit and for an area's own dialogs (a form in a Modal):
 * drawn from the first time `isOpen(props)` holds, then kept, so it closes with its transition.
 * Without `isOpen` it is drawn whenever it is (a dialog its page mounts only while it is open).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = () => true,
): ComponentType<P> {
  const part = lazyPart(load);
  whenIdle(() => void part.preload());
  return function Dialog(props: P) {
    const [drawn, setDrawn] = useState(false);
    const open = isOpen(props);
    if (open && !drawn) setDrawn(true);
    return drawn || open ? <part.Component {...props} /> : null;
  };
}

/** The app's one "are you sure?" dialog (shared/ConfirmDialog.tsx), loaded on demand. */
export const ConfirmDialog = lazyDialog<ComponentProps<typeof Confirming>>(
  () => import('../ConfirmDialog').then((module) => module.ConfirmDialog),
  (props) => props.opened,
);

const DeleteDialog = lazyDialog<ComponentProps<typeof Deleting<unknown, unknown>>>(
  () => import('../ConfirmDialog').then((module) => module.ConfirmDelete),
  (props) => props.target !== null,
);
/** "Delete …?" for one thing (shared/ConfirmDialog.tsx), loaded on demand. */
export function ConfirmDelete<T, Id>(props: ComponentProps<typeof Deleting<T, Id>>) {
  // The loaded dialog is the same generic component: only the type parameters are forgotten here.
  return <DeleteDialog {...(props as ComponentProps<typeof Deleting<unknown, unknown>>)} />;
}

/** The name dialog of every container (shared/NameModal.tsx), loaded on demand: drawn only while open. */
export const NameModal = lazyDialog<ComponentProps<typeof Naming>>(() =>
  import('../NameModal').then((module) => module.NameModal),
);

/** The one share dialog (shared/ShareDialog.tsx), loaded on demand. */
export const ShareDialog = lazyDialog<ComponentProps<typeof Sharing>>(
  () => import('../ShareDialog').then((module) => module.ShareDialog),
  (props) => props.opened,
);

/** A "Share" button that opens the share dialog. */
export function ShareButton(props: Omit<ComponentProps<typeof Sharing>, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setOpened(true)}>
        {t('sharing.share')}
      </Button>
      <ShareDialog {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
