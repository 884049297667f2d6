import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { ApiError } from '../api/client';
import { localizeRefusal } from '../i18n/refusals';
import { QueueFull, WriteQueued } from './offline-queue/queued-write';
import { phoneTap } from './phone-tap';

// Every toast of the app is shown from here (lint refuses `@mantine/notifications` elsewhere), so they
// look and last alike: success, failure, a notice, and the one undo toast.

/** How long a failure or notice stays: long enough to read. */
const READING_MS = 4000;

/** How long Undo stays offered, unless the caller says otherwise. */
const UNDO_MS = 8000;

/** A success toast (where app/Toasts.tsx places them; the app's default 1 s, `autoClose` ms for one worth reading). */
export function notifySuccess(message: string, options: { autoClose?: number } = {}): void {
  notifications.show({ color: 'ordna', message, ...options });
}

/** The reason the server gave (translated where the app knows it), or `fallback` when it gave none. */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof QueueFull) return i18next.t('common.offlineQueue.full');
  return error instanceof ApiError && error.message ? localizeRefusal(error) : fallback;
}

/**
 * A failure toast: what failed as the title, the server's reason below it (or `fallback`, by default
 * the title itself, when it gave none); stays long enough to read.
 */
export function notifyFailure(title: string, error: unknown, fallback: string = title): void {
  // Kept to send later (shared/offline-queue): not a failure; the screen marks it as waiting.
  if (error instanceof WriteQueued) return;
  const reason = reasonOf(error, fallback);
  notifications.show({
    color: 'red',
    title: reason === title ? undefined : title,
    message: reason,
    autoClose: READING_MS,
  });
}

/** A failure the app words itself (no server reason to show), in red. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message });
}

/** A notice that is not the answer to an action (the session ended): yellow for a warning, red otherwise. */
export function notifyNotice(message: string, tone: 'warning' | 'failure', autoClose: number = READING_MS): void {
  notifications.show({ message, color: tone === 'warning' ? 'yellow' : 'red', autoClose });
}

/** A warning that stays (one per `id`) until `closeNotice(id)`, or until the person closes it. */
export function notifyStanding(id: string, message: string): void {
  notifications.show({ id, message, color: 'yellow', autoClose: false });
}

/** Takes a standing notice (notifyStanding) away. */
export function closeNotice(id: string): void {
  notifications.hide(id);
}

/** What an undo toast says and does. */
export interface UndoOffer {
  /** One toast per thing: a further offer with the same id replaces the one shown. */
  id: string;
  message: string;
  /** The button's text ("Undo" in the area's words). */
  undoLabel: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onUndo: () => void;
  autoClose?: number;
}

/**
 * The one undo toast: says what just happened and offers Undo for a while. Undo closes the toast
 * and calls `onUndo`.
 */
export function offerUndo({ id, message, undoLabel, closeLabel, onUndo, autoClose = UNDO_MS }: UndoOffer): void {
  const toast = {
    id,
    autoClose,
    closeButtonProps: { 'aria-label': closeLabel },
    classNames: { closeButton: phoneTap },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="undo-toast">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          className={phoneTap}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  };
  // update changes the toast already shown under this id; show adds it when there is none.
  notifications.update(toast);
  notifications.show(toast);
}

/** What a lasting choice toast says and does (a new version of the app is ready: reload). */
export interface ActionOffer {
  /** One toast per thing: a further offer with the same id replaces the one shown. */
  id: string;
  message: string;
  actionLabel: string;
  closeLabel: string;
  onAction: () => void;
}

/** A toast that stays until the person acts on it or closes it. */
export function offerAction({ id, message, actionLabel, closeLabel, onAction }: ActionOffer): void {
  const toast = {
    id,
    autoClose: false as const,
    closeButtonProps: { 'aria-label': closeLabel },
    classNames: { closeButton: phoneTap },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="action-toast">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          className={phoneTap}
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onAction();
          }}
        >
          {actionLabel}
        </Button>
      </Group>
    ),
  };
  notifications.update(toast);
  notifications.show(toast);
}
