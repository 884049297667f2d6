import { lazyDialog } from '../../../shared/lazy/dialogs';
import type { DeleteGroupProps } from './DeleteGroupConfirm';

/**
 * "Delete …?" for a time group or sub group (DeleteGroupConfirm.tsx), loaded when first opened
 * (shared/lazy/dialogs.tsx): a list or admin page's first load carries neither it nor the delete.
 * Draw it only while it asks.
 */
export const DeleteGroupDialog = lazyDialog<DeleteGroupProps>(() =>
  import('./DeleteGroupConfirm').then((module) => module.DeleteGroupConfirm),
);
