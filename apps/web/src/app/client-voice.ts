import i18next from 'i18next';
import { messages } from '@ordna/contract/kernel/messages';
import { setClientVoice } from '../api/api';
import { localizeRefusal } from '../i18n/refusals';
import { notifyNotice } from '../shared/notify';

/**
 * Gives the HTTP client the person's language: its own failure sentences, and the toast when the
 * session ends against their will (the server's refusal translated by code).
 */
export function voiceTheClient(): void {
  setClientVoice({
    texts: {
      sessionTimedOut: () => i18next.t('messages.sessionTimedOut', { defaultValue: messages.sessionTimedOut }),
      offline: () => i18next.t('auth.client.offline'),
      unexpected: (status) => i18next.t('auth.client.unexpected', { status }),
    },
    onSignedOut: (reason) => {
      notifyNotice(localizeRefusal(reason), reason.kind === 'warning' ? 'warning' : 'failure', reason.timeoutMs);
    },
  });
}
