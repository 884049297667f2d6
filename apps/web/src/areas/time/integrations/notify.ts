import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../api/client';
import { localizeServerMessage } from '../../../api/server-messages';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'ordna', message });
}

/** What failed as the title and the server's reason below it; stays long enough to read. */
export function notifyFailure(title: string, error: unknown): void {
  const reason = error instanceof ApiError && error.message ? localizeServerMessage(error.message) : null;
  notifications.show({
    color: 'red',
    title: reason && reason !== title ? title : undefined,
    message: reason ?? title,
    autoClose: 4000,
  });
}
