import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { localizeRefusal } from '../i18n/refusals';

/** A success toast (top-center, the app's default 1 s; `autoClose` ms for one worth reading). */
export function notifySuccess(message: string, options: { autoClose?: number } = {}): void {
  notifications.show({ color: 'ordna', message, ...options });
}

/** The reason the server gave (translated where the app knows it), or `fallback` when it gave none. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? localizeRefusal(error) : fallback;
}

/**
 * A failure toast: what failed as the title, the server's reason below it (or `fallback`, by default
 * the title itself, when it gave none); stays long enough to read.
 */
export function notifyFailure(title: string, error: unknown, fallback: string = title): void {
  const reason = reasonOf(error, fallback);
  notifications.show({
    color: 'red',
    title: reason === title ? undefined : title,
    message: reason,
    autoClose: 4000,
  });
}
